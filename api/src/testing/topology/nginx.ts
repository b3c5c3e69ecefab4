import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { startService, type Started } from './processes.js';

/** The committed load-balancer configuration (docker-compose.yml mounts it). */
export const DEPLOY_NGINX_CONF = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

function installedNginx(): string | undefined {
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Debian's nginx, installed with apt-get when it is missing and we are root (as scripts/chromium.mjs
 * does for the browser). Returns undefined, with the reason, when there is none.
 */
export function ensureNginx(): { binary: string } | { missing: string } {
  const found = installedNginx();
  if (found !== undefined) return { binary: found };
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return { missing: 'nginx is not installed (`sudo apt-get install -y nginx-light`)' };
  }
  console.log('[topology] nginx is missing: installing Debian nginx-light with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { env, encoding: 'utf8' as const };
  spawnSync('apt-get', ['update'], quiet);
  for (const name of ['nginx-light', 'nginx']) {
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', name], quiet);
    const binary = installedNginx();
    if (binary !== undefined) return { binary };
    if (install.status !== 0)
      console.log(`[topology] apt-get install ${name}: ${install.stderr.slice(-400)}`);
  }
  return { missing: 'nginx could not be installed with apt-get' };
}

export interface Upstreams {
  api: string[];
  gateway: string[];
  web: string[];
}

/** The ports the committed file listens on, and what each serves. */
const LISTENS = { web: 80, gateway: 4000, api: 8080 } as const;

function replaceOnce(text: string, pattern: RegExp, replacement: (...groups: string[]) => string): string {
  let count = 0;
  const result = text.replace(pattern, (...match: string[]) => {
    count += 1;
    return replacement(...match);
  });
  if (count !== 1)
    throw new Error(`deploy/nginx.conf: expected one match of ${String(pattern)}, found ${count}`);
  return result;
}

/**
 * deploy/nginx.conf with local addresses: each upstream's `server` line becomes one line per replica,
 * each `listen` a loopback port, and the pid, log and temporary files go to `directory`. Everything
 * else (proxy headers, keep-alive, body limit) is the committed file's own.
 */
export function localNginxConfig(
  template: string,
  options: { upstreams: Upstreams; listen: Record<keyof Upstreams, number>; directory: string },
): string {
  const { upstreams, listen, directory } = options;
  let config = template.replace(/^worker_processes .*;$/m, 'worker_processes 1;');
  for (const name of ['api', 'gateway', 'web'] as const) {
    config = replaceOnce(
      config,
      new RegExp(`(upstream ${name} \\{\\n)(\\s*)server [^;]+;\\n`),
      (_all, head = '', indent = '') =>
        head + upstreams[name].map((address) => `${indent}server ${address};\n`).join(''),
    );
    config = replaceOnce(
      config,
      new RegExp(`listen ${String(LISTENS[name])};`),
      () => `listen 127.0.0.1:${String(listen[name])};`,
    );
  }
  // Debian's build has every module whose temporary folder it would otherwise create under /var/lib.
  const temporary = ['client_body', 'proxy', 'fastcgi', 'scgi', 'uwsgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(directory, `${kind}_temp`)};`)
    .join('\n');
  return replaceOnce(
    config,
    /^http \{$/m,
    () => `pid ${path.join(directory, 'nginx.pid')};\n\nhttp {\n${temporary}`,
  );
}

/** Starts nginx in the foreground with the committed configuration made local (the caller waits for it). */
export async function startNginx(
  binary: string,
  options: { upstreams: Upstreams; listen: Record<keyof Upstreams, number>; directory: string },
): Promise<Started> {
  const { directory } = options;
  await mkdir(directory, { recursive: true });
  // Workers drop root to nobody: they must reach their temporary folders.
  await chmod(directory, 0o755);
  const file = path.join(directory, 'nginx.conf');
  await writeFile(file, localNginxConfig(await readFile(DEPLOY_NGINX_CONF, 'utf8'), options));
  const errorLog = path.join(directory, 'error.log');
  const started = startService(
    'nginx',
    binary,
    ['-e', errorLog, '-p', directory, '-c', file, '-g', 'daemon off;'],
    { cwd: directory, env: { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin' } },
  );
  return {
    ...started,
    output: () =>
      `${started.output()}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-4000) : ''}`,
  };
}
