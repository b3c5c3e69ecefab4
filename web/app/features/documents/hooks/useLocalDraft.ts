import { useEffect } from 'react';

const SAVE_DELAY_MS = 500;

interface StoredDraft<T> {
  value: T;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, policies): drafts are a comfort, not a requirement.
    return null;
  }
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>>;
    return parsed.value !== undefined && typeof parsed.savedAt === 'number'
      ? { value: parsed.value, savedAt: parsed.savedAt }
      : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Keeps the latest value in localStorage (half a second after the last change) while `enabled`. */
export function useLocalDraft(key: string, value: unknown, { enabled }: { enabled: boolean }): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      try {
        storage()?.setItem(key, JSON.stringify({ value, savedAt: Date.now() }));
      } catch {
        // Quota exceeded: keep editing; the draft is just not refreshed.
      }
    }, SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [key, value, enabled]);
}
