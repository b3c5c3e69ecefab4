import { useEffect, useState } from 'react';

const DEFAULT_DELAY_MS = 500;

export interface LocalDraft<T> {
  value: T;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export interface UseLocalDraftOptions {
  /** Saves only while true, e.g. while the form differs from what the server has. Default true. */
  enabled?: boolean;
  /** Quiet time after the last change before writing. Default 500 ms. */
  delayMs?: number;
}

export interface LocalDraftState {
  /** When this page last wrote the draft, or null. */
  savedAt: number | null;
}

// Bumped by clearDraft, so a write already scheduled cannot bring a cleared draft back.
const generations = new Map<string, number>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): a draft is a comfort, never a requirement.
    return null;
  }
}

/** The stored draft under `key`; pass a guard to get it typed, since anything may sit in storage. */
export function readDraft(key: string): LocalDraft<unknown> | null;
export function readDraft<T>(key: string, isValue: (value: unknown) => value is T): LocalDraft<T> | null;
export function readDraft(key: string, isValue?: (value: unknown) => boolean): LocalDraft<unknown> | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed) || !('savedAt' in parsed))
      return null;
    const { value, savedAt } = parsed;
    if (typeof savedAt !== 'number' || (isValue && !isValue(value))) return null;
    return { value, savedAt };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  generations.set(key, (generations.get(key) ?? 0) + 1);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Keeps `value` in localStorage under `key`, written once changes pause for `delayMs`. Server rendering
 * and the first client render never touch storage.
 */
// T lets a caller pin the draft to the type its readDraft guard accepts.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function useLocalDraft<T>(
  key: string,
  value: T,
  { enabled = true, delayMs = DEFAULT_DELAY_MS }: UseLocalDraftOptions = {},
): LocalDraftState {
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const generation = generations.get(key) ?? 0;
    const write = () => {
      if ((generations.get(key) ?? 0) !== generation) return;
      const now = Date.now();
      try {
        storage()?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies LocalDraft<T>));
        setSavedAt(now);
      } catch {
        // Quota exceeded or storage off: keep editing, the draft is just not refreshed.
      }
    };
    const timer = window.setTimeout(write, delayMs);
    // Closing the tab inside the quiet time would otherwise lose the last words typed.
    window.addEventListener('pagehide', write);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
  }, [key, value, enabled, delayMs]);

  return { savedAt };
}
