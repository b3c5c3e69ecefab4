import { useCallback, useRef } from 'react';

/**
 * One fresh `X-Idempotency-Key` per user action (docs/product.md#money): the same key while one action is retried
 * (a double click, a network retry), a new one once it has finished.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return { headers: { 'x-idempotency-key': key.current } };
  }, []);
  const done = useCallback(() => {
    key.current = null;
  }, []);
  return { context: current, done };
}
