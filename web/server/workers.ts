import cluster from 'node:cluster';

/**
 * The site server on every core (WEB_WORKERS, default: the machine's cores). A render is CPU-bound in
 * React and one Node process uses one core, so one process left the other core(s) idle while signed-in
 * pages queued (docs/performance.md, "Signed-in pages"). The primary only forks the workers and hands
 * them connections (node:cluster: the workers share one listening socket); each worker runs the whole
 * site server with its own page memory.
 */
export interface WorkerOptions {
  /** Processes that serve; 1 serves in this process, with no cluster. */
  count: number;
  /** Starts serving in this process (a worker, or the only process). */
  serve: () => Promise<void>;
  /** How long the workers get to finish their answers on SIGTERM/SIGINT before the primary leaves. */
  graceMs?: number;
}

/**
 * In the primary: forks the workers, forks a replacement when one dies after it began to listen, stops
 * them all on SIGTERM/SIGINT. A worker that dies before it ever listened (a missing build, a taken
 * port) stops the primary with its code instead of being forked again and again.
 */
function runPrimary({ count, graceMs = 3000 }: WorkerOptions): void {
  let stopping = false;
  cluster.on('message', (from, message: unknown) => {
    if (message !== CLEAR_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from) worker.send(CLEAR_MESSAGE);
    }
  });
  const listened = new Set<number>();
  const fork = (): void => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker.id));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker.id)) {
      console.error(`[web] a worker stopped before it served (${signal || `exit ${code}`}); stopping`);
      process.exit(code || 1);
    }
    listened.delete(worker.id);
    console.error(
      `[web] worker ${worker.process.pid} stopped (${signal || `exit ${code}`}); starting another`,
    );
    fork();
  });
  const stop = (): void => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), graceMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let index = 0; index < count; index += 1) fork();
}

const CLEAR_MESSAGE = 'lodestone:page-cache-clear';

/**
 * A write through one worker empties every worker's page memory, as it did with one process
 * (docs/performance.md, "Caches"): the worker's own clear is announced through the primary, and
 * `onOtherClear` runs when another worker announces one. Returns how to announce; outside a cluster
 * there is no one to tell.
 */
export function shareClears(onOtherClear: () => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  process.on('message', (message) => {
    if (message === CLEAR_MESSAGE) onOtherClear();
  });
  return () => {
    process.send?.(CLEAR_MESSAGE);
  };
}

export async function runWorkers(options: WorkerOptions): Promise<void> {
  if (options.count <= 1 || cluster.isWorker) {
    await options.serve();
    return;
  }
  runPrimary(options);
}
