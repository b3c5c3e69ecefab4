import { readCookie } from '../i18n/resolveLanguage';
import { ACCESS_ID_COOKIE, ACCESS_TOKEN_COOKIE } from './authCookies';

/**
 * Headers the web server adds on the visitor's behalf when it calls the gateway: the credentials from
 * the HttpOnly cookies (page JavaScript never sees them), and who the visitor is for per-visitor limits.
 */
export function upstreamHeaders(request: Request): Record<string, string> {
  const cookies = request.headers.get('cookie');
  const headers: Record<string, string> = {};
  const accessId = readCookie(cookies, ACCESS_ID_COOKIE);
  const accessToken = readCookie(cookies, ACCESS_TOKEN_COOKIE);
  if (accessId && accessToken) {
    headers['access-id'] = accessId;
    headers['access-token'] = accessToken;
  }
  // Set by the reverse proxy in front of the site; without one every visitor shares the site's address.
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  // Set by the site server (web/server/requestId.ts): joins this page's gateway and api log lines to it.
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}
