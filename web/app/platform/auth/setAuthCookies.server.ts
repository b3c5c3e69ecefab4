import {
  ACCESS_ID_COOKIE,
  ACCESS_TOKEN_COOKIE,
  pendingTwoFactorCookie,
  twoFactorChallengeCookie,
} from './authCookies';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Credentials {
  accessId: string;
  accessToken: string;
}

/** `Secure` everywhere but plain-http localhost, where browsers would drop a Secure cookie. */
function secureFlag(requestUrl: string): string {
  const url = new URL(requestUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || !local ? '; Secure' : '';
}

/**
 * Set-Cookie values that sign this browser in (docs/product.md#accounts: 365 days, lax, path /). HttpOnly: only the web
 * server reads them, and it adds them as headers when it calls the gateway. Clears a pending 2FA step.
 */
export function authCookies(credentials: Credentials, requestUrl: string): string[] {
  const flags = `; Max-Age=${YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secureFlag(requestUrl)}`;
  return [
    `${ACCESS_ID_COOKIE}=${encodeURIComponent(credentials.accessId)}${flags}`,
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(credentials.accessToken)}${flags}`,
    pendingTwoFactorCookie(null),
    twoFactorChallengeCookie(null),
  ];
}

/** A redirect that also signs the browser in. */
export function redirectSignedIn(location: string, credentials: Credentials, requestUrl: string): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of authCookies(credentials, requestUrl)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
