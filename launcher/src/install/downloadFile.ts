import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';

import type { ManifestFile } from './clientManifest.js';
import { hashFile } from './hashFile.js';

export interface DownloadOptions {
  file: ManifestFile;
  /** The staging file; its bytes from an earlier, interrupted attempt are kept and resumed. */
  partial: string;
  baseUrl: string;
  signal: AbortSignal;
  /** Called with the number of new bytes on disk (negative when a bad partial file is thrown away). */
  onBytes: (delta: number) => void;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function discard(partial: string, onBytes: (delta: number) => void): Promise<void> {
  const size = await sizeOf(partial);
  await rm(partial, { force: true });
  if (size > 0) onBytes(-size);
}

/**
 * One attempt at one address: resumes with Range when part of the file is already on disk. Answers the
 * SHA-256 of the staged file, hashed as its bytes arrive (reading a gigabyte back to check it would
 * double the disk work of an install).
 */
async function fetchInto(url: string, options: DownloadOptions): Promise<string> {
  const { file, partial, signal, onBytes } = options;
  const have = await sizeOf(partial);
  if (have >= file.size) return hashFile(partial);
  const headers: Record<string, string> = have > 0 ? { range: `bytes=${have}-` } : {};
  const response = await fetch(url, { headers, signal });
  if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  // A server that ignores Range sends the whole file again: start over instead of appending it.
  const append = response.status === 206 && have > 0;
  if (!append) await discard(partial, onBytes);
  if (response.body === null) throw new Error(`${url} sent no body`);
  const hash = createHash('sha256');
  if (append) for await (const chunk of createReadStream(partial)) hash.update(chunk as Buffer);
  // Each chunk is on disk before the next is read, so whatever arrived before a drop is kept for the resume.
  const handle = await open(partial, append ? 'a' : 'w');
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      await handle.write(chunk);
      hash.update(chunk);
      onBytes(chunk.byteLength);
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/**
 * Brings one file into its staging place, checked by size and SHA-256, trying each address in turn. A
 * file whose bytes do not match is deleted and never installed; when no address gives the right bytes,
 * the install fails with the file's name.
 */
export async function downloadFile(options: DownloadOptions): Promise<void> {
  const { file, partial, baseUrl, signal, onBytes } = options;
  const failures: string[] = [];
  for (const address of file.urls) {
    const url = new URL(address, baseUrl).toString();
    try {
      const sha256 = await fetchInto(url, options);
      if ((await sizeOf(partial)) === file.size && sha256 === file.sha256) return;
      failures.push(`${url}: the file does not match its checksum`);
      await discard(partial, onBytes);
    } catch (error) {
      if (signal.aborted) throw error;
      failures.push(`${url}: ${(error as Error).message}`);
      // An oversized or broken partial file would poison the next address's resume.
      if ((await sizeOf(partial)) > file.size) await discard(partial, onBytes);
    }
  }
  throw new Error(`Could not download ${file.path}: ${failures.join('; ')}`);
}
