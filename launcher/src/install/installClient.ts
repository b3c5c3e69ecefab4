import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { DownloadProgress } from '../agent/agentContract.js';
import type { ClientManifest, ManifestFile } from './clientManifest.js';
import { downloadFile } from './downloadFile.js';
import { hashFile } from './hashFile.js';
import { StatIndex } from './statIndex.js';

export interface InstallOptions {
  manifest: ClientManifest;
  /** The client's own folder: `<resource folder>/<uuid>`. */
  folder: string;
  baseUrl: string;
  signal: AbortSignal;
  /** Files downloaded at once; a few streams fill a home connection without starving the page. */
  concurrency?: number;
  onStatus?: (status: 'verify' | 'downloadFiles') => void;
  onProgress?: (progress: DownloadProgress) => void;
}

export interface InstallResult {
  /** Files that were missing or broken and were fetched. */
  downloaded: number;
  /** Files whose bytes were read to check them (not trusted from the stat index). */
  hashed: number;
}

const META = '.lodestone';

/** The installed version recorded after the last complete install, or null. */
export async function installedVersion(folder: string): Promise<string | null> {
  try {
    const raw = JSON.parse(await readFile(path.join(folder, META, 'installed.json'), 'utf8')) as {
      version?: string;
    };
    return raw.version ?? null;
  } catch {
    return null;
  }
}

async function isIntact(folder: string, file: ManifestFile, index: StatIndex, counter: { hashed: number }) {
  const target = path.join(folder, file.path);
  let info;
  try {
    info = await stat(target);
  } catch {
    return false;
  }
  if (info.size !== file.size) return false;
  const known = index.entries.get(file.path);
  if (known?.size === info.size && known.mtimeMs === info.mtimeMs && known.sha256 === file.sha256)
    return true;
  counter.hashed += 1;
  const sha256 = await hashFile(target);
  if (sha256 !== file.sha256) return false;
  index.entries.set(file.path, { size: info.size, mtimeMs: info.mtimeMs, sha256 });
  return true;
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Verifies a client and fetches only what is missing or broken (the repair pass is the same code). New
 * files are staged under `.lodestone/staging/` and moved into place only once every one of them is
 * complete and checked, so a cancelled, failed or killed install leaves the previous version runnable;
 * staged bytes survive and the next attempt resumes them with HTTP Range.
 */
export async function installClient(options: InstallOptions): Promise<InstallResult> {
  const { manifest, folder, signal } = options;
  const meta = path.join(folder, META);
  const staging = path.join(meta, 'staging');
  await mkdir(staging, { recursive: true });
  const index = await StatIndex.load(path.join(meta, 'index.json'));
  const counter = { hashed: 0 };

  options.onStatus?.('verify');
  const missing: ManifestFile[] = [];
  await runPool(manifest.files, 8, async (file) => {
    signal.throwIfAborted();
    if (!(await isIntact(folder, file, index, counter))) missing.push(file);
  });
  await index.save();

  options.onStatus?.('downloadFiles');
  const progress: DownloadProgress = { current: 0, total: missing.reduce((sum, file) => sum + file.size, 0) };
  options.onProgress?.({ ...progress });
  const partialOf = (file: ManifestFile) => path.join(staging, file.sha256);
  await runPool(missing, options.concurrency ?? 4, async (file) => {
    signal.throwIfAborted();
    await downloadFile({
      file,
      partial: partialOf(file),
      baseUrl: options.baseUrl,
      signal,
      onBytes: (delta) => {
        progress.current += delta;
        options.onProgress?.({ ...progress });
      },
    });
  });
  signal.throwIfAborted();

  for (const file of missing) {
    const target = path.join(folder, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(partialOf(file), target);
    const info = await stat(target);
    index.entries.set(file.path, { size: info.size, mtimeMs: info.mtimeMs, sha256: file.sha256 });
  }
  // Files the previous version installed and this one no longer lists go away (old mods must not load).
  const wanted = new Set(manifest.files.map((file) => file.path));
  for (const known of [...index.entries.keys()].filter((entry) => !wanted.has(entry))) {
    await rm(path.join(folder, known), { force: true });
    index.entries.delete(known);
  }
  await index.save();
  await rm(staging, { recursive: true, force: true });
  await writeFile(path.join(meta, 'installed.json'), JSON.stringify({ version: manifest.version }));
  return { downloaded: missing.length, hashed: counter.hashed };
}
