import type { App } from '../app.js';
import { demoPassword, type DemoLogin } from './demoAccounts.js';

/** The headers every signed-in call carries. */
export type SessionHeaders = Record<string, string>;

/**
 * Signs an account in through the real route; a demo account needs only its name
 * (`signIn(app, 'admin')`), any other its password too.
 */
export async function signIn(app: App, login: DemoLogin): Promise<SessionHeaders>;
export async function signIn(app: App, login: string, password: string): Promise<SessionHeaders>;
export async function signIn(app: App, login: string, password?: string): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password: password ?? demoPassword(login as DemoLogin), recaptcha: '' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${login} failed: ${response.statusCode} ${response.body}`);
  }
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}
