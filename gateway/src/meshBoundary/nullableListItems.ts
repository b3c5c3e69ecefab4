/**
 * Where the api's OpenAPI documents allow `null` inside an array. Mesh makes every list item nullable;
 * the boundary makes them non-null except under these names. The walk records the property, parameter
 * or operation an array belongs to, not its full path (Mesh's type names do not say which schema they
 * came from), so one nullable array keeps every GraphQL list field of that name nullable: it errs on the
 * side of `null`.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveReference(document: JsonObject, schema: unknown): unknown {
  let current = schema;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const pointer: string = current.$ref;
    current = pointer
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return current;
}

/** Whether a JSON schema admits `null`: OpenAPI 3.0 `nullable`, 3.1 `type: [..., 'null']`, or a branch. */
export function admitsNull(document: JsonObject, schema: unknown, depth = 0): boolean {
  const resolved = resolveReference(document, schema);
  if (!isObject(resolved) || depth > 20) return false;
  if (resolved.nullable === true || resolved.type === 'null') return true;
  if (Array.isArray(resolved.type) && resolved.type.includes('null')) return true;
  return ['anyOf', 'oneOf'].some((keyword) => {
    const branches = resolved[keyword];
    return Array.isArray(branches) && branches.some((branch) => admitsNull(document, branch, depth + 1));
  });
}

function isArraySchema(schema: JsonObject): boolean {
  return schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
}

/**
 * The names (property, parameter, operationId) under which some array in the documents may hold `null`.
 */
export function nullableItemNames(documents: readonly unknown[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const document of documents) {
    if (!isObject(document)) continue;
    const visit = (node: unknown, label: string): void => {
      if (Array.isArray(node)) {
        for (const item of node) visit(item, label);
        return;
      }
      if (!isObject(node)) return;
      if (isArraySchema(node) && admitsNull(document, node.items)) names.add(label);
      const nextLabel = typeof node.operationId === 'string' ? node.operationId : label;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && isObject(value)) {
          for (const [property, schema] of Object.entries(value)) visit(schema, property);
        } else if (key === 'parameters' && Array.isArray(value)) {
          for (const parameter of value)
            visit(
              parameter,
              isObject(parameter) && typeof parameter.name === 'string' ? parameter.name : nextLabel,
            );
        } else {
          visit(value, nextLabel);
        }
      }
    };
    visit(document, '');
  }
  return names;
}
