/** Where uploaded files live: the filesystem by default, an S3-compatible bucket by config. */
export interface FileStorage {
  /** Stores bytes under a key such as `documents/12/abc-1280.webp`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key (avatars are re-cropped from their source). */
  get(key: string): Promise<Buffer | null>;
  /** The address pages use: a same-origin `/uploads/...` path, or the bucket's public URL. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Keys are built by the api, never taken from a client, but a bad one must still not escape the root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
