import { readdirSync, readFileSync } from 'node:fs';

import type { Started } from '../processes.js';

// Where a wipe day's CPU goes, by service: each started process with its descendants (the site's
// cluster workers), PostgreSQL's backends, and the bench itself (its players' HTTP clients share the
// machine). Read from /proc on Linux; elsewhere nothing is reported.

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessCpu {
  pid: number;
  parent: number;
  command: string;
  ticks: number;
}

function readProcesses(): ProcessCpu[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const processes: ProcessCpu[] = [];
  for (const entry of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state ppid ..." where comm may hold spaces and parentheses: split at the last ')'.
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    processes.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      command,
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return processes;
}

/** CPU seconds so far by service name ('api', 'gateway', 'web', 'nginx', 'postgres', 'bench'). */
function cpuSeconds(started: readonly Started[]): Map<string, number> {
  const processes = readProcesses();
  const children = new Map<number, ProcessCpu[]>();
  for (const entry of processes) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const treeTicks = (pid: number): number =>
    (processes.find((candidate) => candidate.pid === pid)?.ticks ?? 0) +
    (children.get(pid) ?? []).reduce((sum, child) => sum + treeTicks(child.pid), 0);
  const seconds = new Map<string, number>();
  const add = (service: string, ticks: number) =>
    seconds.set(service, (seconds.get(service) ?? 0) + ticks / TICKS_PER_SECOND);
  for (const { name, child } of started) {
    if (child.pid !== undefined) add(name.split(' ')[0] ?? name, treeTicks(child.pid));
  }
  for (const entry of processes) if (entry.command === 'postgres') add('postgres', entry.ticks);
  const own = process.cpuUsage();
  seconds.set('bench', (own.user + own.system) / 1e6);
  return seconds;
}

/**
 * Measures the CPU each service spends while `work` runs. PostgreSQL's backends that end meanwhile
 * are not counted (the pools keep theirs open for the run).
 */
export async function cpuByService<T>(
  started: readonly Started[],
  work: () => Promise<T>,
): Promise<{ result: T; seconds: Map<string, number> }> {
  const before = cpuSeconds(started);
  const result = await work();
  const after = cpuSeconds(started);
  const seconds = new Map<string, number>();
  for (const [service, total] of after) seconds.set(service, total - (before.get(service) ?? 0));
  return { result, seconds };
}

/** "api 41 ms, web 55 ms, …" per visit, largest first, with the total. */
export function describeCpuPerVisit(seconds: Map<string, number>, visits: number): string {
  if (visits === 0 || seconds.size === 0) return 'CPU per visit: not measured';
  const perVisit = [...seconds]
    .map(([service, total]) => [service, (total * 1000) / visits] as const)
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1]);
  const total = perVisit.reduce((sum, [, ms]) => sum + ms, 0);
  return `CPU per visit: ${perVisit.map(([service, ms]) => `${service} ${ms.toFixed(0)} ms`).join(', ')} (total ${total.toFixed(0)} ms)`;
}
