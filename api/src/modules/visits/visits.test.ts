import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { DownloadsRepository } from './downloads.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

function download(system: string, ip = '203.0.113.7', code?: string) {
  return t.app.inject({
    method: 'POST',
    url: code === undefined ? '/api/visits/download' : `/api/referral/download/${code}`,
    payload: { system },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('GET /api/visits/download', () => {
  it('lists one installer per system under the configured address', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/visits/download' });
    const { installers } = answer.json<{ installers: { system: string; url: string; file: string }[] }>();
    expect(installers.map((installer) => installer.system)).toEqual(['windows', 'linux', 'macos']);
    for (const installer of installers) {
      expect(installer.url).toMatch(/^https:\/\/lodestone\.example\/launcher\/download\/(win|linux|mac)\//);
      expect(installer.url.endsWith(installer.file)).toBe(true);
    }
  });
});

describe('POST /api/visits/download', () => {
  it('counts a visitor once a day per system', async () => {
    const repository = new DownloadsRepository(t.database.db);
    const before = await repository.total();
    t.setNow(new Date('2030-03-01T10:00:00Z'));
    expect((await download('windows')).json()).toEqual({ counted: true });
    expect((await download('windows')).json()).toEqual({ counted: false });
    expect((await download('linux')).json()).toEqual({ counted: true });
    expect((await download('windows', '198.51.100.1')).json()).toEqual({ counted: true });
    t.setNow(new Date('2030-03-02T10:00:01Z'));
    expect((await download('windows')).json()).toEqual({ counted: true });
    t.setNow(undefined);
    expect(await repository.total()).toBe(before + 4);
  });

  it('refuses an unknown system with a 400', async () => {
    const answer = await download('amiga');
    expect(answer.statusCode).toBe(400);
  });
});

describe('POST /api/referral/download/:code', () => {
  it('counts the download for the invitation code, apart from the plain count', async () => {
    t.setNow(new Date('2030-04-01T10:00:00Z'));
    expect((await download('macos', '192.0.2.9')).json()).toEqual({ counted: true });
    expect((await download('macos', '192.0.2.9', 'Steve2030')).json()).toEqual({ counted: true });
    expect((await download('macos', '192.0.2.9', 'steve2030')).json()).toEqual({ counted: false });
    t.setNow(undefined);
    expect(await new DownloadsRepository(t.database.db).total('steve2030')).toBe(1);
  });

  it('refuses a malformed code with a 400', async () => {
    expect((await download('windows', '192.0.2.10', 'not a code!')).statusCode).toBe(400);
  });
});
