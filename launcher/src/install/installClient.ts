import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { DownloadProgress } from '../agent/agentContract.js';
import type { ClientManifest, ManifestFile } from './clientManifest.js';
import { downloadFile } from './downloadFile.js';
import { Transport } from './httpGet.js';
import { runPool } from './runPool.js';
import { StagingFolder } from './stagingFolder.js';
import { StatIndex } from './statIndex.js';
import { findMissing } from './verifyInstalled.js';

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
/** Connections at once (kept alive). */
const DEFAULT_CONCURRENCY = 4;
/**
 * Files in flight per connection: a file whose bytes have arrived is written and closed while the next
 * one's request already uses the connection, so the network never waits for the disk (small files cost
 * more in file operations than in bytes).
 */
const FILES_PER_CONNECTION = 4;

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

/**
 * Verifies a client and fetches only what is missing or broken (the repair pass is the same code). New
 * files are staged under `.lodestone/staging/` and moved into place only once every one of them is
 * complete and checked, so a cancelled, failed or killed install leaves the previous version runnable;
 * staged bytes survive and the next attempt resumes them with HTTP Range.
 */
export async function installClient(options: InstallOptions): Promise<InstallResult> {
  const { manifest, folder, signal } = options;
  const meta = path.join(folder, META);
  const staging = new StagingFolder(path.join(meta, 'staging'));
  await mkdir(meta, { recursive: true });
  const index = await StatIndex.load(path.join(meta, 'index.json'));

  options.onStatus?.('verify');
  const { missing, hashed } = await findMissing(folder, manifest.files, index, signal);
  await index.save();

  options.onStatus?.('downloadFiles');
  // One download per distinct content: the same bytes at two paths are fetched once and copied.
  const downloads = [...new Map(missing.map((file) => [file.sha256, file])).values()];
  const leftovers = await staging.leftovers(new Set(downloads.map((file) => file.sha256)));
  // A leftover larger than its file counts as the whole file: its check then fails and takes it all back.
  const stagedBytes = (file: ManifestFile) => Math.min(leftovers.get(file.sha256) ?? 0, file.size);
  const progress: DownloadProgress = { current: 0, total: 0 };
  for (const file of downloads) {
    progress.total += file.size;
    progress.current += stagedBytes(file);
  }
  options.onProgress?.({ ...progress });
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const transport = new Transport(concurrency);
  try {
    await runPool(downloads, concurrency * FILES_PER_CONNECTION, async (file) => {
      signal.throwIfAborted();
      await downloadFile({
        file,
        partial: staging.partialOf(file.sha256),
        staged: stagedBytes(file),
        baseUrl: options.baseUrl,
        transport,
        signal,
        onBytes: (delta) => {
          progress.current += delta;
          options.onProgress?.({ ...progress });
        },
      });
    });
  } finally {
    transport.close();
  }
  signal.throwIfAborted();

  await staging.place(folder, missing, index);
  // Files the previous version installed and this one no longer lists go away (old mods must not load).
  const wanted = new Set(manifest.files.map((file) => file.path));
  for (const known of [...index.entries.keys()].filter((entry) => !wanted.has(entry))) {
    await rm(path.join(folder, known), { force: true });
    index.entries.delete(known);
  }
  await index.save();
  await rm(staging.folder, { recursive: true, force: true });
  await writeFile(path.join(meta, 'installed.json'), JSON.stringify({ version: manifest.version }));
  return { downloaded: missing.length, hashed };
}
