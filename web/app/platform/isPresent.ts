/**
 * The gateway types list items as nullable (Mesh's OpenAPI mapping); the api never sends null items,
 * so lists are filtered with this guard rather than asserted.
 */
export function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
