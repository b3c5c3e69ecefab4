import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { YggdrasilThirdPartyClient } from '@xmcl/user';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { offlineUuid } from '../looks/index.js';

const ROOT = '/api-launcher/yggdrasil';
let t: TestApp;
let client: YggdrasilThirdPartyClient;

/** The client library's requests, answered by the app in process (no port to open). */
const injectFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const response = await t.app.inject({
    method: (init?.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Response(response.statusCode === 204 ? null : response.rawPayload, {
    status: response.statusCode,
    headers,
  });
};

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${ROOT}${url}`, payload: payload as object });
}

interface Profile {
  id: string;
  name: string;
  properties: { name: string; value: string; signature?: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ config: { publicSiteUrl: 'https://play.example.org' } });
  // A smaller key than production's 4096 bits keeps the test fast; it is read from the data directory
  // exactly as a generated one would be.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await mkdir(path.join(t.dataDir, 'yggdrasil'), { recursive: true });
  await writeFile(
    path.join(t.dataDir, 'yggdrasil', 'signing-key.pem'),
    privateKey.export({ type: 'pkcs8', format: 'pem' }),
  );
  client = new YggdrasilThirdPartyClient(`http://localhost${ROOT}`, { fetch: injectFetch });
  // Steve wears a slim skin.
  const steve = await signIn(t.app, 'steve');
  const boundary = '----ygg';
  const skin = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#3a6' } })
    .png()
    .toBuffer();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/user/skin/upload?model=slim',
    headers: { ...steve, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\n\r\n`),
      skin,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('Yggdrasil API (authlib-injector)', () => {
  it('answers the metadata with the site as skin domain and the public key', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${ROOT}/` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      meta: Record<string, unknown>;
      skinDomains: string[];
      signaturePublickey: string;
    }>();
    expect(body.meta.implementationName).toBe('Lodestone');
    expect(body.skinDomains).toEqual(['play.example.org']);
    expect(body.signaturePublickey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
  });

  it('signs in, validates, refreshes and invalidates through an independent client (@xmcl/user)', async () => {
    const auth = await client.login({
      username: 'steve',
      password: 'steve-demo-1',
      clientToken: 'client-1',
      requestUser: true,
    });
    expect(auth.selectedProfile).toEqual({ id: offlineUuid('steve'), name: 'steve' });
    expect(auth.clientToken).toBe('client-1');
    expect(await client.validate(auth.accessToken, 'client-1')).toBe(true);
    expect(await client.validate(auth.accessToken, 'another-client')).toBe(false);
    const refreshed = await client.refresh({ accessToken: auth.accessToken, clientToken: 'client-1' });
    expect(await client.validate(auth.accessToken, 'client-1')).toBe(false);
    expect(await client.validate(refreshed.accessToken, 'client-1')).toBe(true);
    await client.invalidate(refreshed.accessToken, 'client-1');
    expect(await client.validate(refreshed.accessToken, 'client-1')).toBe(false);
    await expect(
      client.login({ username: 'steve', password: 'wrong', clientToken: 'c' }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('answers wrong credentials in the protocol error shape', async () => {
    const response = await post('/authserver/authenticate', { username: 'steve', password: 'nope' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ForbiddenOperationException',
      errorMessage: 'Invalid credentials. Invalid username or password.',
    });
  });

  it('serves the profile with textures signed SHA1withRSA only when unsigned=false', async () => {
    const meta = (await t.app.inject({ method: 'GET', url: `${ROOT}/` })).json<{
      signaturePublickey: string;
    }>();
    const uuid = offlineUuid('steve');
    const signed = (
      await t.app.inject({
        method: 'GET',
        url: `${ROOT}/sessionserver/session/minecraft/profile/${uuid}?unsigned=false`,
      })
    ).json<Profile>();
    const textures = signed.properties.find((property) => property.name === 'textures');
    if (!textures?.signature) throw new Error('no signature');
    expect(
      verify(
        'RSA-SHA1',
        Buffer.from(textures.value),
        meta.signaturePublickey,
        Buffer.from(textures.signature, 'base64'),
      ),
    ).toBe(true);
    // A changed value no longer matches its signature.
    expect(
      verify(
        'RSA-SHA1',
        Buffer.from(`${textures.value}x`),
        meta.signaturePublickey,
        Buffer.from(textures.signature, 'base64'),
      ),
    ).toBe(false);
    const decoded = JSON.parse(Buffer.from(textures.value, 'base64').toString('utf8')) as {
      profileId: string;
      textures: { SKIN: { url: string; metadata?: { model: string } } };
    };
    expect(decoded.profileId).toBe(uuid);
    expect(decoded.textures.SKIN.metadata?.model).toBe('slim');
    expect(decoded.textures.SKIN.url).toMatch(
      /^https:\/\/play\.example\.org\/uploads\/looks\/textures\/[0-9a-f]{64}\.png$/,
    );

    const unsigned = (
      await t.app.inject({ method: 'GET', url: `${ROOT}/sessionserver/session/minecraft/profile/${uuid}` })
    ).json<Profile>();
    expect(unsigned.properties[0]?.signature).toBeUndefined();
    const viaLibrary = await client.lookup(uuid);
    expect(viaLibrary.name).toBe('steve');

    const unknown = await t.app.inject({
      method: 'GET',
      url: `${ROOT}/sessionserver/session/minecraft/profile/${'0'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(204);
  });

  it('lets a server check a join: right name and server id only, signed profile', async () => {
    const auth = await client.login({ username: 'steve', password: 'steve-demo-1', clientToken: 'game' });
    const joined = await post('/sessionserver/session/minecraft/join', {
      accessToken: auth.accessToken,
      selectedProfile: auth.selectedProfile.id,
      serverId: 'server-hash-1',
    });
    expect(joined.statusCode).toBe(204);
    const someoneElse = await post('/sessionserver/session/minecraft/join', {
      accessToken: auth.accessToken,
      selectedProfile: offlineUuid('admin'),
      serverId: 'server-hash-2',
    });
    expect(someoneElse.statusCode).toBe(403);

    const check = (query: string) =>
      t.app.inject({ method: 'GET', url: `${ROOT}/sessionserver/session/minecraft/hasJoined?${query}` });
    const ok = await check('username=steve&serverId=server-hash-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Profile>().properties[0]?.signature).toBeTruthy();
    expect((await check('username=admin&serverId=server-hash-1')).statusCode).toBe(204);
    expect((await check('username=steve&serverId=other')).statusCode).toBe(204);
    expect((await check('username=steve&serverId=server-hash-1&ip=203.0.113.9')).statusCode).toBe(204);
    // The join expires after about 30 seconds.
    t.setNow(new Date(Date.now() + 60_000));
    expect((await check('username=steve&serverId=server-hash-1')).statusCode).toBe(204);
    t.setNow(undefined);
  });

  it('refuses a refresh that selects a profile for a token that already has one (400 IllegalArgumentException)', async () => {
    const auth = await client.login({
      username: 'steve',
      password: 'steve-demo-1',
      clientToken: 'c-refresh',
    });
    const refused = await post('/authserver/refresh', {
      accessToken: auth.accessToken,
      clientToken: 'c-refresh',
      selectedProfile: auth.selectedProfile,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'IllegalArgumentException' });
    // The refused refresh ended nothing: the token still works and still refreshes without a profile.
    expect(await client.validate(auth.accessToken, 'c-refresh')).toBe(true);
    const refreshed = await post('/authserver/refresh', {
      accessToken: auth.accessToken,
      clientToken: 'c-refresh',
    });
    expect(refreshed.statusCode).toBe(200);
    // An invalid token is refused as such first (403), whatever else it carries.
    const dead = await post('/authserver/refresh', {
      accessToken: auth.accessToken,
      selectedProfile: auth.selectedProfile,
    });
    expect(dead.statusCode).toBe(403);
  });

  it('resolves names to profiles in batches, and signs out every game session', async () => {
    const found = await post('/api/profiles/minecraft', ['Steve', 'admin', 'no_such_player', 'steve']);
    expect(found.json()).toEqual([
      { id: offlineUuid('steve'), name: 'steve' },
      { id: offlineUuid('admin'), name: 'admin' },
    ]);
    expect(
      (
        await post(
          '/api/profiles/minecraft',
          Array.from({ length: 11 }, (_, i) => `p${i}`),
        )
      ).statusCode,
    ).toBe(400);

    const auth = await client.login({ username: 'steve', password: 'steve-demo-1', clientToken: 'c2' });
    expect(
      (await post('/authserver/signout', { username: 'steve', password: 'steve-demo-1' })).statusCode,
    ).toBe(204);
    expect(await client.validate(auth.accessToken, 'c2')).toBe(false);
  });
});
