import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { FilesystemStorage } from '../../platform/storage/FilesystemStorage.js';
import type { LauncherClientList, LauncherManifest } from './launcher.schemas.js';
import { publishClient, readClientFolder } from './publishClient.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async () =>
  (await t.app.inject({ url: '/api-launcher/clients' })).json<LauncherClientList>().items;
const manifestOf = async (uuid: string) =>
  (await t.app.inject({ url: `/api-launcher/clients/${uuid}/manifest` })).json<LauncherManifest>();

describe('launcher clients', () => {
  it('lists the demo client of every server and serves its manifest and files', async () => {
    const clients = await list();
    expect(clients).toHaveLength(4);
    const hitech = clients.find((client) => client.serverSlug === 'hitech');
    expect(hitech).toMatchObject({ name: 'HiTech', version: '1.0.0', javaMajor: 8, iconUrl: null });
    const manifest = await manifestOf(hitech?.uuid ?? '');
    expect(manifest).toMatchObject({
      mainClass: 'lodestone.demo.DemoClient',
      classpath: ['classes'],
      authlibInjector: null,
    });
    const main = manifest.files.find((file) => file.path === 'classes/lodestone/demo/DemoClient.class');
    expect(main?.urls[0]).toBe(`/uploads/launcher/files/${main?.sha256.slice(0, 2)}/${main?.sha256}`);
    const bytes = await t.app.inject({ url: main?.urls[0] ?? '' });
    expect(createHash('sha256').update(bytes.rawPayload).digest('hex')).toBe(main?.sha256);
    // The launcher resumes interrupted downloads with Range.
    const tail = await t.app.inject({ url: main?.urls[0] ?? '', headers: { range: 'bytes=10-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(bytes.rawPayload.subarray(10));
  });

  it('answers 404 in the error shape for an unknown client', async () => {
    const response = await t.app.inject({
      url: '/api-launcher/clients/00000000-0000-5000-8000-000000000000/manifest',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_code: expect.any(Number) as number });
    expect((await t.app.inject({ url: '/api-launcher/clients/not-a-uuid/manifest' })).statusCode).toBe(400);
  });

  it('publishes a new release from a folder, storing only the new files, with mirrors', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'client-'));
    await mkdir(path.join(folder, 'mods'), { recursive: true });
    await writeFile(path.join(folder, 'client.jar'), 'jar bytes');
    await writeFile(path.join(folder, 'mods', 'mod.jar'), 'mod bytes');
    await writeFile(path.join(folder, 'icon.png'), 'png');
    const storage = new FilesystemStorage(path.join(t.dataDir, 'uploads'));
    const descriptor = {
      version: '2.0.0',
      javaMajor: 17,
      mainClass: 'Main',
      classpath: ['client.jar', 'mods'],
      icon: 'icon.png',
    };
    const input = {
      serverSlug: 'hitech',
      descriptor,
      files: await readClientFolder(folder),
      mirrors: ['https://cdn.example/'],
      now: new Date(),
    };
    expect(input.files.map((file) => file.path)).toEqual(['client.jar', 'icon.png', 'mods/mod.jar']);
    const first = await publishClient(t.database.db, storage, input);
    expect(first.uploaded).toBe(3);
    const again = await publishClient(t.database.db, storage, {
      ...input,
      descriptor: { ...descriptor, version: '2.0.1' },
    });
    expect(again.uploaded).toBe(0);
    const hitech = (await list()).find((client) => client.serverSlug === 'hitech');
    expect(hitech?.version).toBe('2.0.1');
    expect(hitech?.iconUrl).toMatch(/^\/uploads\/launcher\/files\//);
    const manifest = await manifestOf(first.uuid);
    expect(manifest.files[0]?.urls[1]).toMatch(
      /^https:\/\/cdn\.example\/launcher\/files\/[0-9a-f]{2}\/[0-9a-f]{64}$/,
    );
    await expect(publishClient(t.database.db, storage, { ...input, serverSlug: 'nowhere' })).rejects.toThrow(
      /No game server/,
    );
    await expect(
      publishClient(t.database.db, storage, {
        ...input,
        descriptor: { ...descriptor, classpath: ['missing.jar'] },
      }),
    ).rejects.toThrow(/not in the folder/);
    await rm(folder, { recursive: true, force: true });
  });
});
