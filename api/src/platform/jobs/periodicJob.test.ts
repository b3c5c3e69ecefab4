import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { jobLeases } from '../../db/schema/jobLeases.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { periodicJob, scheduleJob, type PeriodicJob, type TickOutcome } from './periodicJob.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const quiet = { error: () => undefined };
let jobCount = 0;
/** A job name of its own per case, so no case sees another's lease. */
const freshName = () => `test.job${String((jobCount += 1))}`;

interface Replicas {
  runs: { holder: string; at: number }[];
  replica: (holder: string) => PeriodicJob;
}

/** Replicas of one job on the one test database, sharing one clock (synchronised hosts). */
function replicasOf(name: string, everyMs: number, clock: () => number): Replicas {
  const runs: Replicas['runs'] = [];
  return {
    runs,
    replica: (holder) =>
      periodicJob({
        db: t.database.db,
        name,
        everyMs,
        clock: () => new Date(clock()),
        log: quiet,
        holder,
        run: () => {
          runs.push({ holder, at: clock() });
          return Promise.resolve();
        },
      }),
  };
}

function deferred(): { promise: Promise<undefined>; resolve: () => void } {
  let settle: (value: undefined) => void = () => undefined;
  const promise = new Promise<undefined>((resolve) => {
    settle = resolve;
  });
  return {
    promise,
    resolve: () => {
      settle(undefined);
    },
  };
}

type Step = { advanceMs: number } | { tick: 'a' | 'b' | 'both' } | { stop: 'a' };

describe('periodicJob across replicas', () => {
  it('runs the job exactly once in every period in which any replica ticks, whatever the order, clock steps and crashes', async () => {
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ advanceMs: fc.integer({ min: 0, max: 25_000 }) }),
      fc.record({ tick: fc.constantFrom('a' as const, 'b' as const, 'both' as const) }),
      fc.record({ stop: fc.constant('a' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_000, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(step, { maxLength: 40 }),
        async (everyMs, startMs, steps) => {
          let now = 1_900_000_000_000 + startMs;
          const { runs, replica } = replicasOf(freshName(), everyMs, () => now);
          const a = replica('replica-a');
          const b = replica('replica-b');
          let aStopped = false;
          const tickedPeriods = new Set<number>();
          const period = (at: number) => Math.floor(at / everyMs);
          for (const next of steps) {
            if ('advanceMs' in next) now += next.advanceMs;
            else if ('stop' in next) aStopped = true;
            else {
              const ticking = next.tick === 'both' ? [a, b] : [next.tick === 'a' ? a : b];
              const alive = ticking.filter((job) => job !== a || !aStopped);
              if (alive.length > 0) tickedPeriods.add(period(now));
              await Promise.all(alive.map((job) => job.tick()));
            }
          }
          const ranPeriods = runs.map((run) => period(run.at));
          expect(ranPeriods).toEqual([...new Set(ranPeriods)]);
          expect(new Set(ranPeriods)).toEqual(tickedPeriods);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lets another replica take over from a holder that stopped once its period ends', async () => {
    const everyMs = 60_000;
    let now = Date.parse('2033-01-01T00:00:10Z');
    const name = freshName();
    const { runs, replica } = replicasOf(name, everyMs, () => now);
    const crashed = replica('replica-a');
    const survivor = replica('replica-b');
    expect(await crashed.tick()).toBe('ran');
    now = Date.parse('2033-01-01T00:00:59.999Z');
    expect(await survivor.tick()).toBe('taken');
    now = Date.parse('2033-01-01T00:01:00Z');
    expect(await survivor.tick()).toBe('ran');
    expect(runs.map((run) => run.holder)).toEqual(['replica-a', 'replica-b']);
    const [lease] = await t.database.db.select().from(jobLeases).where(eq(jobLeases.name, name));
    expect(lease).toMatchObject({ holder: 'replica-b', until: new Date('2033-01-01T00:02:00Z') });
  });

  it('does not let a slow run block the other replicas past its period, nor start twice in its own process', async () => {
    const everyMs = 10_000;
    let now = Date.parse('2033-02-01T00:00:00Z');
    const slow = deferred();
    const name = freshName();
    const started: string[] = [];
    const replica = (holder: string, run: () => Promise<void>) =>
      periodicJob({ db: t.database.db, name, everyMs, clock: () => new Date(now), log: quiet, holder, run });
    const a = replica('replica-a', () => {
      started.push('a');
      return slow.promise;
    });
    const b = replica('replica-b', () => {
      started.push('b');
      return Promise.resolve();
    });
    const slowRun = a.tick();
    // B ticks once A holds the period and runs (ticking at once, on PostgreSQL's several connections
    // either may take the lease first: that case is the many-replicas test below).
    await vi.waitFor(() => {
      expect(started).toEqual(['a']);
    });
    expect(await b.tick()).toBe('taken');
    now += everyMs;
    expect(await a.tick()).toBe('busy');
    expect(await b.tick()).toBe('ran');
    slow.resolve();
    expect(await slowRun).toBe('ran');
    expect(started).toEqual(['a', 'b']);
  });

  it('lets exactly one of many replicas ticking at the same moment run, on a new job and in each next period', async () => {
    let now = Date.parse('2033-03-01T00:00:00Z');
    for (let round = 0; round < 5; round += 1) {
      const { runs, replica } = replicasOf(freshName(), 1_000, () => now);
      const replicas = Array.from({ length: 8 }, (_, index) => replica(`replica-${String(index)}`));
      for (let periodIndex = 0; periodIndex < 4; periodIndex += 1) {
        const outcomes: TickOutcome[] = await Promise.all(replicas.map((job) => job.tick()));
        expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(replicas.length - 1);
        now += 1_000;
      }
      expect(runs).toHaveLength(4);
    }
  });

  it('logs a failed run and runs again next period', async () => {
    let now = Date.parse('2033-04-01T00:00:00Z');
    const logged: string[] = [];
    let attempts = 0;
    const job = periodicJob({
      db: t.database.db,
      name: freshName(),
      everyMs: 1_000,
      clock: () => new Date(now),
      log: { error: (_details, message) => logged.push(message) },
      run: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('down')) : Promise.resolve();
      },
    });
    expect(await job.tick()).toBe('failed');
    expect(await job.tick()).toBe('taken');
    now += 1_000;
    expect(await job.tick()).toBe('ran');
    expect(logged).toEqual(['periodic job failed']);
  });
});

describe('scheduleJob', () => {
  it('runs at once when the app is ready, waits for the run when it closes, and schedules nothing without runJobs', async () => {
    const ready: (() => void)[] = [];
    const closing: (() => Promise<void>)[] = [];
    const run = deferred();
    let finished = false;
    const context = {
      db: t.database.db,
      clock: () => new Date(),
      log: quiet,
      onReady: (hook: () => void) => ready.push(hook),
      onClose: (hook: () => Promise<void>) => closing.push(hook),
    };
    const job = {
      name: freshName(),
      everyMs: 3_600_000,
      run: async () => {
        await run.promise;
        finished = true;
      },
    };
    expect(scheduleJob({ ...context, config: { runJobs: false } }, job)).toBeUndefined();
    expect(ready).toHaveLength(0);
    expect(scheduleJob({ ...context, config: { runJobs: true } }, job)).toBeDefined();
    for (const hook of ready) hook();
    const closed = Promise.all(closing.map((hook) => hook()));
    run.resolve();
    await closed;
    expect(finished).toBe(true);
  });
});
