import { createHash } from 'node:crypto';

import type { BrowserContext } from '@playwright/test';

// Real sessions for browser tests: signed in through the api of the stack under test, the way the
// login page does it, so the web server's refresh sees a live session.
export const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '48180'}`;

export interface Credentials {
  accessId: string;
  accessToken: string;
}

export const DEMO_PASSWORDS: Record<string, string> = {
  steve: 'steve-demo-1',
  editor: 'editor-demo-1',
  admin: 'admin-demo-1',
};

function leadingZeroBits(hash: Buffer): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** Solves the self-hosted proof-of-work captcha as the browser widget would; none needs no token. */
export async function captchaToken(): Promise<string | undefined> {
  const response = await fetch(`${E2E_API_URL}/api/captcha/challenge`);
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as { provider?: string; challenge?: string; difficulty?: number };
  if (challenge.provider !== 'pow' || !challenge.challenge) return undefined;
  for (let nonce = 0; ; nonce += 1) {
    const hash = createHash('sha256').update(`${challenge.challenge}:${nonce}`).digest();
    if (leadingZeroBits(hash) >= (challenge.difficulty ?? 0)) return `${challenge.challenge}:${nonce}`;
  }
}

export async function apiSignIn(
  login = 'steve',
  password = DEMO_PASSWORDS[login] ?? '',
): Promise<Credentials> {
  const response = await fetch(`${E2E_API_URL}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Lodestone e2e' },
    body: JSON.stringify({ login, password, recaptcha: await captchaToken() }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${login} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Credentials;
}

/** A `cookie` header for request-level tests. */
export async function sessionCookie(login = 'steve'): Promise<string> {
  const { accessId, accessToken } = await apiSignIn(login);
  return `access_id=${accessId}; access_token=${accessToken}`;
}

/** Signs a browser context in (HttpOnly cookies, as the web server sets them). */
export async function signInContext(
  context: BrowserContext,
  baseURL: string | undefined,
  login = 'steve',
  password = DEMO_PASSWORDS[login] ?? '',
) {
  const { accessId, accessToken } = await apiSignIn(login, password);
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
  await context.addCookies([
    { name: 'access_id', value: accessId, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
    {
      name: 'access_token',
      value: accessToken,
      domain: hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}
