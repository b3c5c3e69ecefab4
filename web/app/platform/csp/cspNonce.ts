import { createContext, useContext } from 'react';

/**
 * The site's server (web/server) puts a fresh CSP nonce on each request under this header, after
 * dropping any the client sent; entry.server reads it and hands it to every inline script.
 */
export const CSP_NONCE_HEADER = 'x-lodestone-csp-nonce';

/** Empty in the browser and under `react-router dev`, which sets no CSP. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
