import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeS3Bucket } from '../../platform/storage/testing/fakeS3Bucket.js';
import { localUploads, readUpload } from '../../platform/storage/testing/uploadsReadBack.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';
import type { LauncherManifest } from './launcher.schemas.js';
import type { StaffLauncherFileSet } from './staffClients.schemas.js';
import { makeZip } from './testing/makeZip.js';

const bucket = new FakeS3Bucket('AKIDLAUNCHER', 'launcher-secret', 'eu-central-1');
let t: TestApp;
let admin: SessionHeaders;
let seeded: string[];

beforeAll(async () => {
  await bucket.start();
  t = await createTestApp({ config: { s3: bucket.storageOptions('clients') } });
  admin = await signIn(t.app, 'admin');
  seeded = await localUploads(t.dataDir);
});
afterAll(async () => {
  await t.close();
  bucket.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin, payload });

function uploadArchive(archive: Buffer) {
  const boundary = 'client-archive';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="client.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/launcher/files/upload',
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), archive, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function publish(set: StaffLauncherFileSet, slug: string): Promise<LauncherManifest> {
  const published = await post('/api/staff/launcher/clients/publish', {
    fileSet: set.id,
    server: 'hitech',
    slug,
    release: {
      version: '1.0',
      javaMajor: 17,
      mainClass: 'Main',
      classpath: ['client.jar'],
      jvmArgs: [],
      gameArgs: [],
    },
  });
  expect(published.statusCode, published.body).toBe(200);
  const { uuid } = published.json<{ uuid: string }>();
  return (await t.app.inject({ url: `/api-launcher/clients/${uuid}/manifest` })).json<LauncherManifest>();
}

/** Downloads every manifest file as the launcher does: its first address, then the bytes against its SHA-256. */
async function expectDownloadable(manifest: LauncherManifest): Promise<void> {
  for (const file of manifest.files) {
    const read = await readUpload(t.app, file.urls[0] ?? '');
    expect(read.status, file.path).toBe(200);
    expect(read.location?.startsWith(`${bucket.endpoint}/clients/launcher/`)).toBe(true);
    expect(createHash('sha256').update(read.bytes).digest('hex'), file.path).toBe(file.sha256);
  }
}

describe('launcher clients with STORAGE_DRIVER=s3', () => {
  it('puts an uploaded archive in the bucket; the launcher downloads and resumes it from there', async () => {
    const jar = Buffer.from('a client jar, long enough to resume in the middle');
    const uploaded = await uploadArchive(makeZip([{ path: 'client.jar', bytes: jar }]));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const manifest = await publish(uploaded.json<StaffLauncherFileSet>(), 'hitech-s3');
    await expectDownloadable(manifest);
    // A resumed download keeps its Range header through the redirect.
    const address = manifest.files.find((file) => file.path === 'client.jar')?.urls[0] ?? '';
    const resumed = await readUpload(t.app, address, { range: 'bytes=10-' });
    expect(resumed.status).toBe(206);
    expect(resumed.bytes.equals(jar.subarray(10))).toBe(true);
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });

  it('puts the files of a server folder in the bucket too, each content once', async () => {
    const folder = path.join(t.dataDir, 'launcher-clients', 'survival');
    await mkdir(path.join(folder, 'mods'), { recursive: true });
    await writeFile(path.join(folder, 'client.jar'), 'survival jar');
    await writeFile(path.join(folder, 'mods', 'a.jar'), 'same bytes');
    await writeFile(path.join(folder, 'mods', 'b.jar'), 'same bytes');
    const before = bucket.keys('clients');
    const read = await post('/api/staff/launcher/files/folder', { folder: 'survival' });
    expect(read.statusCode, read.body).toBe(200);
    const manifest = await publish(read.json<StaffLauncherFileSet>(), 'survival-s3');
    expect(manifest.files).toHaveLength(3);
    await expectDownloadable(manifest);
    // Two contents and the kept file set: the two equal mods are one object.
    const added = bucket.keys('clients').filter((key) => !before.includes(key));
    expect(added.filter((key) => key.startsWith('launcher/files/'))).toHaveLength(2);
    expect(added).toHaveLength(3);
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });
});
