import type { App } from '../app.js';

/** Signs a demo account in through the real route; the headers every signed-in call carries. */
export async function signIn(app: App, login: string, password: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password, recaptcha: '' },
  });
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}
