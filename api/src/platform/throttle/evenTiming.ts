import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell whether an account exists (reset and restore letters) take at least this
 * long, so writing a letter for a real address (about 15 ms more) does not show in the response time.
 */
export const EVEN_ANSWER_MS = 150;

/** Starts a stopwatch; `settle()` waits until `ms` have passed since, then returns. */
export function evenTiming(ms = EVEN_ANSWER_MS): { settle: () => Promise<void> } {
  const started = performance.now();
  return {
    settle: async () => {
      const left = ms - (performance.now() - started);
      if (left > 0) await sleep(left);
    },
  };
}
