import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { FakeClientServer, type FakeFile } from '../testing/fakeClientServer.js';
import { installClient, installedVersion } from './installClient.js';
import { FLUSH_BYTES } from './stagedWriter.js';

// The download pipeline's own risks: files in flight beyond the connections, batched writes, bytes checked
// before the last batch is written, one download per distinct content, redirects.
const small = Array.from({ length: 12 }, (_, index) => ({
  path: `mods/${String(index % 3)}/m${String(index)}.jar`,
  bytes: randomBytes(8 * 1024),
}));
const api = new FakeClientServer('11111111-2222-5333-8444-666666666666', small);
let folder = '';

const install = (
  options: { signal?: AbortSignal; onProgress?: (current: number, total: number) => void } = {},
) =>
  installClient({
    manifest: api.manifest,
    folder,
    baseUrl: api.base,
    signal: options.signal ?? new AbortController().signal,
    concurrency: 2,
    onProgress: (progress) => options.onProgress?.(progress.current, progress.total),
  });

const use = async (files: FakeFile[]) => {
  api.buildManifest('1.0.0', files);
  folder = await mkdtemp(path.join(os.tmpdir(), 'install-pipeline-'));
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(async () => {
  api.corrupt.clear();
  api.redirects.clear();
  api.cutAfter = null;
  api.requests.length = 0;
  await rm(folder, { recursive: true, force: true });
});

describe('the download pipeline', () => {
  it('rejects a corrupted download, fetches the file again from the mirror and counts the progress once', async () => {
    await use(small);
    for (const file of api.manifest.files.slice(0, 5)) {
      api.corrupt.add(file.urls[0] ?? '');
      file.urls.push(`/mirror/${file.sha256}`);
    }
    const seen: number[] = [];
    let total = 0;
    expect(
      (
        await install({
          onProgress: (current, all) => {
            seen.push(current);
            total = all;
          },
        })
      ).downloaded,
    ).toBe(12);
    for (const file of small) expect(await readFile(path.join(folder, file.path))).toEqual(file.bytes);
    expect(api.requests.filter((request) => request.path.startsWith('/mirror/'))).toHaveLength(5);
    expect(Math.max(...seen)).toBeLessThanOrEqual(total);
    expect(seen.at(-1)).toBe(total);
  });

  it('a cancelled first install leaves no file under its final name, and the next one keeps what was checked', async () => {
    await use(small);
    const controller = new AbortController();
    await expect(
      install({
        signal: controller.signal,
        onProgress: (current, total) => {
          if (current >= total / 2) controller.abort();
        },
      }),
    ).rejects.toThrow();
    for (const file of small) await expect(stat(path.join(folder, file.path))).rejects.toThrow();
    expect(await installedVersion(folder)).toBeNull();
    // What is staged is either a checked whole file or bytes kept for a resume, never more than the file.
    const staging = path.join(folder, '.lodestone', 'staging');
    const staged = await readdir(staging);
    expect(staged.length).toBeGreaterThan(0);
    let complete = 0;
    for (const name of staged) {
      const bytes = await readFile(path.join(staging, name));
      const wanted = small.find((file) => sha256(file.bytes) === name)?.bytes;
      expect(wanted?.subarray(0, bytes.length)).toEqual(bytes);
      if (bytes.length === wanted?.length) complete += 1;
    }
    expect(complete).toBeGreaterThan(0);

    api.requests.length = 0;
    expect((await install()).downloaded).toBe(12);
    // A checked whole file in staging is moved into place without a request.
    expect(api.requests).toHaveLength(12 - complete);
    for (const file of small) expect(await readFile(path.join(folder, file.path))).toEqual(file.bytes);
  });

  it('fetches the same bytes once for every path that lists them, empty files included', async () => {
    const shared = randomBytes(4096);
    await use([
      { path: 'a/shared.jar', bytes: shared },
      { path: 'b/shared.jar', bytes: shared },
      { path: 'c/copy.jar', bytes: shared },
      { path: 'config/empty.cfg', bytes: Buffer.alloc(0) },
      { path: 'config/other-empty.cfg', bytes: Buffer.alloc(0) },
    ]);
    expect((await install()).downloaded).toBe(5);
    expect(api.requests).toHaveLength(2);
    for (const name of ['a/shared.jar', 'b/shared.jar', 'c/copy.jar'])
      expect(await readFile(path.join(folder, name))).toEqual(shared);
    expect((await stat(path.join(folder, 'config/empty.cfg'))).size).toBe(0);
    expect((await stat(path.join(folder, 'config/other-empty.cfg'))).size).toBe(0);
    expect(await install()).toEqual({ downloaded: 0, hashed: 0 });
  });

  it('resumes a file larger than a write batch from every byte that arrived before the drop', async () => {
    const large = randomBytes(FLUSH_BYTES * 2 + 12_345);
    await use([{ path: 'libraries/large.jar', bytes: large }]);
    const cut = FLUSH_BYTES + 300_000;
    api.cutAfter = cut;
    await expect(install()).rejects.toThrow(/Could not download libraries\/large.jar/);
    api.requests.length = 0;
    await install();
    expect(api.requests.map((request) => request.range)).toEqual([`bytes=${String(cut)}-`]);
    expect(await readFile(path.join(folder, 'libraries/large.jar'))).toEqual(large);
  });

  it('throws away a staged leftover that is not a prefix of its file, and keeps the progress within 0..total', async () => {
    await use(small.slice(0, 3));
    const staging = path.join(folder, '.lodestone', 'staging');
    await mkdir(staging, { recursive: true });
    const [longer, wrong] = api.manifest.files;
    await writeFile(path.join(staging, longer?.sha256 ?? ''), randomBytes((longer?.size ?? 0) + 10));
    await writeFile(path.join(staging, wrong?.sha256 ?? ''), randomBytes(100));
    const seen: number[] = [];
    let total = 0;
    await install({
      onProgress: (current, all) => {
        seen.push(current);
        total = all;
      },
    });
    for (const file of small.slice(0, 3))
      expect(await readFile(path.join(folder, file.path))).toEqual(file.bytes);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(total);
    expect(seen.at(-1)).toBe(total);
  });

  it('follows a redirect to the file store', async () => {
    await use(small.slice(0, 2));
    for (const file of api.manifest.files) {
      api.redirects.set(`/cdn-link/${file.sha256}`, `${api.base}/mirror/${file.sha256}`);
      file.urls = [`/cdn-link/${file.sha256}`];
    }
    expect((await install()).downloaded).toBe(2);
    expect(await readFile(path.join(folder, small[1]?.path ?? ''))).toEqual(small[1]?.bytes);
  });
});
