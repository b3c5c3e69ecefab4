import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';

import type { ManifestFile } from './clientManifest.js';
import { hashFile } from './hashFile.js';
import type { Transport } from './httpGet.js';
import { StagedWriter } from './stagedWriter.js';

export interface DownloadOptions {
  file: ManifestFile;
  /** The staging file; its bytes from an earlier, interrupted attempt are kept and resumed. */
  partial: string;
  /** Bytes already in `partial` (0 when there is none), already counted in the progress. */
  staged: number;
  baseUrl: string;
  transport: Transport;
  signal: AbortSignal;
  /** Called with the number of new bytes (negative when bytes are thrown away). */
  onBytes: (delta: number) => void;
}

/** One file's bytes: on disk in `partial`, and counted in the progress (disk + not yet flushed). */
interface Staged {
  onDisk: number;
  counted: number;
}

async function discard(options: DownloadOptions, staged: Staged): Promise<void> {
  if (staged.onDisk > 0) await unlink(options.partial).catch(() => undefined);
  options.onBytes(-staged.counted);
  staged.onDisk = 0;
  staged.counted = 0;
}

/**
 * One attempt at one address: resumes with Range when part of the file is already on disk, hashes the
 * bytes as they arrive (reading a gigabyte back to check it would double the disk work of an install) and
 * answers whether the whole file matches its size and SHA-256. The last batch is written only after that
 * check, so a wrong small file is never written at all.
 */
async function fetchInto(url: string, options: DownloadOptions, staged: Staged): Promise<boolean> {
  const { file, partial, signal, onBytes } = options;
  const headers: Record<string, string> =
    staged.onDisk > 0 ? { range: `bytes=${String(staged.onDisk)}-` } : {};
  const response = await options.transport.get(url, { headers, signal });
  if (response.statusCode !== 200 && response.statusCode !== 206) {
    response.resume();
    throw new Error(`${url} answered ${String(response.statusCode)}`);
  }
  // A server that ignores Range sends the whole file again: start over instead of appending it.
  const append = response.statusCode === 206 && staged.onDisk > 0;
  if (!append) await discard(options, staged);
  const hash = createHash('sha256');
  if (append) for await (const chunk of createReadStream(partial)) hash.update(chunk as Buffer);
  const writer = new StagedWriter(partial, append, (bytes) => {
    staged.onDisk += bytes;
  });
  try {
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        hash.update(chunk);
        staged.counted += chunk.byteLength;
        onBytes(chunk.byteLength);
        if (staged.counted > file.size) throw new Error(`${url} sent more than ${String(file.size)} bytes`);
        if (writer.add(chunk)) await writer.flush();
      }
    } catch (error) {
      // Whatever arrived before a drop is kept for the resume (not bytes past the file's size).
      if (staged.counted <= file.size) await writer.flush();
      throw error;
    }
    if (staged.counted !== file.size || hash.digest('hex') !== file.sha256) return false;
    await writer.flush(true);
    return true;
  } finally {
    await writer.close();
  }
}

/**
 * Brings one file into its staging place, checked by size and SHA-256, trying each address in turn. A
 * file whose bytes do not match is deleted and never installed; when no address gives the right bytes,
 * the install fails with the file's name.
 */
export async function downloadFile(options: DownloadOptions): Promise<void> {
  const { file, partial, baseUrl, signal, onBytes } = options;
  const staged: Staged = { onDisk: options.staged, counted: options.staged };
  // A complete file left by a run killed before the move into place needs no request, only its check.
  if (staged.onDisk > 0 && staged.onDisk >= file.size) {
    if (staged.onDisk === file.size && (await hashFile(partial)) === file.sha256) return;
    await discard(options, staged);
  }
  const failures: string[] = [];
  for (const address of file.urls) {
    const url = new URL(address, baseUrl).toString();
    try {
      const resumed = staged.onDisk > 0;
      if (await fetchInto(url, options, staged)) return;
      await discard(options, staged);
      // A resume that fails its check may be the staged bytes' fault: the same address once more, whole.
      if (resumed && (await fetchInto(url, options, staged))) return;
      failures.push(`${url}: the file does not match its checksum`);
      await discard(options, staged);
    } catch (error) {
      // The progress keeps only what is on disk: bytes held back from a failed write are gone.
      onBytes(staged.onDisk - staged.counted);
      staged.counted = staged.onDisk;
      if (signal.aborted) throw error;
      failures.push(`${url}: ${(error as Error).message}`);
    }
  }
  throw new Error(`Could not download ${file.path}: ${failures.join('; ')}`);
}
