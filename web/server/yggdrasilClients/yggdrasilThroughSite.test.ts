// @vitest-environment node
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import yggdrasil from 'yggdrasil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCESS_ID_COOKIE, ACCESS_TOKEN_COOKIE } from '../../app/platform/auth/authCookies';
import { crossSiteRefusal } from '../../app/platform/csrf/csrfMiddleware.server';
import { parseTrustedProxies } from '../clientAddress';
import { createSiteListener } from '../siteServer';

// authlib-injector clients given only the SITE's address (issue 28 #1): the real api (demo data, its own
// PGlite) behind the site's server, and two independent clients: PrismarineJS's `yggdrasil` and a Java
// program doing what authlib-injector does. React Router stands in as the app's cross-site refusal
// (the root middleware every other path passes), so a request that reached it without Origin would
// get the 403 launchers used to get.

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const execFileAsync = promisify(execFile);
const USER = 'steve';
const PASSWORD = 'steve-demo-1';

let dataDir: string;
let api: ChildProcess;
let apiUrl: string;
let site: Server;
let siteUrl: string;

/** The site's server in front of the api; React Router is stood in for by the app's cross-site refusal. */
function siteListener(yggdrasilApi: string) {
  return createSiteListener({
    handler: (request) =>
      Promise.resolve(
        crossSiteRefusal(request) ??
          new Response('<html><body>page</body></html>', { headers: { 'content-type': 'text/html' } }),
      ),
    trust: parseTrustedProxies(''),
    limits: { graphql: 1024 * 1024, other: 1024 * 1024 },
    yggdrasilApi,
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  return port;
}

async function waitForApi(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the api did not start');
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-site-ygg-'));
  // A 2048-bit key keeps the start fast; the api reads it exactly as one it generated itself.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await mkdir(path.join(dataDir, 'yggdrasil'), { recursive: true });
  await writeFile(
    path.join(dataDir, 'yggdrasil', 'signing-key.pem'),
    privateKey.export({ type: 'pkcs8', format: 'pem' }),
  );

  // The listener comes once the api's port is known (the api's PUBLIC_SITE_URL needs the site's).
  site = createServer();
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  const apiPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: siteUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForApi(`${apiUrl}/api-launcher/yggdrasil/`, api, Date.now() + 560_000);
  site.on('request', siteListener(apiUrl));
}, 600_000);

afterAll(async () => {
  // The api must be gone before its data folder is removed (PGlite writes until it closes).
  const exited = new Promise<void>((resolve) => {
    if (api.exitCode !== null) resolve();
    else
      api.once('exit', () => {
        resolve();
      });
  });
  api.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (api.exitCode === null) api.kill('SIGKILL');
  await new Promise<void>((resolve) =>
    site.close(() => {
      resolve();
    }),
  );
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}, 60_000);

describe('Yggdrasil at the site address (authlib-injector clients)', () => {
  it('serves every protocol call of PrismarineJS yggdrasil 1.8.0 through the site, no Origin sent', async () => {
    const client = yggdrasil({ host: `${siteUrl}/api-launcher/yggdrasil/authserver` });
    const session = yggdrasil.server({ host: `${siteUrl}/api-launcher/yggdrasil/sessionserver` });
    const clientToken = randomBytes(16).toString('hex');
    const auth = await client.auth({ user: USER, pass: PASSWORD, token: clientToken, requestUser: true });
    expect(auth.accessToken).toMatch(/\./);
    expect(auth.selectedProfile.name).toBe(USER);
    await expect(client.validate(auth.accessToken)).resolves.toBe('');
    const { accessToken: refreshed } = await client.refresh(auth.accessToken, clientToken);
    await expect(client.validate(auth.accessToken)).rejects.toThrow(/Invalid token/);
    const serverKey = randomBytes(16).toString('hex');
    await expect(session.join(refreshed, auth.selectedProfile.id, '', 'secret', serverKey)).resolves.toBe('');
    const joined = await session.hasJoined(USER, '', 'secret', serverKey);
    expect(joined.id).toBe(auth.selectedProfile.id);
    const metadata = (await (await fetch(`${siteUrl}/api-launcher/yggdrasil/`)).json()) as {
      signaturePublickey: string;
    };
    const textures = joined.properties.find((property) => property.name === 'textures');
    expect(
      verify(
        'RSA-SHA1',
        Buffer.from(textures?.value ?? ''),
        metadata.signaturePublickey,
        Buffer.from(textures?.signature ?? '', 'base64'),
      ),
    ).toBe(true);
    const lookup = await fetch(`${siteUrl}/api-launcher/yggdrasil/api/profiles/minecraft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([USER]),
    });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual([{ id: auth.selectedProfile.id, name: USER }]);
    await expect(client.invalidate(refreshed, clientToken)).resolves.toBe('');
    await expect(client.validate(refreshed)).rejects.toThrow(/Invalid token/);
  }, 60_000);

  it('passes an authlib-injector-like Java client (metadata, authenticate, join, hasJoined, lookup, SHA1withRSA)', async () => {
    if (spawnSync('javac', ['-version']).status !== 0) {
      console.warn('[skip] javac is missing: the Java authlib-injector client test did not run');
      return;
    }
    const classes = await mkdtemp(path.join(tmpdir(), 'lodestone-java-client-'));
    try {
      await execFileAsync('javac', [
        '-d',
        classes,
        path.join(import.meta.dirname, 'AuthlibInjectorClient.java'),
      ]);
      const run = await execFileAsync('java', [
        '-cp',
        classes,
        'AuthlibInjectorClient',
        siteUrl,
        USER,
        PASSWORD,
      ]).catch((error: unknown) => {
        // A non-zero exit still carries what the program printed: the FAIL line says which check.
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        return { stdout: stdout ?? '', stderr: stderr ?? '' };
      });
      expect(run.stdout).not.toMatch(/FAIL/);
      expect(run.stdout.match(/^PASS /gm)).toHaveLength(13);
    } finally {
      await rm(classes, { recursive: true, force: true });
    }
  }, 120_000);

  it('is not signed in by the site cookies: a join with them but no token is refused', async () => {
    const login = await fetch(`${apiUrl}/api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: USER, password: PASSWORD, recaptcha: '' }),
    });
    const { accessId, accessToken } = (await login.json()) as { accessId: string; accessToken: string };
    const cookie = `${ACCESS_ID_COOKIE}=${accessId}; ${ACCESS_TOKEN_COOKIE}=${accessToken}`;
    const profiles = (await (
      await fetch(`${siteUrl}/api-launcher/yggdrasil/api/profiles/minecraft`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify([USER]),
      })
    ).json()) as { id: string }[];
    const join = await fetch(`${siteUrl}/api-launcher/yggdrasil/sessionserver/session/minecraft/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'https://evil.example' },
      body: JSON.stringify({ selectedProfile: profiles[0]?.id, serverId: 'cookie-ride' }),
    });
    expect(join.status).toBe(400);
    expect(join.headers.get('set-cookie')).toBeNull();
    const check = await fetch(
      `${siteUrl}/api-launcher/yggdrasil/sessionserver/session/minecraft/hasJoined?username=${USER}&serverId=cookie-ride`,
    );
    expect(check.status).toBe(204);
  });
});
