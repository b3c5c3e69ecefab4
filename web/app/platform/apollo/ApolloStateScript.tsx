import { useApolloClient } from '@apollo/client/react';

import { APOLLO_STATE_ID, serializeApolloState } from './serializeApolloState';

let hydratedText: string | undefined;

/** Called by entry.client before hydration, so the browser renders exactly the text the server sent. */
export function rememberServerApolloState(text: string): void {
  hydratedText = text;
}

/**
 * Writes the server's Apollo cache into the page as JSON (`type="application/json"`, never executed).
 * On the server it serialises the per-request client's cache after the loaders filled it; in the
 * browser it repeats the text it was hydrated with, so React sees no mismatch.
 */
export function ApolloStateScript() {
  const client = useApolloClient();
  const text =
    typeof document === 'undefined' ? serializeApolloState(client.extract()) : (hydratedText ?? '{}');
  return (
    <script
      id={APOLLO_STATE_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
