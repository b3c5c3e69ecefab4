function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        into.add(child.slice('#/components/schemas/'.length));
      } else {
        collectRefs(child, into);
      }
    }
  }
}

/**
 * Every registered schema lands in every document; keep only those the document's operations reach, so
 * the gateway does not get the same unused types from three sources.
 */
export function pruneUnusedComponents<T extends { paths?: unknown; components?: { schemas?: unknown } }>(
  document: T,
): T {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  collectRefs(document.paths, used);
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const next of found) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
