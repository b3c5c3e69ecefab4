import { generateKeyPairSync } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeS3Bucket } from '../../platform/storage/testing/fakeS3Bucket.js';
import { localUploads, readUpload } from '../../platform/storage/testing/uploadsReadBack.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';
import type { PlayerLook } from './looks.schemas.js';
import { offlineUuid } from './offlineUuid.js';

const bucket = new FakeS3Bucket('AKIDLOOKS', 'looks-secret', 'ru-central1');
let t: TestApp;
let steve: SessionHeaders;
/** What the demo seed wrote before the app started: uploads made after it must all go to the bucket. */
let seeded: string[];

beforeAll(async () => {
  await bucket.start();
  t = await createTestApp({
    config: { s3: bucket.storageOptions('media'), publicSiteUrl: 'https://play.example.org' },
  });
  steve = await signIn(t.app, 'steve');
  // The Yggdrasil metadata carries the signing key: a small one keeps the test fast.
  await mkdir(path.join(t.dataDir, 'yggdrasil'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  await writeFile(
    path.join(t.dataDir, 'yggdrasil', 'signing-key.pem'),
    privateKey.export({ type: 'pkcs8', format: 'pem' }),
  );
  seeded = await localUploads(t.dataDir);
});
afterAll(async () => {
  await t.close();
  bucket.close();
});

function upload(url: string, bytes: Buffer, headers = steve) {
  const boundary = '----s3-looks';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function wear(url: string, bytes: Buffer): Promise<PlayerLook> {
  const response = await upload(url, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlayerLook>();
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** The bucket key behind a page's `/uploads/...` address. */
const keyOf = (url: string | undefined) => (url ?? '').replace(/^\/uploads\//, '');
const inBucket = (url: string | undefined) => bucket.objects.get(`/media/${keyOf(url)}`);

async function expectServedFromBucket(url: string | undefined, type: string): Promise<void> {
  const stored = inBucket(url);
  expect(stored?.type).toBe(type);
  const read = await readUpload(t.app, url ?? '');
  expect(read.location).toBe(`${bucket.endpoint}/media/${keyOf(url)}`);
  expect(read.status).toBe(200);
  expect(read.bytes.equals(stored?.body ?? Buffer.alloc(0))).toBe(true);
}

describe('looks with STORAGE_DRIVER=s3', () => {
  it('stores a skin and its head in the bucket, serves them through /uploads/ and the game profile', async () => {
    const look = await wear('/api/user/skin/upload', await png(64, 64, '#3a6'));
    await expectServedFromBucket(look.skin?.url, 'image/png');
    await expectServedFromBucket(look.headUrl ?? undefined, 'image/png');
    // The game reads the texture address from the Yggdrasil profile: same site, then the bucket.
    const profile = await t.app.inject({
      url: `/api-launcher/yggdrasil/sessionserver/session/minecraft/profile/${offlineUuid('steve')}`,
    });
    const textures =
      profile.json<{ properties: { name: string; value: string }[] }>().properties[0]?.value ?? '';
    const skinUrl = new URL(
      (
        JSON.parse(Buffer.from(textures, 'base64').toString('utf8')) as {
          textures: { SKIN: { url: string } };
        }
      ).textures.SKIN.url,
    );
    expect(skinUrl.origin).toBe('https://play.example.org');
    expect(skinUrl.pathname).toBe(look.skin?.url);
    // The game may check the host it is redirected to as well: the metadata lists the bucket's.
    const metadata = await t.app.inject({ url: '/api-launcher/yggdrasil/' });
    expect(metadata.json<{ skinDomains: string[] }>().skinDomains).toEqual(['play.example.org', '127.0.0.1']);
    await expectServedFromBucket(skinUrl.pathname, 'image/png');
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });

  it('replaces the old skin object with the new one, and takes a cape off the bucket', async () => {
    const old = await wear('/api/user/skin/upload', await png(64, 64, '#a36'));
    const next = await wear('/api/user/skin/upload', await png(64, 32, '#36a'));
    expect(inBucket(old.skin?.url)).toBeUndefined();
    expect(inBucket(old.headUrl ?? undefined)).toBeUndefined();
    expect((await readUpload(t.app, old.skin?.url ?? '')).status).toBe(404);
    await expectServedFromBucket(next.skin?.url, 'image/png');

    const caped = await wear('/api/user/cape/upload', await png(64, 32, '#fc0'));
    await expectServedFromBucket(caped.cape?.url, 'image/png');
    await t.app.inject({ method: 'POST', url: '/api/user/cape/delete', headers: steve });
    expect(inBucket(caped.cape?.url)).toBeUndefined();
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });

  it('keeps avatar uploads in the bucket and crops new squares from the stored upload', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#842' } })
      .jpeg()
      .toBuffer();
    const first = await wear('/api/user/avatar/upload', photo);
    await expectServedFromBucket(first.avatar?.url, 'image/webp');
    await expectServedFromBucket(first.avatar?.sourceUrl, 'image/webp');
    // The crop reads the kept upload back from the bucket (S3 GET), not from the disk.
    const cropped = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar/crop',
      headers: steve,
      payload: { id: first.avatar?.sourceId, x: 10, y: 20, size: 100 },
    });
    expect(cropped.statusCode, cropped.body).toBe(200);
    const second = cropped.json<PlayerLook>();
    expect(second.avatar?.url).not.toBe(first.avatar?.url);
    const square = await sharp((await readUpload(t.app, second.avatar?.url ?? '')).bytes).metadata();
    expect([square.width, square.height, square.format]).toEqual([256, 256, 'webp']);
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });
});
