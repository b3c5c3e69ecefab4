import {
  GraphQLList,
  GraphQLNonNull,
  type GraphQLArgumentConfig,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';

/** `[T]` → `[T!]` at every depth; the list itself keeps the nullability Mesh gave it. */
function withNonNullItems<T extends GraphQLInputType | GraphQLOutputType>(type: T): T {
  if (isNonNullType(type)) return new GraphQLNonNull(withNonNullItems(type.ofType)) as T;
  if (isListType(type)) {
    const item = withNonNullItems(type.ofType);
    return new GraphQLList(isNonNullType(item) ? item : new GraphQLNonNull(item)) as T;
  }
  return type;
}

function argumentsWithNonNullItems(
  args: Record<string, GraphQLArgumentConfig> | undefined,
  keepNullable: ReadonlySet<string>,
): Record<string, GraphQLArgumentConfig> | undefined {
  if (args === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(args).map(([name, arg]) => [
      name,
      keepNullable.has(name) ? arg : { ...arg, type: withNonNullItems(arg.type) },
    ]),
  );
}

/**
 * The api's arrays never hold `null` unless their JSON schema says so, but Mesh types every list item as
 * nullable, which made the site filter each list. This gives every list field, argument and input field
 * non-null items, except those named in `keepNullable` (see nullableListItems.ts). Should the api ever
 * send a `null` item anyway, GraphQL answers an error for that field instead of passing the `null` on.
 */
export function nonNullListItems(schema: GraphQLSchema, keepNullable: ReadonlySet<string>): GraphQLSchema {
  const mapField = <T extends GraphQLFieldConfig<unknown, unknown>>(field: T, fieldName: string): T => ({
    ...field,
    type: keepNullable.has(fieldName) ? field.type : withNonNullItems(field.type),
    args: argumentsWithNonNullItems(field.args, keepNullable),
  });
  return mapSchema(schema, {
    [MapperKind.COMPOSITE_FIELD]: mapField,
    [MapperKind.INPUT_OBJECT_FIELD]: (field, fieldName) =>
      keepNullable.has(fieldName) ? field : { ...field, type: withNonNullItems(field.type) },
  });
}
