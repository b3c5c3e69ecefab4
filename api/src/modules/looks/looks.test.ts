import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import type { PlayerLook } from './looks.schemas.js';

let t: TestApp;
let steve: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
});
afterAll(async () => {
  await t.close();
});

function multipart(bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----lodestone-looks';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skin.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .png()
    .toBuffer();

function upload(kind: 'skin' | 'cape', bytes: Buffer, query = '', headers = steve) {
  const body = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/user/${kind}/upload${query}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('skins and capes', () => {
  it('takes uploads in a second app built in the same process', async () => {
    // @fastify/multipart rewrites the `isFile` schema it compiles; a shared schema object would make
    // the second app validate the file as a string.
    const second = await createTestApp();
    try {
      const body = multipart(await png(64, 64));
      const response = await second.app.inject({
        method: 'POST',
        url: '/api/user/skin/upload',
        payload: body.payload,
        headers: { ...(await signIn(second.app, 'steve')), ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('refuses visitors before reading the upload', async () => {
    const response = await upload('skin', await png(64, 64), '', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(401);
  });

  it('stores a re-encoded skin, its head, and shows it on the public profile', async () => {
    const response = await upload('skin', await png(64, 64), '?model=slim');
    expect(response.statusCode, response.body).toBe(200);
    const look = response.json<PlayerLook>();
    expect(look.skin?.model).toBe('slim');
    expect(look.skin?.url).toBe(`/uploads/looks/textures/${look.skin?.hash}.png`);
    const stored = await readFile(
      path.join(t.dataDir, 'uploads', 'looks', 'textures', `${look.skin?.hash}.png`),
    );
    // Re-encoded: the upload's metadata chunk did not survive.
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    expect(look.headUrl).toMatch(/^\/uploads\/looks\/heads\/\d+\.png$/);

    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile/look/STEVE' });
    expect(profile.json<PlayerLook>()).toEqual(look);
    const served = await t.app.inject({ method: 'GET', url: look.headUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // The site's auth state shows the head until an avatar is uploaded.
    const state = await t.app.inject({ method: 'POST', url: '/api/user/auth/token', headers: steve });
    expect(state.json<{ data: { avatarOrSkin: unknown } }>().data.avatarOrSkin).toEqual({
      id: Number(/(\d+)\.png$/.exec(look.headUrl ?? '')?.[1]),
      extension: 'png',
      type: 'SKIN',
    });
  });

  it('answers wrong sizes and non-PNG files with 4xx, and a too large file with 413', async () => {
    expect((await upload('skin', await png(64, 48))).statusCode).toBe(400);
    expect((await upload('cape', Buffer.from('GIF89a not a png'))).statusCode).toBe(415);
    const large = Buffer.concat([await png(64, 64), Buffer.alloc(1024 * 1024)]);
    expect((await upload('cape', large)).statusCode).toBe(413);
  });

  it('takes a cape on and off, then the skin', async () => {
    const withCape = await upload('cape', await png(64, 32));
    expect(withCape.json<PlayerLook>().cape?.width).toBe(64);
    const noCape = await t.app.inject({ method: 'POST', url: '/api/user/cape/delete', headers: steve });
    expect(noCape.json<PlayerLook>().cape).toBeNull();
    const noSkin = await t.app.inject({ method: 'POST', url: '/api/user/skin/delete', headers: steve });
    expect(noSkin.json<PlayerLook>()).toMatchObject({ skin: null, headUrl: null });
  });

  it('deletes the stored files of a replaced skin, unless another look wears the same bytes', async () => {
    const stored = (url: string | null | undefined) =>
      existsSync(path.join(t.dataDir, 'uploads', (url ?? '').replace('/uploads/', '')));
    const old = (await upload('skin', await png(64, 32))).json<PlayerLook>();
    expect(stored(old.skin?.url) && stored(old.headUrl)).toBe(true);
    // The editor wears the same bytes as a cape, so the texture stays while Steve's head goes.
    const editor = await signIn(t.app, 'editor', 'editor-demo-1');
    await upload('cape', await png(64, 32), '', editor);
    const next = (await upload('skin', await png(128, 128))).json<PlayerLook>();
    expect(stored(next.skin?.url) && stored(next.headUrl)).toBe(true);
    expect(stored(old.headUrl)).toBe(false);
    expect(stored(old.skin?.url)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/user/cape/delete', headers: editor });
    expect(stored(old.skin?.url)).toBe(false);
    // Deleting the skin removes its files too.
    await t.app.inject({ method: 'POST', url: '/api/user/skin/delete', headers: steve });
    expect(stored(next.skin?.url) || stored(next.headUrl)).toBe(false);
  });

  it('answers 404 for an unknown player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile/look/nobody_here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('avatars', () => {
  const photo = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();

  async function uploadAvatar(): Promise<PlayerLook> {
    const body = multipart(await photo());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar/upload',
      payload: body.payload,
      headers: { ...steve, ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayerLook>();
  }

  const post = (url: string, payload?: object, headers = steve) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('wears the centred square of an upload, then crops, rolls back and falls back to nothing', async () => {
    const first = await uploadAvatar();
    expect(first.avatar).toMatchObject({ sourceWidth: 400, sourceHeight: 300 });
    expect(first.canRollback).toBe(false);
    const sourceId = first.avatar?.sourceId ?? 0;

    const cropped = await post('/api/user/avatar/crop', { id: sourceId, x: 10, y: 20, size: 100 });
    expect(cropped.statusCode, cropped.body).toBe(200);
    const second = cropped.json<PlayerLook>();
    expect(second.avatar?.url).not.toBe(first.avatar?.url);
    expect(second.canRollback).toBe(true);
    const stored = await readFile(
      path.join(t.dataDir, 'uploads', (second.avatar?.url ?? '').replace('/uploads/', '')),
    );
    const size = await sharp(stored).metadata();
    expect([size.width, size.height]).toEqual([256, 256]);

    const rolledBack = (await post('/api/user/avatar/rollback')).json<PlayerLook>();
    expect(rolledBack.avatar?.url).toBe(first.avatar?.url);

    const state = await post('/api/user/auth/token');
    expect(state.json<{ data: { avatarOrSkin: { type: string } } }>().data.avatarOrSkin.type).toBe('AVATAR');

    const removed = (await post('/api/user/avatar/delete')).json<PlayerLook>();
    expect(removed.avatar).toBeNull();
    const after = await post('/api/user/auth/token');
    // Steve has no skin at this point of the file, so nothing is left to show.
    expect(after.json<{ data: { avatarOrSkin: unknown } }>().data.avatarOrSkin).toBeNull();
  });

  it('keeps only the current and the previous avatar (and their upload) in the storage', async () => {
    const stored = (url: string | null | undefined) =>
      existsSync(path.join(t.dataDir, 'uploads', (url ?? '').replace('/uploads/', '')));
    const first = await uploadAvatar();
    const second = await uploadAvatar();
    expect(stored(first.avatar?.url) && stored(first.avatar?.sourceUrl)).toBe(true);
    const third = await uploadAvatar();
    expect(stored(first.avatar?.url) || stored(first.avatar?.sourceUrl)).toBe(false);
    expect(stored(second.avatar?.url) && stored(third.avatar?.url)).toBe(true);
    // A re-crop of the current upload keeps that upload, since the new avatar was cut from it.
    await post('/api/user/avatar/crop', { id: third.avatar?.sourceId, x: 0, y: 0, size: 100 });
    expect(stored(second.avatar?.url) || stored(second.avatar?.sourceUrl)).toBe(false);
    expect(stored(third.avatar?.url) && stored(third.avatar?.sourceUrl)).toBe(true);
  });

  it('refuses crops outside the picture and sources of other players', async () => {
    const look = await uploadAvatar();
    const sourceId = look.avatar?.sourceId ?? 0;
    expect((await post('/api/user/avatar/crop', { id: sourceId, x: 350, y: 0, size: 100 })).statusCode).toBe(
      400,
    );
    const admin = await signIn(t.app, 'admin');
    expect(
      (await post('/api/user/avatar/crop', { id: sourceId, x: 0, y: 0, size: 100 }, admin)).statusCode,
    ).toBe(404);
    const body = multipart(Buffer.from('%PDF-1.4 not a picture'));
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar/upload',
      payload: body.payload,
      headers: { ...steve, ...body.headers },
    });
    expect(pdf.statusCode).toBe(415);
  });
});
