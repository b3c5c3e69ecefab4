import type { App } from '../app.js';
import type { SessionKind } from '../platform/auth/sessionKinds.js';
import { demoPassword, type DemoLogin } from './demoAccounts.js';
import { signIn, type SessionHeaders } from './signIn.js';

async function launcherSession(app: App, login: string, password: string): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api-launcher/auth',
    payload: { login, password, recaptcha: '', systemData: { os: 'test' } },
  });
  if (response.statusCode !== 200) throw new Error(`launcher sign-in failed: ${response.body}`);
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}

/** The game's token (`{accessId}.{secret}` from authserver/authenticate) put in the site's headers. */
async function gameSession(app: App, login: string, password: string): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api-launcher/yggdrasil/authserver/authenticate',
    payload: { username: login, password },
  });
  if (response.statusCode !== 200) throw new Error(`game sign-in failed: ${response.body}`);
  const [accessId = '', secret = ''] = response.json<{ accessToken: string }>().accessToken.split('.');
  return { 'access-id': accessId, 'access-token': secret, 'accept-language': 'en' };
}

/** Signs a demo account in the way a session of this kind is made: the site, the launcher or the game. */
export function sessionOfKind(app: App, kind: SessionKind, login: DemoLogin): Promise<SessionHeaders> {
  const password = demoPassword(login);
  if (kind === 'launcher') return launcherSession(app, login, password);
  if (kind === 'game') return gameSession(app, login, password);
  return signIn(app, login);
}
