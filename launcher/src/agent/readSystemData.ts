import os from 'node:os';

import type { SystemData } from './agentContract.js';

const MEGABYTE = 1024 * 1024;

/** What the launcher reports about the machine (`GET system-data`, and `systemData` on sign-in). */
export function readSystemData(agentVersion: string): SystemData {
  const cpus = os.cpus();
  return {
    os: { platform: os.platform(), release: os.release(), arch: os.arch() },
    cpu: { model: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length },
    memory: {
      totalMegabytes: Math.round(os.totalmem() / MEGABYTE),
      freeMegabytes: Math.round(os.freemem() / MEGABYTE),
    },
    agentVersion,
  };
}
