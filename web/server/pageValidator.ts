import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Revalidation of anonymous pages. The HTML carries a fresh CSP nonce on every render, so the validator
 * is a hash of the page with that nonce left out: two renders of the same content get the same ETag.
 * `private, no-cache`: the browser asks every time (content and online counts stay current) and an
 * unchanged page costs a 304 instead of its bytes; shared caches keep nothing, since the nonce inside a
 * stored page must never reach another visitor.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

export function pageEtag(html: string, nonce: string): string {
  const digest = createHash('sha256').update(html.replaceAll(nonce, '')).digest('base64url').slice(0, 27);
  return `W/"${digest}"`;
}

/** If-None-Match may list several validators, or `*`. */
export function matchesEtag(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  return header
    .split(',')
    .map((item) => item.trim())
    .some((item) => item === '*' || item === etag || item.replace(/^W\//, '') === etag.replace(/^W\//, ''));
}
