import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { FakeClientServer } from '../testing/fakeClientServer.js';
import { installClient, installedVersion } from './installClient.js';

const big = randomBytes(256 * 1024);
const files = [
  { path: 'libraries/big.jar', bytes: big },
  { path: 'config/a.cfg', bytes: Buffer.from('a=1') },
  { path: 'mods/mod.jar', bytes: randomBytes(4096) },
];
const api = new FakeClientServer('11111111-2222-5333-8444-555555555555', files);
let folder = '';

const install = (signal = new AbortController().signal) =>
  installClient({ manifest: api.manifest, folder, baseUrl: api.base, signal, concurrency: 2 });

beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(async () => {
  api.failing.clear();
  api.corrupt.clear();
  api.cutAfter = null;
  api.requests.length = 0;
  api.buildManifest('1.0.0', files);
  await rm(folder, { recursive: true, force: true });
});

const fresh = async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'install-'));
};

describe('installClient', () => {
  it('installs every file, then re-checks an unchanged install from the stat index without reading it', async () => {
    await fresh();
    const progress: number[] = [];
    const statuses: string[] = [];
    const first = await installClient({
      manifest: api.manifest,
      folder,
      baseUrl: api.base,
      signal: new AbortController().signal,
      onProgress: (value) => progress.push(value.current),
      onStatus: (status) => statuses.push(status),
    });
    expect(first.downloaded).toBe(3);
    expect(statuses).toEqual(['verify', 'downloadFiles']);
    expect(progress.at(-1)).toBe(big.length + 3 + 4096);
    expect(await readFile(path.join(folder, 'libraries/big.jar'))).toEqual(big);
    expect(await installedVersion(folder)).toBe('1.0.0');
    const again = await install();
    expect(again).toEqual({ downloaded: 0, hashed: 0 });
  });

  it('resumes a download killed mid-file with an HTTP Range request', async () => {
    await fresh();
    api.cutAfter = 100 * 1024;
    await expect(
      installClient({
        manifest: { ...api.manifest, files: api.manifest.files.slice(0, 1) },
        folder,
        baseUrl: api.base,
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow();
    api.requests.length = 0;
    await install();
    const bigUrl = api.manifest.files[0]?.urls[0];
    expect(api.requests.find((request) => request.path === bigUrl)?.range).toBe(`bytes=${100 * 1024}-`);
    expect(await readFile(path.join(folder, 'libraries/big.jar'))).toEqual(big);
  });

  it('repairs a corrupted file and fetches only that one', async () => {
    await fresh();
    await install();
    const broken = path.join(folder, 'mods/mod.jar');
    await writeFile(broken, randomBytes(4096));
    api.requests.length = 0;
    const repair = await install();
    expect(repair.downloaded).toBe(1);
    expect(repair.hashed).toBe(1);
    expect(api.requests.map((request) => request.path)).toEqual([api.manifest.files[2]?.urls[0]]);
    expect(await readFile(broken)).toEqual(files[2]?.bytes);
  });

  it('falls back to the mirror when the first address fails', async () => {
    await fresh();
    for (const file of api.manifest.files) {
      api.failing.add(file.urls[0] ?? '');
      file.urls.push(`${api.base}/mirror/${file.sha256}`);
    }
    expect((await install()).downloaded).toBe(3);
    expect(await readFile(path.join(folder, 'config/a.cfg'), 'utf8')).toBe('a=1');
  });

  it('refuses bytes that do not match the SHA-256 and installs nothing', async () => {
    await fresh();
    for (const file of api.manifest.files) api.corrupt.add(file.urls[0] ?? '');
    await expect(install()).rejects.toThrow(/does not match its checksum/);
    await expect(stat(path.join(folder, 'config/a.cfg'))).rejects.toThrow();
    expect(await installedVersion(folder)).toBeNull();
  });

  it('leaves the previous version runnable when an update is cancelled', async () => {
    await fresh();
    await install();
    api.buildManifest('2.0.0', [
      { path: 'libraries/big.jar', bytes: randomBytes(256 * 1024) },
      { path: 'config/a.cfg', bytes: Buffer.from('a=2') },
    ]);
    const controller = new AbortController();
    api.cutAfter = 1024;
    const update = installClient({
      manifest: api.manifest,
      folder,
      baseUrl: api.base,
      signal: controller.signal,
      concurrency: 1,
      onProgress: (progress) => {
        if (progress.current > 0) controller.abort();
      },
    });
    await expect(update).rejects.toThrow();
    expect(await installedVersion(folder)).toBe('1.0.0');
    expect(await readFile(path.join(folder, 'config/a.cfg'), 'utf8')).toBe('a=1');
    expect(await readFile(path.join(folder, 'libraries/big.jar'))).toEqual(big);
    expect(await readFile(path.join(folder, 'mods/mod.jar'))).toEqual(files[2]?.bytes);
  });

  it('refuses a manifest path that escapes the folder', async () => {
    const { parseManifest } = await import('./clientManifest.js');
    expect(() =>
      parseManifest({ ...api.manifest, files: [{ ...api.manifest.files[0], path: '../evil' }] }),
    ).toThrow(/unsafe path/);
  });
});
