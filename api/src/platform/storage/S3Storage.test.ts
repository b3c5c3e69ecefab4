import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { S3Storage } from './S3Storage.js';
import { FakeS3Bucket } from './testing/fakeS3Bucket.js';

const bucket = new FakeS3Bucket('AKIDTEST', 'test-secret-key', 'ru-central1');
beforeAll(async () => {
  await bucket.start();
});
afterAll(() => {
  bucket.close();
});

const storage = (secret = bucket.secretAccessKey) =>
  new S3Storage({
    endpoint: bucket.endpoint,
    bucket: 'lodestone',
    region: 'ru-central1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: secret,
    publicUrl: 'https://cdn.lodestone.example/',
  });

describe('S3Storage', () => {
  it('puts, addresses and removes a file with signed requests', async () => {
    await storage().put('documents/7/abc-content.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(bucket.objects.get('/lodestone/documents/7/abc-content.webp')).toEqual({
      body: Buffer.from('webp bytes'),
      type: 'image/webp',
    });
    expect(storage().publicUrl('documents/7/abc-content.webp')).toBe('/uploads/documents/7/abc-content.webp');
    expect(storage().fileAddress('documents/7/abc-content.webp')).toBe(
      'https://cdn.lodestone.example/documents/7/abc-content.webp',
    );
    await storage().remove('documents/7/abc-content.webp');
    expect(bucket.objects.has('/lodestone/documents/7/abc-content.webp')).toBe(false);
  });

  it('reads back what it stored, and null for a key the bucket lacks', async () => {
    await storage().put('looks/avatar-sources/3.webp', Buffer.from('kept upload'), 'image/webp');
    expect(await storage().get('looks/avatar-sources/3.webp')).toEqual(Buffer.from('kept upload'));
    expect(await storage().get('looks/avatar-sources/4.webp')).toBeNull();
  });

  it('fails loudly when the store refuses the request', async () => {
    await expect(
      storage('wrong-secret').put('documents/7/x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow('answered 403');
  });
});
