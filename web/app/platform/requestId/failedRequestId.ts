import { createContext, useContext } from 'react';

/**
 * The id of a document request that failed on the server (web/server/requestId.ts names every request;
 * the gateway's and the api's log lines carry the same id). entry.server provides it for a 5xx answer
 * only, and the root writes it into the page's head, so the error page can show it to quote to staff and
 * the browser reads the same value when it hydrates. Pages that rendered fine carry none: a page kept in
 * the anonymous page cache must not name another visitor's request.
 */
export const FAILED_REQUEST_ID_META = 'lodestone-failed-request';

export const FailedRequestIdContext = createContext<string | undefined>(undefined);

/** In the browser: the id the server wrote into the document, if it answered with a failure. */
export function failedRequestIdOfDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FAILED_REQUEST_ID_META}"]`);
  return meta?.content === undefined || meta.content === '' ? undefined : meta.content;
}

export function useFailedRequestId(): string | undefined {
  return useContext(FailedRequestIdContext) ?? failedRequestIdOfDocument();
}
