import type { Db } from '../../db/client.js';
import { PROCESS_HOLDER, takeJobLease } from './jobLeases.js';

/**
 * How often a replica asks for a job's lease, per period. More than once, so a period is not lost when
 * a replica's timer fires just before a period starts and next just after it ends, and so a surviving
 * replica takes over within a quarter period of a holder's lease ending.
 */
const CHECKS_PER_PERIOD = 4;

/** The part of the api's logger (pino) the runner writes to. */
export interface JobLog {
  error: (details: object, message: string) => void;
}

export interface PeriodicJobOptions {
  db: Db;
  /** Unique across the api: the row in `job_leases`. */
  name: string;
  /** The job runs once per period of this length, across all replicas. */
  everyMs: number;
  // What it resolves to is not used.
  run: () => Promise<unknown>;
  log: JobLog;
  clock: () => Date;
  /** Who asks for the lease; this process's id unless a test plays two replicas. */
  holder?: string;
}

/** What one tick did: ran the job, found the period taken, was still running the last one, or failed. */
export type TickOutcome = 'ran' | 'taken' | 'busy' | 'failed';

export interface PeriodicJob {
  /** Runs the job if no replica has run it this period; never throws (failures are logged). */
  tick: () => Promise<TickOutcome>;
  /** Ticks now and then CHECKS_PER_PERIOD times a period until `stop`. */
  start: () => void;
  /** Stops ticking and waits for a run under way. */
  stop: () => Promise<void>;
}

/**
 * A job every api replica schedules and exactly one runs per period: each tick takes the job's lease in
 * `job_leases` for the current period and runs only if it won. A replica still running its last run
 * does not ask (one run at a time per process); a crashed or slow holder blocks the others only until
 * its period ends.
 */
export function periodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { db, name, everyMs, run, log, clock } = options;
  const holder = options.holder ?? PROCESS_HOLDER;
  let running: Promise<TickOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const attempt = async (): Promise<TickOutcome> => {
    let won: boolean;
    try {
      won = await takeJobLease(db, { name, holder, everyMs, now: clock() });
    } catch (error) {
      log.error({ err: error, job: name }, 'job lease could not be taken');
      return 'failed';
    }
    if (!won) return 'taken';
    try {
      await run();
      return 'ran';
    } catch (error) {
      log.error({ err: error, job: name }, 'periodic job failed');
      return 'failed';
    }
  };

  const tick = (): Promise<TickOutcome> => {
    if (running !== undefined) return Promise.resolve('busy');
    running = attempt().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    tick,
    start: () => {
      void tick();
      timer = setInterval(() => void tick(), Math.max(1, Math.floor(everyMs / CHECKS_PER_PERIOD)));
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** What a module's services get that scheduling needs (a subset of ModuleContext). */
export interface JobContext {
  db: Db;
  clock: () => Date;
  log: JobLog;
  config: { runJobs: boolean };
  onReady: (hook: () => void) => void;
  onClose: (hook: () => Promise<void>) => void;
}

/**
 * Starts the job when the app is ready and stops it as the app closes, if this process runs jobs
 * (`config.runJobs`; off in tests, which call the job's body themselves).
 */
export function scheduleJob(
  context: JobContext,
  job: Pick<PeriodicJobOptions, 'name' | 'everyMs' | 'run'>,
): PeriodicJob | undefined {
  if (!context.config.runJobs) return undefined;
  const { db, clock, log } = context;
  const scheduled = periodicJob({ db, clock, log, ...job });
  context.onReady(() => {
    scheduled.start();
  });
  context.onClose(() => scheduled.stop());
  return scheduled;
}
