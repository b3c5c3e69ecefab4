import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// Local servers that speak the providers' protocols: an OAuth 2.0 token + userinfo endpoint that checks
// PKCE the way Google does, and Steam's OpenID 2.0 check_authentication.
const issuedCodes = new Map<string, { challenge: string; redirectUri: string; subject: string }>();
let steamValid = true;
let provider: Server;
let base = '';
let t: TestApp;

function readBody(request: import('node:http').IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      resolve(new URLSearchParams(body));
    });
  });
}

beforeAll(async () => {
  provider = createServer((request, response) => {
    void readBody(request).then((form) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        const issued = issuedCodes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          issued?.challenge !== challenge ||
          issued.redirectUri !== form.get('redirect_uri') ||
          form.get('client_secret') !== `${issued.redirectUri.split('/').pop() ?? ''}-secret`
        ) {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        issuedCodes.delete(form.get('code') ?? '');
        response.end(JSON.stringify({ access_token: `at-${issued.subject}`, token_type: 'Bearer' }));
        return;
      }
      if (request.url === '/userinfo') {
        const subject = (request.headers.authorization ?? '').replace('Bearer at-', '');
        response.end(
          JSON.stringify({
            sub: subject,
            name: 'Alex Player',
            given_name: 'Alex',
            email: 'alex@example.com',
          }),
        );
        return;
      }
      const subject = (request.headers.authorization ?? '').replace('Bearer at-', '');
      if (request.url === '/discord/users/@me') {
        // Discord's user object (identify scope).
        response.end(JSON.stringify({ id: subject, username: 'alex.builds', global_name: 'Alex' }));
        return;
      }
      if (request.url === '/youtube/channels?part=snippet&mine=true') {
        // YouTube Data API v3 channels.list: a Google account without a channel has no items.
        const items = subject.startsWith('no-channel')
          ? []
          : [
              {
                kind: 'youtube#channel',
                id: `UC${subject}`,
                snippet: { title: 'Alex Plays', customUrl: '@alexplays' },
              },
            ];
        response.end(JSON.stringify({ kind: 'youtube#channelListResponse', items }));
        return;
      }
      if (request.url === '/openid/login') {
        response.setHeader('content-type', 'text/plain');
        const ok = steamValid && form.get('openid.mode') === 'check_authentication';
        response.end(`ns:http://specs.openid.net/auth/2.0\nis_valid:${ok ? 'true' : 'false'}\n`);
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      publicSiteUrl: 'https://play.example',
      oauth: {
        google: {
          clientId: 'google-client',
          clientSecret: 'google-secret',
          authorizeUrl: `${base}/authorize`,
          tokenUrl: `${base}/token`,
          userinfoUrl: `${base}/userinfo`,
        },
        yandex: undefined,
        vkid: undefined,
        steam: { openidUrl: `${base}/openid/login` },
        discord: {
          clientId: 'discord-client',
          clientSecret: 'discord-secret',
          authorizeUrl: `${base}/discord/authorize`,
          tokenUrl: `${base}/token`,
          userinfoUrl: `${base}/discord/users/@me`,
        },
        youtube: {
          clientId: 'youtube-client',
          clientSecret: 'youtube-secret',
          authorizeUrl: `${base}/authorize`,
          tokenUrl: `${base}/token`,
          userinfoUrl: `${base}/youtube/channels?part=snippet&mine=true`,
        },
      },
    },
  });
});

afterAll(async () => {
  await t.close();
  provider.close();
});

function post(url: string, payload: object = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });
}

/** What the player's browser does at the provider: consent, then a code bound to the challenge. */
async function authorizeAt(
  provider: 'google' | 'discord' | 'youtube',
  subject: string,
  purpose: 'login' | 'link' = 'login',
  headers: Record<string, string> = {},
) {
  const { url } = (await post(`/api/user/oauth/${provider}/start`, { purpose }, headers)).json<{
    url: string;
  }>();
  const query = new URL(url).searchParams;
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('redirect_uri')).toBe(`https://play.example/oauth/${provider}`);
  const code = `code-${Math.random().toString(36).slice(2)}`;
  issuedCodes.set(code, {
    challenge: query.get('code_challenge') ?? '',
    redirectUri: query.get('redirect_uri') ?? '',
    subject,
  });
  return { code, state: query.get('state') ?? '' };
}

function authorizeAtGoogle(subject: string, purpose: 'login' | 'link' = 'login', headers = {}) {
  return authorizeAt('google', subject, purpose, headers);
}

async function signIn(login: string, password: string): Promise<Record<string, string>> {
  const auth = (await post('/api/user/auth/login', { login, password })).json<{
    accessId: string;
    accessToken: string;
  }>();
  return { 'access-id': auth.accessId, 'access-token': auth.accessToken };
}

describe('Google (OAuth 2.0 with state and PKCE)', () => {
  it('lists the providers that are set up', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/oauth/providers' })).json()).toEqual({
      providers: ['google', 'steam'],
    });
  });

  it('asks a newcomer for a nickname, creates the account, then signs the same person in', async () => {
    const { code, state } = await authorizeAtGoogle('google-sub-1');
    const first = await post('/api/user/oauth/google', { code, state });
    expect(first.json()).toMatchObject({ kind: 'register', suggestedLogin: 'Alex' });
    const { token } = first.json<{ token: string }>();
    expect((await post('/api/user/oauth/google/register', { token, login: 'steve' })).statusCode).toBe(409);
    const created = await post('/api/user/oauth/google/register', { token, login: 'Alex_G' });
    expect(created.json()).toMatchObject({
      data: { login: 'Alex_G' },
      accessToken: expect.any(String) as string,
    });
    expect((await post('/api/user/oauth/google/register', { token, login: 'Alex_G2' })).statusCode).toBe(400);

    const again = await authorizeAtGoogle('google-sub-1');
    expect((await post('/api/user/oauth/google', again)).json()).toMatchObject({
      kind: 'signed-in',
      auth: { data: { login: 'Alex_G' } },
    });
  });

  it('refuses a state used twice, a made-up state and a wrong PKCE verifier', async () => {
    const { code, state } = await authorizeAtGoogle('google-sub-2');
    await post('/api/user/oauth/google', { code, state });
    expect((await post('/api/user/oauth/google', { code, state })).statusCode).toBe(400);
    expect((await post('/api/user/oauth/google', { code: 'x', state: 'made-up-state-123' })).statusCode).toBe(
      400,
    );
    const stolen = await authorizeAtGoogle('google-sub-3');
    // An attacker's code bound to another challenge: the token endpoint refuses the verifier.
    const other = await authorizeAtGoogle('google-sub-3');
    expect((await post('/api/user/oauth/google', { code: stolen.code, state: other.state })).statusCode).toBe(
      400,
    );
  });

  it('links from the cabinet, and refuses to remove the only way to sign in', async () => {
    const steve = (await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })).json<{
      accessId: string;
      accessToken: string;
    }>();
    const headers = { 'access-id': steve.accessId, 'access-token': steve.accessToken };
    const linking = await authorizeAtGoogle('google-sub-steve', 'link', headers);
    expect((await post('/api/user/oauth/google', linking, headers)).json()).toMatchObject({ kind: 'linked' });
    const authorization = await t.app.inject({ method: 'GET', url: '/api/cabinet/authorization', headers });
    expect(authorization.json()).toMatchObject({
      hasPassword: true,
      providers: expect.arrayContaining([
        expect.objectContaining({ provider: 'google', linked: true }),
      ]) as unknown,
    });
    expect((await post('/api/user/oauth/google/unlink', {}, headers)).json()).toEqual({ success: true });

    const newcomer = await authorizeAtGoogle('google-sub-4');
    const { token } = (await post('/api/user/oauth/google', newcomer)).json<{ token: string }>();
    const only = (await post('/api/user/oauth/google/register', { token, login: 'Only_Google' })).json<{
      accessId: string;
      accessToken: string;
    }>();
    const refused = await post(
      '/api/user/oauth/google/unlink',
      {},
      { 'access-id': only.accessId, 'access-token': only.accessToken },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      details: { description: 'This is your only way to sign in. Set an email and a password first.' },
    });
  });
});

describe('Steam (OpenID 2.0)', () => {
  async function assertion(claimed = 'https://steamcommunity.com/openid/id/76561198000000001') {
    const { url } = (await post('/api/user/oauth/steam/start', { purpose: 'login' })).json<{ url: string }>();
    const query = new URL(url).searchParams;
    const returnTo = query.get('openid.return_to') ?? '';
    const state = new URL(returnTo).searchParams.get('state') ?? '';
    return {
      state,
      openid: {
        'openid.ns': 'http://specs.openid.net/auth/2.0',
        'openid.mode': 'id_res',
        'openid.op_endpoint': `${base}/openid/login`,
        'openid.claimed_id': claimed,
        'openid.identity': claimed,
        'openid.return_to': returnTo,
        'openid.response_nonce': `2026-11-23T00:00:00Z${Math.random()}`,
        'openid.assoc_handle': '1234567890',
        'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
        'openid.sig': 'c2lnbmF0dXJl',
      },
    };
  }

  it('believes an assertion only after Steam confirms it', async () => {
    steamValid = false;
    expect((await post('/api/user/oauth/steam', await assertion())).statusCode).toBe(400);
    steamValid = true;
    expect((await post('/api/user/oauth/steam', await assertion())).json()).toMatchObject({
      kind: 'register',
    });
  });

  it('refuses a claimed id that is not a Steam id and an assertion for another address', async () => {
    expect(
      (await post('/api/user/oauth/steam', await assertion('https://evil.example/openid/id/1'))).statusCode,
    ).toBe(400);
    const forged = await assertion();
    forged.openid['openid.return_to'] = 'https://evil.example/oauth/steam';
    expect((await post('/api/user/oauth/steam', forged)).statusCode).toBe(400);
  });
});

describe('Discord and YouTube: linked to show on the profile, never a way in', () => {
  it('are not offered for sign-in and refuse to start or finish one', async () => {
    const started = await post('/api/user/oauth/discord/start', { purpose: 'login' });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({
      details: { description: 'This service can only be linked to an account, not used to sign in' },
    });
  });

  it('links Discord and YouTube, shows them on the profile on request, and unlinks them freely', async () => {
    const headers = await signIn('editor', 'editor-demo-1');
    const discord = await authorizeAt('discord', '80351110224678912', 'link', headers);
    expect((await post('/api/user/oauth/discord', discord, headers)).json()).toMatchObject({
      kind: 'linked',
    });
    const youtube = await authorizeAt('youtube', 'alexchannel', 'link', headers);
    expect((await post('/api/user/oauth/youtube', youtube, headers)).json()).toMatchObject({
      kind: 'linked',
    });

    const authorization = await t.app.inject({ method: 'GET', url: '/api/cabinet/authorization', headers });
    expect(authorization.json()).toMatchObject({
      providers: expect.arrayContaining([
        expect.objectContaining({
          provider: 'discord',
          signIn: false,
          linked: true,
          displayName: '@alex.builds',
          url: 'https://discord.com/users/80351110224678912',
          shownOnProfile: false,
        }),
        expect.objectContaining({ provider: 'youtube', displayName: 'Alex Plays', canShowOnProfile: true }),
        expect.objectContaining({ provider: 'google', signIn: true, canShowOnProfile: false }),
      ]) as unknown,
    });

    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/profile/editor' })).json<{ links: unknown[] }>()
        .links;
    expect(await profile()).toEqual([]);
    const shown = await post(
      '/api/cabinet/authorization/update',
      { provider: 'discord', shownOnProfile: true },
      headers,
    );
    expect(shown.statusCode).toBe(200);
    expect(await profile()).toEqual([
      { provider: 'discord', name: '@alex.builds', url: 'https://discord.com/users/80351110224678912' },
    ]);

    // Google has no public page; a service not linked cannot be shown.
    expect(
      (await post('/api/cabinet/authorization/update', { provider: 'google', shownOnProfile: true }, headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/cabinet/authorization/update', { provider: 'vkid', shownOnProfile: true }, headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/cabinet/authorization/update', { provider: 'discord', shownOnProfile: true }))
        .statusCode,
    ).toBe(401);

    expect((await post('/api/user/oauth/discord/unlink', {}, headers)).json()).toEqual({ success: true });
    expect(await profile()).toEqual([]);
  });

  it('refuses a Google account without a YouTube channel, linking nothing', async () => {
    const headers = await signIn('steve', 'steve-demo-1');
    const youtube = await authorizeAt('youtube', 'no-channel-1', 'link', headers);
    expect((await post('/api/user/oauth/youtube', youtube, headers)).statusCode).toBe(400);
    const authorization = await t.app.inject({ method: 'GET', url: '/api/cabinet/authorization', headers });
    expect(authorization.json()).toMatchObject({
      providers: expect.arrayContaining([
        expect.objectContaining({ provider: 'youtube', linked: false }),
      ]) as unknown,
    });
  });

  it('do not count as a way to sign in: the only sign-in provider stays guarded', async () => {
    const newcomer = await authorizeAtGoogle('google-sub-links');
    const { token } = (await post('/api/user/oauth/google', newcomer)).json<{ token: string }>();
    const only = (await post('/api/user/oauth/google/register', { token, login: 'Links_Only' })).json<{
      accessId: string;
      accessToken: string;
    }>();
    const headers = { 'access-id': only.accessId, 'access-token': only.accessToken };
    const discord = await authorizeAt('discord', '11112222333344445', 'link', headers);
    expect((await post('/api/user/oauth/discord', discord, headers)).json()).toMatchObject({
      kind: 'linked',
    });
    expect((await post('/api/user/oauth/google/unlink', {}, headers)).statusCode).toBe(409);
    expect((await post('/api/user/oauth/discord/unlink', {}, headers)).statusCode).toBe(200);
  });
});
