/** Only the named keys: a query's answer carries `__typename`, which a mutation's input must not. */
export function pick<K extends string, V>(source: Record<K, V>, keys: readonly K[]): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Record<K, V>;
}
