import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

import type { ManifestFile } from './clientManifest.js';
import { runPool } from './runPool.js';
import type { StatIndex } from './statIndex.js';

/** Moves at once: each is a thread-pool round trip, and a client has thousands. */
const PLACING = 16;

/**
 * `.lodestone/staging/`: downloads land here under their SHA-256, one file per distinct content (a client
 * may list the same bytes at several paths, e.g. empty configs), and move into place together at the end.
 */
export class StagingFolder {
  constructor(readonly folder: string) {}

  partialOf(sha256: string): string {
    return path.join(this.folder, sha256);
  }

  /** Bytes staged by an earlier, interrupted attempt, by SHA-256 (one directory read when there are none). */
  async leftovers(wanted: ReadonlySet<string>): Promise<Map<string, number>> {
    await mkdir(this.folder, { recursive: true });
    const sizes = new Map<string, number>();
    for (const name of await readdir(this.folder)) {
      if (!wanted.has(name)) continue;
      const info = await stat(this.partialOf(name)).catch(() => null);
      if (info !== null && info.size > 0) sizes.set(name, info.size);
    }
    return sizes;
  }

  /**
   * Moves every staged, checked file into its place(s) and records it in the stat index. Extra paths of
   * the same bytes get a copy made inside the staging folder first, so no path ever holds half a file.
   */
  async place(clientFolder: string, files: readonly ManifestFile[], index: StatIndex): Promise<void> {
    const targets = new Map<string, ManifestFile[]>();
    for (const file of files) targets.set(file.sha256, [...(targets.get(file.sha256) ?? []), file]);
    const folders = new Set(files.map((file) => path.dirname(path.join(clientFolder, file.path))));
    await runPool([...folders], PLACING, async (folder) => {
      await mkdir(folder, { recursive: true });
    });
    await runPool([...targets], PLACING, async ([sha256, same]) => {
      const partial = this.partialOf(sha256);
      // The copies first: the last path takes the staged file itself.
      for (const [position, file] of same.entries()) {
        const last = position === same.length - 1;
        const source = last ? partial : `${partial}.${String(position)}`;
        if (!last) await copyFile(partial, source);
        const target = path.join(clientFolder, file.path);
        await rename(source, target);
        const info = await stat(target);
        index.entries.set(file.path, { size: info.size, mtimeMs: info.mtimeMs, sha256 });
      }
    });
  }
}
