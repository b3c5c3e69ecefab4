// A local OAuth 2.0 provider in Google's shape for the browser tests (started by web/playwright.config.ts):
// `node --import tsx web/e2e/support/fakeOauthProvider.ts`. It checks what Google checks (client, redirect
// address, state echoed, PKCE S256, one-time codes) so a broken flow in the api fails here too. The same
// sign-in also answers in Discord's shape (`GET /discord/users/@me`) and YouTube's (`GET /youtube/channels`),
// the two services a player links from the cabinet.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import {
  FAKE_OAUTH_CLIENT_ID,
  FAKE_OAUTH_CLIENT_SECRET,
  FAKE_OAUTH_PORT,
  FAKE_OAUTH_USER_COOKIE,
  type FakeOauthUser,
} from './fakeServices';
import { cookieJson, json, OneTimeCodes, readBody, secret, type IssuedCode } from './standInHttp';

interface OauthCode extends IssuedCode {
  user: FakeOauthUser;
}

const codes = new OneTimeCodes<OauthCode>();
const tokens = new Map<string, FakeOauthUser>();

function refuse(response: ServerResponse, status: number, error: string, why: string): void {
  console.error(`[fake oauth] ${error}: ${why}`);
  json(response, status, { error, error_description: why });
}

function isUser(value: unknown): value is FakeOauthUser {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['sub', 'email', 'name', 'given_name'].every((key) => typeof fields[key] === 'string');
}

/** The person signed in at the provider in this browser, or a newcomer nobody has seen. */
function browserUser(request: IncomingMessage): FakeOauthUser {
  // A malformed cookie counts as nobody signed in.
  const value = cookieJson(request, FAKE_OAUTH_USER_COOKIE);
  if (isUser(value)) return value;
  const id = randomBytes(4).toString('hex');
  return { sub: `fake-${id}`, email: `fake-${id}@example.com`, name: `Fake ${id}`, given_name: `Fake${id}` };
}

function authorize(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): void {
  const redirectUri = query.get('redirect_uri') ?? '';
  const state = query.get('state') ?? '';
  const challenge = query.get('code_challenge') ?? '';
  if (query.get('client_id') !== FAKE_OAUTH_CLIENT_ID) {
    refuse(response, 400, 'invalid_client', 'unknown client_id');
    return;
  }
  if (query.get('response_type') !== 'code' || !/^https?:\/\//.test(redirectUri) || !state) {
    refuse(response, 400, 'invalid_request', 'response_type=code, redirect_uri and state are required');
    return;
  }
  if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    refuse(response, 400, 'invalid_request', 'PKCE with S256 is required');
    return;
  }
  // Consent is implied: the browser comes straight back, as with an account that has agreed before.
  const code = codes.issue({ challenge, redirectUri, user: browserUser(request) });
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', state);
  response.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' });
  response.end();
}

async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(await readBody(request));
  if (
    form.get('client_id') !== FAKE_OAUTH_CLIENT_ID ||
    form.get('client_secret') !== FAKE_OAUTH_CLIENT_SECRET
  ) {
    refuse(response, 401, 'invalid_client', 'wrong client_id or client_secret');
    return;
  }
  if (form.get('grant_type') !== 'authorization_code') {
    refuse(response, 400, 'unsupported_grant_type', 'only authorization_code');
    return;
  }
  const redeemed = codes.redeem(form);
  if ('refused' in redeemed) {
    refuse(response, 400, 'invalid_grant', redeemed.refused);
    return;
  }
  const { issued } = redeemed;
  const accessToken = secret();
  tokens.set(accessToken, issued.user);
  json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid' });
}

function bearerUser(request: IncomingMessage, response: ServerResponse): FakeOauthUser | undefined {
  const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (!user) refuse(response, 401, 'invalid_token', 'unknown access token');
  return user;
}

function userinfo(request: IncomingMessage, response: ServerResponse): void {
  const user = bearerUser(request, response);
  if (user) json(response, 200, { ...user, email_verified: true });
}

function subjectDigest(sub: string): Buffer {
  return createHash('sha256').update(sub).digest();
}

/** Discord's user object (`identify` scope): a numeric id and a lower-case unique username. */
function discordUser(request: IncomingMessage, response: ServerResponse): void {
  const user = bearerUser(request, response);
  if (!user) return;
  // From the whole subject: two people (or one test and its retry) never share a Discord account.
  const id = BigInt(`0x${subjectDigest(user.sub).toString('hex').slice(0, 14)}`).toString();
  json(response, 200, { id, username: user.given_name.toLowerCase(), global_name: user.name, avatar: null });
}

/** YouTube Data API v3 `channels.list` with `mine=true`: the person's own channel. */
function youtubeChannels(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): void {
  const user = bearerUser(request, response);
  if (!user) return;
  if (query.get('mine') !== 'true' || !(query.get('part') ?? '').includes('snippet')) {
    refuse(response, 400, 'invalid_request', 'part=snippet and mine=true are required');
    return;
  }
  const id = `UC${subjectDigest(user.sub).toString('base64url').slice(0, 22)}`;
  json(response, 200, {
    kind: 'youtube#channelListResponse',
    items: [{ kind: 'youtube#channel', id, snippet: { title: `${user.name} Plays`, customUrl: '@fake' } }],
  });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake-oauth');
  const route = `${request.method ?? 'GET'} ${url.pathname}`;
  if (route === 'GET /authorize') authorize(request, response, url.searchParams);
  else if (route === 'POST /token')
    token(request, response).catch((error: unknown) => {
      refuse(response, 500, 'server_error', String(error));
    });
  else if (route === 'GET /userinfo') userinfo(request, response);
  else if (route === 'GET /discord/users/@me') discordUser(request, response);
  else if (route === 'GET /youtube/channels') youtubeChannels(request, response, url.searchParams);
  else if (route === 'GET /health') json(response, 200, { ok: true });
  else json(response, 404, { error: 'not_found' });
});

server.listen(FAKE_OAUTH_PORT, '127.0.0.1', () => {
  console.log(`[fake oauth] listening on http://127.0.0.1:${FAKE_OAUTH_PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
