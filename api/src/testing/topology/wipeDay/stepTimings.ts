import { percentile } from '../../../platform/bench/benchDatabase.js';

/** The steps of a player's wipe-day visit, in the order each player takes them. */
export const STEPS = [
  'sign in',
  'store page',
  'catalogue query',
  'top up',
  'buy a role',
  'coins to the game',
] as const;
export type Step = (typeof STEPS)[number];

interface StepRecord {
  latencies: number[];
  errors: string[];
  first: number;
  last: number;
}

/** What each step took, and how each failed, across every player. */
export class StepTimings {
  private readonly records = new Map<Step, StepRecord>(
    STEPS.map((step) => [step, { latencies: [], errors: [], first: Infinity, last: 0 }]),
  );

  /** Runs one step, timing it; a throw is that step's error (and ends the player's visit). */
  async time<T>(step: Step, action: () => Promise<T>): Promise<T> {
    const record = this.records.get(step);
    if (record === undefined) throw new Error(`unknown step ${step}`);
    const started = performance.now();
    record.first = Math.min(record.first, started);
    try {
      return await action();
    } catch (error) {
      record.errors.push(error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      const ended = performance.now();
      record.latencies.push(ended - started);
      record.last = Math.max(record.last, ended);
    }
  }

  errorCount(): number {
    return [...this.records.values()].reduce((sum, record) => sum + record.errors.length, 0);
  }

  p99(step: Step): number {
    const latencies = [...(this.records.get(step)?.latencies ?? [])].sort((a, b) => a - b);
    return percentile(latencies, 99);
  }

  /**
   * One line per step: how many ran, their rate while that step was being taken by anyone (first
   * start to last end), the median and the 99th percentile, the errors; then the first errors' words.
   */
  report(): string[] {
    const lines = [
      `${'step'.padEnd(20)} ${'count'.padStart(6)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    ];
    for (const step of STEPS) {
      const record = this.records.get(step);
      if (record === undefined) continue;
      const sorted = [...record.latencies].sort((a, b) => a - b);
      const seconds = Math.max(0.001, (record.last - record.first) / 1000);
      lines.push(
        `${step.padEnd(20)} ${String(sorted.length).padStart(6)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ` +
          `${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ` +
          String(record.errors.length).padStart(7),
      );
    }
    for (const step of STEPS) {
      for (const error of this.records.get(step)?.errors.slice(0, 3) ?? [])
        lines.push(`  ${step}: ${error.slice(0, 300)}`);
    }
    return lines;
  }
}
