import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  stream: () => NodeJS.ReadableStream;
  size: number;
  type: string;
  /** Vite's fingerprinted files under /assets/ never change: a year, immutable; the rest an hour. */
  cacheControl: string;
}

/**
 * The built client file for a GET path, or undefined (the request goes to React Router). Only files
 * inside the client folder are served: the path is decoded once and any `..`, backslash or NUL refused.
 */
export async function findStaticFile(clientDir: string, pathname: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return undefined;
  const type = TYPES[path.extname(decoded).toLowerCase()];
  if (type === undefined) return undefined;
  const file = path.join(clientDir, decoded);
  if (!file.startsWith(`${clientDir}${path.sep}`)) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return {
      stream: () => createReadStream(file),
      size: info.size,
      type,
      cacheControl: decoded.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    };
  } catch {
    return undefined;
  }
}
