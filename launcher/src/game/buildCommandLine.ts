import path from 'node:path';

import type { MemorySetting } from '../agent/agentContract.js';
import type { ClientManifest } from '../install/clientManifest.js';

export interface CommandLineOptions {
  manifest: ClientManifest;
  folder: string;
  memory: MemorySetting;
  totalMemoryMegabytes: number;
  jvmFlags: string;
  /** JDWP port when the debugger is on (staff). */
  debuggerPort: number | null;
  /** Where relative addresses (the Yggdrasil API root) resolve. */
  apiUrl: string;
  playerName?: string;
}

/** `auto`: a quarter of the machine, at most 8 GB, and 2 GB (docs/product.md#launcher) whenever the machine has 4 GB. */
export function autoMemoryMegabytes(totalMegabytes: number): number {
  return Math.max(
    Math.min(Math.floor(totalMegabytes / 4), 8192),
    Math.min(2048, Math.floor(totalMegabytes / 2)),
  );
}

/** The user's extra JVM flags, split like a shell would on spaces (quotes keep a flag with spaces whole). */
export function splitFlags(flags: string): string[] {
  return [...flags.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** The java arguments for a client: memory, flags, optional debugger and authlib-injector, class path, main class. */
export function buildCommandLine(options: CommandLineOptions): string[] {
  const { manifest, folder } = options;
  const memory =
    options.memory === 'auto' ? autoMemoryMegabytes(options.totalMemoryMegabytes) : options.memory;
  const variables: Record<string, string> = {
    game_directory: folder,
    version_name: manifest.version,
    auth_player_name: options.playerName ?? 'Player',
  };
  const expand = (value: string) =>
    value.replace(/\$\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
  const args = [`-Xmx${memory}M`, ...splitFlags(options.jvmFlags)];
  if (options.debuggerPort !== null) {
    args.push(
      `-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=127.0.0.1:${options.debuggerPort}`,
    );
  }
  if (manifest.authlibInjector) {
    const root = new URL(manifest.authlibInjector.apiRoot, options.apiUrl).toString();
    args.push(`-javaagent:${path.join(folder, manifest.authlibInjector.jar)}=${root}`);
  }
  args.push(...manifest.jvmArgs.map(expand));
  args.push('-cp', manifest.classpath.map((entry) => path.join(folder, entry)).join(path.delimiter));
  args.push(manifest.mainClass, ...manifest.gameArgs.map(expand));
  return args;
}
