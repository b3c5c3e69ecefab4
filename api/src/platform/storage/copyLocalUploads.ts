import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { CoreConfig } from '../modules/settings.js';
import { configuredStorage, localUploadsRoot } from './configuredStorage.js';
import { assertSafeKey, type FileStorage } from './FileStorage.js';

/** Content types by extension, for what the api stores (and what a site's own files under uploads/ may be). */
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export interface CopyReport {
  copied: number;
  bytes: number;
  /** Files whose names cannot be storage keys (upper case, spaces): the api never wrote these. */
  skipped: string[];
}

/**
 * Copies every file under a local uploads folder into a storage under the same key, so the `/uploads/...`
 * addresses pages and manifests already hold keep working after the switch to a bucket. Safe to repeat:
 * keys name their content (hashes, ids), so a second run writes the same bytes again. Half-written
 * `*.tmp` files of the filesystem storage are left out.
 */
export async function copyLocalUploads(root: string, target: FileStorage): Promise<CopyReport> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const report: CopyReport = { copied: 0, bytes: 0, skipped: [] };
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    try {
      assertSafeKey(key);
    } catch {
      report.skipped.push(key);
      continue;
    }
    // One file in memory at a time: launcher clients can hold large files.
    const bytes = await readFile(file);
    await target.put(key, bytes, contentTypeOf(key));
    report.copied += 1;
    report.bytes += bytes.length;
  }
  report.skipped.sort();
  return report;
}

/**
 * The demo seed writes its covers and launcher clients under `DATA_DIR/uploads`; with a bucket configured
 * they are copied there, or their `/uploads/...` addresses would lead to nothing.
 */
export async function copySeededUploads(
  config: Pick<CoreConfig, 'dataDir' | 's3'>,
): Promise<CopyReport | null> {
  if (config.s3 === undefined) return null;
  return copyLocalUploads(localUploadsRoot(config.dataDir), configuredStorage(config));
}
