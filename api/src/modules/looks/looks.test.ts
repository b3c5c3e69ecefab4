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
  steve = await signIn(t.app, 'steve', 'steve-demo-1');
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

  it('answers 404 for an unknown player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile/look/nobody_here' });
    expect(response.statusCode).toBe(404);
  });
});
