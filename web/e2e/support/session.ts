import type { BrowserContext } from '@playwright/test';

import { captchaToken as apiCaptchaToken, demoPassword, type DemoLogin } from '@lodestone/api/testing';

// Real sessions for browser tests: signed in through the api of the stack under test, the way the
// login page does it, so the web server's refresh sees a live session.
export const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '48180'}`;

export interface Credentials {
  accessId: string;
  accessToken: string;
}

/** Solves the self-hosted proof-of-work captcha as the browser widget would; none needs no token. */
export function captchaToken(): Promise<string | undefined> {
  return apiCaptchaToken(E2E_API_URL);
}

/** The password of a demo account of the seed; any other account's password is given by the test. */
function passwordOf(login: string): string {
  return ['steve', 'editor', 'admin'].includes(login) ? demoPassword(login as DemoLogin) : '';
}

export async function apiSignIn(login = 'steve', password = passwordOf(login)): Promise<Credentials> {
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
  password = passwordOf(login),
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
