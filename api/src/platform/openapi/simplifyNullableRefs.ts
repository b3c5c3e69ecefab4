type SchemaObject = Record<string, unknown>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nullableRefTarget(schema: unknown): string | undefined {
  if (!isObject(schema) || !Array.isArray(schema.anyOf) || schema.anyOf.length !== 2) return undefined;
  const first: unknown = schema.anyOf[0];
  const second: unknown = schema.anyOf[1];
  const isNull = (member: unknown): boolean =>
    isObject(member) &&
    (member.type === 'null' ||
      (Array.isArray(member.enum) && member.enum.length === 1 && member.enum[0] === null));
  if (isObject(first) && typeof first.$ref === 'string' && isNull(second)) return first.$ref;
  if (isObject(second) && typeof second.$ref === 'string' && isNull(first)) return second.$ref;
  return undefined;
}

/**
 * OpenAPI 3.0 cannot mark a `$ref` nullable, and `anyOf: [$ref, null]` becomes an odd union type in
 * Mesh. A nullable reference is written as an optional property instead: GraphQL fields are nullable
 * unless required, so the GraphQL type stays `GameServer`, and the REST answer still carries null.
 */
export function simplifyNullableRefs<T>(document: T): T {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    if (isObject(value.properties)) {
      const properties = value.properties;
      for (const [name, property] of Object.entries(properties)) {
        const target = nullableRefTarget(property);
        if (target === undefined) continue;
        properties[name] = { $ref: target };
        if (Array.isArray(value.required)) value.required = value.required.filter((entry) => entry !== name);
      }
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(document);
  return document;
}
