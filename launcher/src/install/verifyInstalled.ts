import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { ManifestFile } from './clientManifest.js';
import { hashFile } from './hashFile.js';
import { runPool } from './runPool.js';
import type { StatIndex } from './statIndex.js';

/**
 * Names in each folder, read once per folder: a fresh install learns that its 5000 files are missing from
 * a few dozen directory reads instead of 5000 failed stats (each a thread-pool round trip and an error).
 */
class FolderListing {
  private readonly folders = new Map<string, Promise<Set<string> | null>>();

  has(file: string): Promise<boolean> {
    const folder = path.dirname(file);
    let names = this.folders.get(folder);
    if (names === undefined) {
      names = readdir(folder).then(
        (list) => new Set(list),
        () => null,
      );
      this.folders.set(folder, names);
    }
    return names.then((set) => set?.has(path.basename(file)) ?? false);
  }
}

async function isIntact(
  folder: string,
  file: ManifestFile,
  index: StatIndex,
  listing: FolderListing,
  counter: { hashed: number },
): Promise<boolean> {
  const target = path.join(folder, file.path);
  if (!(await listing.has(target))) return false;
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

/**
 * The manifest's files that are missing or broken: sizes first, then SHA-256, trusting the stat index for
 * a file whose size and mtime are unchanged. Files checked by their bytes join the index.
 */
export async function findMissing(
  folder: string,
  files: readonly ManifestFile[],
  index: StatIndex,
  signal: AbortSignal,
): Promise<{ missing: ManifestFile[]; hashed: number }> {
  const listing = new FolderListing();
  const counter = { hashed: 0 };
  const missing: ManifestFile[] = [];
  await runPool(files, 8, async (file) => {
    signal.throwIfAborted();
    if (!(await isIntact(folder, file, index, listing, counter))) missing.push(file);
  });
  return { missing, hashed: counter.hashed };
}
