import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 18;
/** Random bytes drawn in bulk (one call per 512 nonces instead of one each); never handed out twice. */
const noncePool = Buffer.alloc(NONCE_BYTES * 512);
let nonceOffset = noncePool.length;

/** A fresh value per response: the CSP admits exactly the inline scripts that carry it. */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy of every page. Scripts: this origin and the nonced inline scripts React
 * Router, React and the colour-scheme script write. Styles stay 'unsafe-inline': Mantine sets CSS
 * variables in style attributes and <style> tags. Images may come from any https host (documents
 * embed remote pictures, uploads may live in a bucket). The launcher pages talk to the local agent on
 * 127.0.0.1 or localhost (CSP has no form for an IPv6 literal with any port). No page may be framed.
 * Forms post only to this site: every form of the site posts to its own actions, which redirect within
 * the site (browsers apply form-action to those redirects too); OAuth starts from a link (a GET) and
 * payments leave by script navigation, neither of which form-action governs.
 * Built once: an answer only puts its nonce between the two halves.
 */
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'self' 'nonce-\0'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]
  .join('; ')
  .split('\0') as [string, string];

export function contentSecurityPolicy(nonce: string): string {
  return `${CSP_BEFORE_NONCE}${nonce}${CSP_AFTER_NONCE}`;
}

/** Headers every answer of the site carries; HSTS only when the visitor came over https. */
export function securityHeaders(options: { nonce: string; https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.nonce),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
