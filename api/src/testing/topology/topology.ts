import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { startNginx } from './nginx.js';
import { answers, freePort, ROOT, startService, stopAll, waitFor, type Started } from './processes.js';

/** What each service needs built: `npm test` builds before vitest runs; alone, `npm run build` first. */
export const BUILT = [
  'api/dist/main.js',
  'gateway/dist/main.js',
  'web/dist/main.js',
  'web/build/server/index.js',
];

export function missingBuild(): string[] {
  return BUILT.filter((file) => !existsSync(path.join(ROOT, file)));
}

/** The caches' lifetimes (the defaults of .env.example) and short Server List Ping and referral periods. */
export const LIFETIMES = {
  pageCacheMs: 1000,
  gatewayCacheMs: 2000,
  monitoringPollSeconds: 3,
  referralAccrueSeconds: 3,
};
export const SYSTEM_API_TOKEN = 'topology-system-token';

export interface Topology {
  /** nginx's listeners: the site for visitors, the gateway and the api for the services behind it. */
  public: { web: string; gateway: string; api: string };
  /** Each replica directly, bypassing nginx. */
  api: string[];
  gateway: string[];
  web: string[];
  /** Process ids of the api replicas (their job-lease holder names carry them). */
  apiPids: number[];
  /** Every process's kept output, for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
}

const REPLICAS = 2;
/**
 * The site replicas share this machine's cores, so each runs its share of them: the default (one
 * worker per core each) put four render processes on two cores, which spent more CPU a page and let
 * the api's short requests wait longer for a core (docs/performance.md, "Wipe day").
 */
const WEB_WORKERS = Math.max(1, Math.floor(availableParallelism() / REPLICAS));
const local = (port: number) => `http://127.0.0.1:${String(port)}`;

/**
 * Starts nginx and REPLICAS processes of each service on one PostgreSQL database, each the way
 * `npm start` starts it (built JavaScript, the same variables), all at once. Resolves when the api
 * replicas answer (they have migrated the database); `waitUntilServing` waits for the rest.
 */
export async function startTopology(options: {
  binary: string;
  databaseUrl: string;
  dataDir: string;
  nginxDir: string;
  started: Started[];
  /** More variables for the api replicas (a bench's settings). */
  apiEnv?: Record<string, string>;
}): Promise<Topology & { waitUntilServing: () => Promise<void> }> {
  const { started } = options;
  const ports = async () => Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
  const [apiPorts, gatewayPorts, webPorts] = await Promise.all([ports(), ports(), ports()]);
  const listen = { api: await freePort(), gateway: await freePort(), web: await freePort() };
  const front = { web: local(listen.web), gateway: local(listen.gateway), api: local(listen.api) };
  const upstream = (list: number[]) => list.map((port) => `127.0.0.1:${String(port)}`);
  started.push(
    await startNginx(options.binary, {
      directory: options.nginxDir,
      listen,
      upstreams: { api: upstream(apiPorts), gateway: upstream(gatewayPorts), web: upstream(webPorts) },
    }),
  );
  const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  const node = process.execPath;
  const apiEnv = {
    ...base,
    API_HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    // One data folder, as one docker volume shared by the replicas: uploads, the Yggdrasil signing key.
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SYSTEM_API_TOKEN,
    CAPTCHA_PROVIDER: 'none',
    MONITORING_POLL_SECONDS: String(LIFETIMES.monitoringPollSeconds),
    REFERRAL_ACCRUE_SECONDS: String(LIFETIMES.referralAccrueSeconds),
    PUBLIC_SITE_URL: front.web,
    API_TRUSTED_PROXIES: 'loopback',
    ...options.apiEnv,
  };
  const apis = apiPorts.map((port, index) =>
    startService(`api ${String(index + 1)}`, node, ['api/dist/main.js'], {
      cwd: ROOT,
      env: { ...apiEnv, API_PORT: String(port) },
    }),
  );
  const gateways = gatewayPorts.map((port, index) =>
    startService(`gateway ${String(index + 1)}`, node, ['gateway/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...base,
        API_URL: front.api,
        GATEWAY_HOST: '127.0.0.1',
        GATEWAY_PORT: String(port),
        GATEWAY_CACHE_MS: String(LIFETIMES.gatewayCacheMs),
      },
    }),
  );
  const webs = webPorts.map((port, index) =>
    startService(`web ${String(index + 1)}`, node, ['dist/main.js'], {
      cwd: path.join(ROOT, 'web'),
      env: {
        ...base,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        GATEWAY_URL: `${front.gateway}/graphql`,
        API_URL: front.api,
        PUBLIC_SITE_URL: front.web,
        TRUSTED_PROXIES: 'loopback',
        PAGE_CACHE_MS: String(LIFETIMES.pageCacheMs),
        WEB_WORKERS: String(WEB_WORKERS),
      },
    }),
  );
  started.push(...apis, ...gateways, ...webs);
  const output = () =>
    started.map((service) => `--- ${service.name}\n${service.output().slice(-3000)}`).join('\n');
  const exited = () => started.filter(({ child }) => child.exitCode !== null || child.signalCode !== null);
  const alive = async (check: () => Promise<boolean>) => {
    const stopped = exited().map(({ name }) => name);
    if (stopped.length > 0) throw new Error(`stopped early: ${stopped.join(', ')}\n${output()}`);
    return check();
  };
  const ready = (urls: string[], init?: RequestInit) =>
    Promise.all(
      urls.map((url) =>
        waitFor(
          () => alive(() => answers(url, init)),
          90_000,
          () => `${url} did not answer\n${output()}`,
        ),
      ),
    );
  const api = apiPorts.map(local);
  const gateway = gatewayPorts.map(local);
  const web = webPorts.map(local);
  await ready(api.map((url) => `${url}/api-system/openapi.json`));
  return {
    public: front,
    api,
    gateway,
    web,
    apiPids: apis.map(({ child }) => child.pid ?? 0),
    output,
    stop: () => stopAll(started),
    waitUntilServing: async () => {
      await ready([`${front.api}/api-system/openapi.json`]);
      await ready(
        [...gateway, front.gateway].map((url) => `${url}/graphql`),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        },
      );
      await ready([...web, front.web].map((url) => `${url}/ru`));
    },
  };
}
