import { open, type FileHandle } from 'node:fs/promises';

/** Bytes kept in memory before they go to disk: one write per megabyte, not one per network chunk. */
export const FLUSH_BYTES = 1024 * 1024;

/**
 * The staging file of one download, written in batches. A file smaller than a batch is written once, after
 * its checksum matched (`flush` is then the only write), so a small wrong file never touches the disk; a
 * large one keeps all but its last unflushed megabyte when the connection drops, for the Range resume.
 * The file is opened only on the first write: a download that fails before any byte creates nothing.
 */
export class StagedWriter {
  private handle: FileHandle | null = null;
  private readonly pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly file: string,
    private readonly append: boolean,
    /** Called with the number of bytes that reached the file. */
    private readonly onWritten: (bytes: number) => void,
  ) {}

  /** Queues a chunk; answers true when a batch is full and should be flushed before reading on. */
  add(chunk: Buffer): boolean {
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    return this.pendingBytes >= FLUSH_BYTES;
  }

  /** Writes the queued bytes; `create` makes the file even when there are none (an empty file). */
  async flush(create = false): Promise<void> {
    if (this.pendingBytes === 0 && (this.handle !== null || !create)) return;
    this.handle ??= await open(this.file, this.append ? 'a' : 'w');
    if (this.pendingBytes === 0) return;
    const bytes = this.pendingBytes;
    await this.handle.writev(this.pending);
    this.pending.length = 0;
    this.pendingBytes = 0;
    this.onWritten(bytes);
  }

  /** Drops what was not flushed (bytes that failed their check) and closes the file. */
  async close(): Promise<void> {
    this.pending.length = 0;
    this.pendingBytes = 0;
    await this.handle?.close();
    this.handle = null;
  }
}
