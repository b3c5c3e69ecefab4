import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/**
 * A `$ref` to a schema registered with `app.addSchema`, typed as the schema itself so handlers keep
 * their static types. Shared schemas become named components (and GraphQL types) instead of inline
 * shapes with generated names.
 */
export function ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('ref() needs a schema registered with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(`${id}#`));
}

/** A named string enumeration; `type` helps generators that ignore a bare `enum`. */
export function stringEnum<const V extends string[]>(values: readonly [...V], name: string) {
  return Type.Enum(values, { $id: name, title: name, type: 'string' });
}
