import { readdir } from 'node:fs/promises';
import path from 'node:path';

import type { App } from '../../../app.js';

/** Every file under `DATA_DIR/uploads`, relative and sorted: with a bucket configured, no upload may land here. */
export async function localUploads(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Reads a page's `/uploads/...` address the way a browser, the game or the launcher does: through the
 * api, following its redirect to the bucket. Answers the final status and bytes.
 */
export async function readUpload(
  app: App,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Buffer; location: string | undefined }> {
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 302) {
    return { status: first.statusCode, bytes: first.rawPayload, location: undefined };
  }
  const location = String(first.headers.location);
  const response = await fetch(location, { headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), location };
}
