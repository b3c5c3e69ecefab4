import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeS3Bucket } from '../../../platform/storage/testing/fakeS3Bucket.js';
import { localUploads, readUpload } from '../../../platform/storage/testing/uploadsReadBack.js';
import { createTestApp, type TestApp } from '../../../testing/createTestApp.js';
import type { UploadedImage } from '../documentEditing.schemas.js';

const bucket = new FakeS3Bucket('AKIDTEST', 'bucket-secret', 'ru-central1');
let t: TestApp;
let seeded: string[];

beforeAll(async () => {
  await bucket.start();
  t = await createTestApp({
    config: { s3: bucket.storageOptions('media') },
  });
  seeded = await localUploads(t.dataDir);
});
afterAll(async () => {
  await t.close();
  bucket.close();
});

describe('uploads with STORAGE_DRIVER=s3', () => {
  it('puts the variants in the bucket, none on the disk, and sends /uploads/ readers there', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'editor', password: 'editor-demo-1', recaptcha: '' },
    });
    const { accessId, accessToken } = login.json<{ accessId: string; accessToken: string }>();
    const headers = { 'access-id': accessId, 'access-token': accessToken };
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/document/generate-id', headers })).json<{
      id: number;
    }>();
    const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const boundary = '----s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/document/image/context/original/${id}/upload`,
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json<UploadedImage>();
    const key = uploaded.src.replace('/uploads/', '');
    expect(bucket.objects.get(`/media/${key}`)?.type).toBe('image/webp');
    expect(bucket.objects.size).toBe(2);
    const read = await readUpload(t.app, uploaded.src);
    expect(read.location).toBe(`${bucket.endpoint}/media/${key}`);
    expect(read.bytes.equals(bucket.objects.get(`/media/${key}`)?.body ?? Buffer.alloc(0))).toBe(true);
    expect(await localUploads(t.dataDir)).toEqual(seeded);
  });
});
