import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { Started } from '../processes.js';
import { cpuByService, describeCpuPerVisit } from './cpuByService.js';

// A child that spins for 0.3 s of CPU, and its own child that does too: both are the service's CPU.
// Each says so when done, then stays (as services do) so that it is there to be read at the end.
const SPIN =
  'while (process.cpuUsage().user < 300000) {} process.stdout.write("spun\\n"); setTimeout(() => {}, 60000);';
const PARENT = `
  require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SPIN)}], { stdio: 'inherit' });
  ${SPIN}
`;

describe.runIf(existsSync('/proc/self/stat'))('cpuByService', () => {
  it('counts a service with its descendants while the work runs, and only then', async () => {
    const child = spawn(process.execPath, ['-e', PARENT], {
      stdio: ['ignore', 'pipe', 'ignore'],
      detached: true,
    });
    const started: Started[] = [{ name: 'api 1', child, output: () => '' }];
    let said = '';
    const { seconds } = await cpuByService(
      started,
      () =>
        new Promise<void>((resolve) => {
          child.stdout.on('data', (chunk: Buffer) => {
            said += chunk.toString();
            if (said.split('spun').length === 3) resolve();
          });
        }),
    );
    if (child.pid !== undefined) process.kill(-child.pid);
    // Two processes that spun 0.3 s of CPU each.
    expect(seconds.get('api')).toBeGreaterThanOrEqual(0.55);
    expect(seconds.get('bench')).toBeLessThan(0.3);
  });
});

describe('describeCpuPerVisit', () => {
  it('gives each service per visit, largest first, and the total', () => {
    const seconds = new Map([
      ['web', 6],
      ['api', 12],
      ['nginx', 0.0001],
    ]);
    expect(describeCpuPerVisit(seconds, 200)).toBe('CPU per visit: api 60 ms, web 30 ms (total 90 ms)');
    expect(describeCpuPerVisit(seconds, 0)).toBe('CPU per visit: not measured');
  });
});
