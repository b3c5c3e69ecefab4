import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Db } from '../../db/client.js';
import { ensureNginx } from './nginx.js';
import type { Started } from './processes.js';
import { countingSlpServer, rconStandIn, seedTopology } from './standIns.js';
import { startTopology, type Topology } from './topology.js';

export interface SeededTopology {
  topology: Topology;
  /** The game servers' Server List Ping stand-ins, each noting its pings. */
  slp: Awaited<ReturnType<typeof countingSlpServer>>[];
  rcon: Awaited<ReturnType<typeof rconStandIn>>['rcon'];
  /** The servers whose status address points at the SLP stand-ins. */
  pingedSlugs: string[];
}

/**
 * The replica stand on an empty database at `databaseUrl` (`db` reaches the same one): nginx, the
 * replicas (which migrate it), then the demo content with game-server stand-ins, serving when it
 * resolves. Everything started goes on `started`, everything to undo on `cleanups` (run in reverse).
 */
export async function startSeededTopology(options: {
  databaseUrl: string;
  db: Db;
  started: Started[];
  cleanups: (() => Promise<void>)[];
  apiEnv?: Record<string, string>;
}): Promise<SeededTopology> {
  const { started, cleanups } = options;
  const nginx = ensureNginx();
  if ('missing' in nginx) throw new Error(nginx.missing);
  const scratch = await mkdtemp(path.join(tmpdir(), 'lodestone-topology-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  // nginx's workers drop root: they pass through here to their temporary folders.
  await chmod(scratch, 0o711);
  const slp = await Promise.all([countingSlpServer(), countingSlpServer()]);
  const standIn = await rconStandIn();
  cleanups.push(() => standIn.rcon.close(), ...slp.map((server) => server.close));
  const dataDir = path.join(scratch, 'data');
  const starting = await startTopology({
    binary: nginx.binary,
    databaseUrl: options.databaseUrl,
    dataDir,
    nginxDir: path.join(scratch, 'nginx'),
    started,
    ...(options.apiEnv === undefined ? {} : { apiEnv: options.apiEnv }),
  });
  const pingedSlugs = await seedTopology(options.db, dataDir, {
    slpPorts: slp.map(({ port }) => port),
    rconPort: standIn.port,
  });
  await starting.waitUntilServing();
  return { topology: starting, slp, rcon: standIn.rcon, pingedSlugs };
}
