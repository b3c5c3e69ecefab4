import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentTypeOf, copyLocalUploads, copySeededUploads } from './copyLocalUploads.js';
import { S3Storage } from './S3Storage.js';
import { FakeS3Bucket } from './testing/fakeS3Bucket.js';

const bucket = new FakeS3Bucket('AKIDCOPY', 'copy-secret', 'us-east-1');
let dataDir: string;

beforeAll(async () => {
  await bucket.start();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-copy-uploads-'));
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {
    'looks/textures/ab12.png': 'skin',
    'looks/avatars/7.webp': 'avatar',
    'covers/hitech.svg': '<svg/>',
    'launcher/files/ff/ff00': 'jar bytes',
    'launcher/uploads/set.json': '{}',
    'looks/textures/cd34.png.4242.tmp': 'half a skin',
    'Not A Key.txt': 'left by hand',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
});
afterAll(async () => {
  bucket.close();
  await rm(dataDir, { recursive: true, force: true });
});

const copied = [
  'covers/hitech.svg',
  'launcher/files/ff/ff00',
  'launcher/uploads/set.json',
  'looks/avatars/7.webp',
  'looks/textures/ab12.png',
];

describe('copying DATA_DIR/uploads to a bucket', () => {
  it('puts every upload under its own key with its type, leaving out half-written files and non-keys', async () => {
    const report = await copyLocalUploads(
      path.join(dataDir, 'uploads'),
      new S3Storage(bucket.storageOptions('old')),
    );
    expect(bucket.keys('old')).toEqual(copied);
    expect(report).toEqual({ copied: 5, bytes: 4 + 6 + 6 + 9 + 2, skipped: ['Not A Key.txt'] });
    expect(bucket.objects.get('/old/covers/hitech.svg')).toEqual({
      body: Buffer.from('<svg/>'),
      type: 'image/svg+xml',
    });
    expect(contentTypeOf('looks/textures/ab12.png')).toBe('image/png');
    expect(contentTypeOf('launcher/files/ff/ff00')).toBe('application/octet-stream');
  });

  it('copies what the demo seed wrote only when a bucket is configured', async () => {
    expect(await copySeededUploads({ dataDir, s3: undefined })).toBeNull();
    const report = await copySeededUploads({ dataDir, s3: bucket.storageOptions('seeded') });
    expect(report?.copied).toBe(5);
    expect(bucket.keys('seeded')).toEqual(copied);
  });

  it('runs as `npm run uploads:to-s3` with the api environment', async () => {
    const options = bucket.storageOptions('media');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_PUBLIC_URL: options.publicUrl,
    };
    const cli = path.join(import.meta.dirname, 'copyUploadsToS3Cli.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli], { env });
    expect(stdout).toContain('5 files (27 bytes) copied');
    expect(stdout).toContain('Not A Key.txt');
    expect(bucket.keys('media')).toEqual(copied);
  }, 120_000);
});
