import { CHUNK_RELOAD_GUARD_MS } from './behaviourConstants';

const STORAGE_KEY = 'lodestone.chunkReloadAt';

/** True for the errors a browser raises when a lazily loaded module of an old deployment is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload after a failed chunk load: once, then not again for 10 s, so a broken
 * deployment shows an error instead of reloading forever.
 */
export function shouldReloadForChunkError(storage: ReloadGuardStorage, now: number): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

/** Reloads once for a chunk error; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  if (!shouldReloadForChunkError(window.sessionStorage, Date.now())) return false;
  window.location.reload();
  return true;
}
