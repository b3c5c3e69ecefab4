import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';
import type { LauncherManifest } from './launcher.schemas.js';
import type { StaffLauncherFileSet, StaffLauncherRelease } from './staffClients.schemas.js';
import { makeZip } from './testing/makeZip.js';

let t: TestApp;
let admin: SessionHeaders;
let steve: SessionHeaders;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  steve = await signIn(t.app, 'steve');
});
afterAll(async () => t.close());

const boundary = 'client-archive';
function archiveBody(archive: Buffer) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="client.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), archive, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (headers: SessionHeaders, archive: Buffer) => {
  const { payload, 'content-type': contentType } = archiveBody(archive);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/launcher/files/upload',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
};
const post = (headers: SessionHeaders, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const release = (version: string, extra: Partial<StaffLauncherRelease> = {}): StaffLauncherRelease => ({
  version,
  javaMajor: 17,
  mainClass: 'net.example.Main',
  classpath: ['client.jar', 'libraries'],
  jvmArgs: ['-Xss2M'],
  gameArgs: ['--demo'],
  icon: 'icon.png',
  authlibInjectorJar: 'authlib-injector.jar',
  ...extra,
});

const clientArchive = (jar: string) =>
  makeZip([
    { path: 'MyClient/client.jar', bytes: jar },
    { path: 'MyClient/libraries/lib.jar', bytes: 'library' },
    { path: 'MyClient/icon.png', bytes: 'png' },
    { path: 'MyClient/authlib-injector.jar', bytes: 'agent' },
  ]);

const manifestOf = async (uuid: string) =>
  (await t.app.inject({ url: `/api-launcher/clients/${uuid}/manifest` })).json<LauncherManifest>();

describe('staff launcher clients', () => {
  it('refuse every call without launcher.admin (401 signed out, 403 for a player)', async () => {
    const calls = [
      () => t.app.inject({ url: '/api/staff/launcher/clients', headers: steve }),
      () => upload(steve, clientArchive('jar')),
      () => post(steve, '/api/staff/launcher/files/folder', { folder: 'a' }),
      () => post(steve, '/api/staff/launcher/clients/rollback', { slug: 'hitech', versionId: 1 }),
      () =>
        post(steve, '/api/staff/launcher/clients/publish', {
          fileSet: '0'.repeat(64),
          server: 'hitech',
          release: release('1'),
        }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/staff/launcher/clients' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publishes an uploaded archive as versions, serves the published one and rolls back in the audit log', async () => {
    const first = await upload(admin, clientArchive('jar one'));
    expect(first.statusCode).toBe(200);
    const set = first.json<StaffLauncherFileSet>();
    // The archive's own top folder is dropped: its content is the client folder.
    expect(set.files.map((file) => file.path).sort()).toEqual([
      'authlib-injector.jar',
      'client.jar',
      'icon.png',
      'libraries/lib.jar',
    ]);
    const published = await post(admin, '/api/staff/launcher/clients/publish', {
      fileSet: set.id,
      server: 'hitech',
      slug: 'hitech-modded',
      release: release('1.0'),
    });
    expect(published.statusCode).toBe(200);
    const client = published.json<{ uuid: string; version: string; iconUrl: string | null }>();
    expect(client.version).toBe('1.0');
    expect(client.iconUrl).toMatch(/^\/uploads\/launcher\/files\//);
    const manifest = await manifestOf(client.uuid);
    expect(manifest).toMatchObject({
      version: '1.0',
      javaMajor: 17,
      mainClass: 'net.example.Main',
      classpath: ['client.jar', 'libraries'],
      jvmArgs: ['-Xss2M'],
      authlibInjector: { jar: 'authlib-injector.jar', apiRoot: '/api-launcher/yggdrasil/' },
    });
    expect(manifest.files.find((file) => file.path === 'client.jar')?.size).toBe('jar one'.length);

    // The same number again is refused; a new one is served.
    const again = await post(admin, '/api/staff/launcher/clients/publish', {
      fileSet: set.id,
      server: 'hitech',
      slug: 'hitech-modded',
      release: release('1.0'),
    });
    expect(again.statusCode).toBe(409);
    const second = (await upload(admin, clientArchive('jar two'))).json<StaffLauncherFileSet>();
    await post(admin, '/api/staff/launcher/clients/publish', {
      fileSet: second.id,
      server: 'hitech',
      slug: 'hitech-modded',
      release: release('1.1'),
    });
    expect((await manifestOf(client.uuid)).version).toBe('1.1');

    const list = await t.app.inject({ url: '/api/staff/launcher/clients', headers: admin });
    const modded = list
      .json<{ clients: { slug: string; versions: { id: number; version: string; served: boolean }[] }[] }>()
      .clients.find((entry) => entry.slug === 'hitech-modded');
    expect(modded?.versions.map((version) => [version.version, version.served])).toEqual([
      ['1.1', true],
      ['1.0', false],
    ]);
    const older = modded?.versions[1]?.id ?? 0;
    const rolledBack = await post(admin, '/api/staff/launcher/clients/rollback', {
      slug: 'hitech-modded',
      versionId: older,
    });
    expect(rolledBack.statusCode).toBe(200);
    const served = await manifestOf(client.uuid);
    expect(served.version).toBe('1.0');
    expect(served.files.find((file) => file.path === 'client.jar')?.size).toBe('jar one'.length);

    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, 'client:hitech-modded'));
    expect(entries.map((entry) => entry.action)).toEqual([
      'launcher.clients.publish',
      'launcher.clients.publish',
      'launcher.clients.rollback',
    ]);
    expect(entries[2]?.after).toEqual({ version: '1.0' });
    // A version of another client is not this client's to serve.
    const foreign = await post(admin, '/api/staff/launcher/clients/rollback', {
      slug: 'hitech',
      versionId: older,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers a translated 4xx for a bad archive, a missing main class or a file the manifest names but lacks', async () => {
    const russian = { ...admin, 'accept-language': 'ru' };
    const notZip = await upload(russian, Buffer.from('PK? not really an archive at all, just words'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({
      details: { description: expect.stringMatching(/^Архив не читается/) as string },
    });
    const escaping = await upload(admin, makeZip([{ path: '../../etc/cron.d/evil', bytes: 'x' }]));
    expect(escaping.statusCode).toBe(400);
    expect(escaping.json()).toMatchObject({
      details: { description: expect.stringMatching(/leaves the folder/) as string },
    });
    const corrupted = makeZip([{ path: 'a.txt', bytes: 'hello hello hello' }]);
    corrupted[40] = (corrupted[40] ?? 0) ^ 0xff;
    expect((await upload(admin, corrupted)).statusCode).toBe(400);

    const set = (await upload(admin, clientArchive('jar three'))).json<StaffLauncherFileSet>();
    const attempt = (changes: Partial<StaffLauncherRelease>, headers = admin) =>
      post(headers, '/api/staff/launcher/clients/publish', {
        fileSet: set.id,
        server: 'hitech',
        slug: 'hitech-bad',
        release: release('9', changes),
      });
    const noMain = await attempt({ mainClass: '' }, russian);
    expect(noMain.statusCode).toBe(400);
    expect(noMain.json()).toMatchObject({
      details: { description: 'Нужен главный класс (имя класса Java)' },
    });
    expect((await attempt({ authlibInjectorJar: 'missing/authlib.jar' })).statusCode).toBe(400);
    expect((await attempt({ classpath: ['nothing.jar'] })).statusCode).toBe(400);
    expect((await attempt({ background: 'bg.png' })).statusCode).toBe(400);
    const unknownSet = await post(admin, '/api/staff/launcher/clients/publish', {
      fileSet: 'f'.repeat(64),
      server: 'hitech',
      release: release('9'),
    });
    expect(unknownSet.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/staff/launcher/clients', headers: admin });
    expect(list.json<{ clients: { slug: string }[] }>().clients.map((c) => c.slug)).not.toContain(
      'hitech-bad',
    );
  });

  it('reads a folder only under the configured root: no .., no absolute path, no link out of it', async () => {
    const root = path.join(t.dataDir, 'launcher-clients');
    await mkdir(path.join(root, 'survival', 'classes'), { recursive: true });
    await writeFile(path.join(root, 'survival', 'classes', 'Main.class'), 'class');
    await writeFile(
      path.join(root, 'survival', 'lodestone-client.json'),
      JSON.stringify({ version: '3.0', javaMajor: 21, mainClass: 'Main', classpath: ['classes'] }),
    );
    await mkdir(path.join(t.dataDir, 'secrets'), { recursive: true });
    await symlink(path.join(t.dataDir, 'secrets'), path.join(root, 'escape'));

    const read = await post(admin, '/api/staff/launcher/files/folder', { folder: 'survival' });
    expect(read.statusCode).toBe(200);
    const set = read.json<StaffLauncherFileSet>();
    expect(set.files).toEqual([{ path: 'classes/Main.class', size: 5 }]);
    expect(set.suggested).toMatchObject({ version: '3.0', javaMajor: 21, mainClass: 'Main' });

    for (const folder of ['../secrets', '/etc', 'survival/../../secrets', 'escape']) {
      const refused = await post(admin, '/api/staff/launcher/files/folder', { folder });
      expect(refused.statusCode, folder).toBe(400);
      expect(refused.json()).toMatchObject({
        details: { description: expect.stringMatching(/inside the clients folder/) as string },
      });
    }
    const published = await post(admin, '/api/staff/launcher/clients/publish', {
      fileSet: set.id,
      server: 'hitech',
      slug: 'hitech-folder',
      release: {
        ...release('3.0'),
        classpath: ['classes'],
        mainClass: 'Main',
        icon: undefined,
        authlibInjectorJar: undefined,
      },
    });
    expect(published.statusCode).toBe(200);
  });
});
