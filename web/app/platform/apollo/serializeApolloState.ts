import type { NormalizedCacheObject } from '@apollo/client';

/** Id of the script element that carries the server's Apollo cache into the page. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

/**
 * JSON for an inline script. `<` is escaped so a value containing `</script>` or `<!--` cannot end the
 * script early (documents hold user-written text); U+2028/U+2029 are escaped for older JS parsers.
 */
export function serializeApolloState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the state the server wrote, or an empty cache when the script is missing or broken. */
export function readApolloState(doc: Document): NormalizedCacheObject {
  const text = doc.getElementById(APOLLO_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch {
    return {};
  }
}
