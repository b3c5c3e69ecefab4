import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Database } from '../../db/client.js';
import { jobLeases } from '../../db/schema/jobLeases.js';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { storeDeliveries } from '../../db/schema/store.js';
import { PUBLIC_CACHE_TTL_MS } from '../../modules/main/index.js';
import { errorCatalogue } from '../../platform/errors/errorCatalogue.js';
import { freshPostgres } from '../freshPostgres.js';
import { ensureNginx } from './nginx.js';
import { stopAll, waitFor, type Started } from './processes.js';
import { startSeededTopology, type SeededTopology } from './seededTopology.js';
import { playAnHour, seedReferrals } from './standIns.js';
import { LIFETIMES, missingBuild, type Topology } from './topology.js';

// Two api, two gateway and two site processes on one PostgreSQL behind Debian's nginx (deploy/nginx.conf),
// each started from its build as `npm start` does: what several replicas must keep true (issue 32).
// Runs in the api-postgres project, after `npm test`'s build; skipped, with the reason printed, without
// PostgreSQL, a build or nginx.

function reasonToSkip(): string | undefined {
  if (process.env.LODESTONE_TEST_DATABASE !== 'postgres' || inject('postgresUrl') === undefined)
    return 'no PostgreSQL in this project';
  const missing = missingBuild();
  if (missing.length > 0) return `no build (${missing.join(', ')}): run \`npm run build\` first`;
  const nginx = ensureNginx();
  return 'missing' in nginx ? nginx.missing : undefined;
}

const skipReason = reasonToSkip();
if (skipReason !== undefined && process.env.LODESTONE_TEST_DATABASE === 'postgres')
  console.log(`[topology] the replica test is skipped: ${skipReason}`);

const started: Started[] = [];
const cleanups: (() => Promise<void>)[] = [];
let topology: Topology;
let database: Database;
let pingedSlugs: string[] = [];
let slp: SeededTopology['slp'] = [];
let rcon: SeededTopology['rcon'];

// A child must not outlive a worker that dies without running afterAll.
const killChildren = () => {
  for (const { child } of started) {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
};

describe.skipIf(skipReason !== undefined)('replicas behind nginx on one PostgreSQL', () => {
  beforeAll(async () => {
    process.once('exit', killChildren);
    // An empty database: both api replicas migrate it as they start, at the same moment.
    const fresh = await freshPostgres(inject('postgresUrl') ?? '', 'lodestone_topology');
    database = fresh.database;
    cleanups.push(async () => {
      await database.close();
      await fresh.drop();
    });
    const databaseUrl = new URL(inject('postgresUrl') ?? '');
    databaseUrl.pathname = `/${fresh.name}`;
    const stand = await startSeededTopology({
      databaseUrl: databaseUrl.toString(),
      db: database.db,
      started,
      cleanups,
    });
    ({ topology, slp, rcon, pingedSlugs } = stand);
  }, 150_000);

  afterAll(async () => {
    await stopAll(started);
    process.off('exit', killChildren);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  afterEach((context) => {
    // What the processes said, only when a test failed.
    if (context.task.result?.state === 'fail') console.log(topology.output());
  });

  // First and alone: a write through an api replica empties its whole cache, so the other tests' writes
  // would hide a replica that kept answers past their lifetime.
  it('shows a write made on one replica on every replica within the caches’ lifetimes', async () => {
    const admin = await signIn(topology.api[0] ?? '', 'admin', 'admin-demo-1');
    const readers = [
      ...topology.api.map((url) => ({ name: `api ${url}`, read: () => text(`${url}/api/main`) })),
      ...topology.gateway.map((url) => ({
        name: `gateway ${url}`,
        read: () =>
          text(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ main { links { discord } } }' }),
          }),
      })),
      ...topology.web.map((url) => ({ name: `site ${url}`, read: () => text(`${url}/ru`) })),
    ];
    // Every cache holds the old answer first.
    for (const reader of readers) expect(await reader.read()).not.toContain('topology-');
    const current = await json<{
      social: { links: Record<string, string>; counts: Record<string, number> };
    }>(await fetch(`${topology.api[0] ?? ''}/api/staff/settings`, { headers: admin }));
    const marker = `topology-${randomUUID().slice(0, 8)}`;
    const written = await fetch(`${topology.api[0] ?? ''}/api/staff/settings/social`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        links: { ...current.social.links, discord: `https://discord.gg/${marker}` },
        counts: current.social.counts,
      }),
    });
    expect(written.status).toBe(200);
    const writtenAt = Date.now();
    // The site's page cache, the gateway's and the api's own, one after the other at worst; plus the
    // time a render takes on a busy machine.
    const bound = LIFETIMES.pageCacheMs + LIFETIMES.gatewayCacheMs + PUBLIC_CACHE_TTL_MS;
    const seenAfter = await Promise.all(
      readers.map(async (reader) => {
        await waitFor(
          async () => (await reader.read()).includes(marker),
          bound + 10_000,
          () => `${reader.name} never showed the change`,
          100,
        );
        return Date.now() - writtenAt;
      }),
    );
    expect(Math.max(...seenAfter)).toBeLessThan(bound + 3_000);
  }, 60_000);

  it.concurrent(
    'runs each periodic job once per period across the replicas',
    async () => {
      const everyMs = LIFETIMES.monitoringPollSeconds * 1000;
      // Every period's lease as the api replicas wrote it (one row per job, rewritten each period).
      const periods = new Map<number, { holder: string; takenAt: number }>();
      await waitFor(
        async () => {
          const [lease] = await database.db
            .select()
            .from(jobLeases)
            .where(eq(jobLeases.name, 'monitoring.ping'));
          if (lease !== undefined)
            periods.set(lease.until.getTime(), { holder: lease.holder, takenAt: lease.takenAt.getTime() });
          return periods.size >= 5;
        },
        30_000,
        () => `saw ${String(periods.size)} monitoring periods`,
        everyMs / 8,
      );
      const ordered = [...periods.entries()].sort(([a], [b]) => a - b);
      // Consecutive periods, none skipped, each held by one of the two api processes.
      for (const [index, [until]] of ordered.entries()) {
        if (index > 0) expect(until - (ordered[index - 1]?.[0] ?? 0)).toBe(everyMs);
      }
      const pids = new Set(ordered.map(([, { holder }]) => Number(holder.split(':')[1])));
      for (const pid of pids) expect(topology.apiPids).toContain(pid);
      // Between one period's lease and the next, each server got exactly one ping, not one per replica.
      // The first and last periods seen may be partial.
      for (let index = 1; index < ordered.length - 1; index += 1) {
        const from = ordered[index]?.[1].takenAt ?? 0;
        const to = ordered[index + 1]?.[1].takenAt ?? 0;
        const inPeriod = slp.map(({ pings }) => pings.filter((at) => at >= from && at < to).length);
        expect({ period: index, pings: inPeriod }).toEqual({ period: index, pings: slp.map(() => 1) });
      }
      expect(pingedSlugs).toHaveLength(2);
    },
    60_000,
  );

  it.concurrent(
    'credits each referral once per accrual period across the replicas',
    async () => {
      const everyMs = LIFETIMES.referralAccrueSeconds * 1000;
      const { inviterId, referred, serverId } = await seedReferrals(database.db, 2);
      // The referrals keep playing, an hour more every eighth of a period: a second run in a period (the
      // other replica's, or a second tick's) would find hours to credit and post a second entry.
      const playing = new AbortController();
      const play = (async () => {
        while (!playing.signal.aborted) {
          await playAnHour(
            database.db,
            referred.map(({ playerId }) => playerId),
            serverId,
          );
          await new Promise((resolve) => setTimeout(resolve, everyMs / 8));
        }
      })();
      // Periods are counted from the epoch, as the job's lease counts them; the first whole one is next.
      const period = (at: number) => Math.floor(at / everyMs);
      const first = period(Date.now()) + 1;
      const periods = 5;
      await waitFor(
        () => Promise.resolve(period(Date.now()) > first + periods),
        (periods + 3) * everyMs,
        () => 'the periods did not pass',
      );
      playing.abort();
      await play;
      const entries = await database.db
        .select({ reference: ledgerTransactions.reference, createdAt: ledgerTransactions.createdAt })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.kind, 'referral_reward'), eq(ledgerTransactions.userId, inviterId)));
      // Each whole period: one entry per referral, not none (it ran) and not two (it ran once).
      const perPeriod = Array.from({ length: periods }, (_, index) => ({
        period: index,
        entries: referred.map(
          ({ userId }) =>
            entries.filter(
              ({ reference, createdAt }) =>
                reference?.startsWith(`referral:${String(userId)}:`) === true &&
                period(createdAt.getTime()) === first + index,
            ).length,
        ),
      }));
      expect(perPeriod).toEqual(
        perPeriod.map(({ period: index }) => ({ period: index, entries: referred.map(() => 1) })),
      );
      const [lease] = await database.db
        .select()
        .from(jobLeases)
        .where(eq(jobLeases.name, 'referrals.accrue'));
      expect(topology.apiPids).toContain(Number(lease?.holder.split(':')[1]));
    },
    60_000,
  );

  it.concurrent(
    'delivers a purchase made through nginx once over RCON, with both replicas pushing',
    async () => {
      const { api } = topology.public;
      const session = await signIn(api, 'steve', 'steve-demo-1');
      const roles = await json<{ roles: { id: number }[] }>(
        await fetch(`${api}/api/store/roles?server=magic-rpg`, { headers: session }),
      );
      const roleId = roles.roles[0]?.id ?? 0;
      const bought = await fetch(`${api}/api/store/buy`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
        body: JSON.stringify({ roleId, period: 'month', mode: 'stack' }),
      });
      const { purchaseId } = await json<{ purchaseId: number }>(bought);
      const deliveries = () =>
        database.db.select().from(storeDeliveries).where(eq(storeDeliveries.purchaseId, purchaseId));
      // The push runs every 10 s; done means the game server answered.
      await waitFor(
        async () => {
          const rows = await deliveries();
          return rows.length > 0 && rows.every((row) => row.state === 'done');
        },
        40_000,
        () => `purchase ${String(purchaseId)} was not delivered; RCON ran ${JSON.stringify(rcon.executed)}`,
        250,
      );
      // Two more push periods pass with nothing sent again.
      const pushLease = async () =>
        (await database.db.select().from(jobLeases).where(eq(jobLeases.name, 'delivery.rconPush')))[0]?.until;
      const deliveredIn = (await pushLease())?.getTime() ?? 0;
      await waitFor(
        async () => ((await pushLease())?.getTime() ?? 0) > deliveredIn,
        25_000,
        () => 'no next push',
      );
      const commands = (await deliveries()).map((row) => row.command);
      expect(commands.length).toBeGreaterThan(0);
      expect(commands.map((command) => rcon.timesRun(command))).toEqual(commands.map(() => 1));
    },
    90_000,
  );

  it.concurrent(
    'shares sessions and sign-in limits between the replicas',
    async () => {
      const [first = '', second = ''] = topology.api;
      const session = await signIn(first, 'steve', 'steve-demo-1');
      expect((await fetch(`${second}/api/cabinet`, { headers: session })).status).toBe(200);
      expect((await fetch(`${topology.public.api}/api/cabinet`, { headers: session })).status).toBe(200);
      // Ten wrong passwords, half on each replica, use up the address's budget at this account on both:
      // the eleventh try, with the right password, is refused wherever it lands.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await login(attempt % 2 === 0 ? first : second, 'editor', 'wrong-password');
        expect(((await response.json()) as { error_code?: number }).error_code).toBe(INVALID_CREDENTIALS);
      }
      for (const url of [first, second, topology.public.api])
        expect((await login(url, 'editor', 'editor-demo-1')).status).toBe(429);
    },
    60_000,
  );
});

const INVALID_CREDENTIALS = errorCatalogue.INVALID_CREDENTIALS.errorCode;

function login(api: string, name: string, password: string): Promise<Response> {
  return fetch(`${api}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ login: name, password, recaptcha: '' }),
  });
}

async function signIn(api: string, name: string, password: string): Promise<Record<string, string>> {
  const { accessId, accessToken } = await json<{ accessId: string; accessToken: string }>(
    await login(api, name, password),
  );
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${String(response.status)} ${await response.text()}`);
  return (await response.json()) as T;
}

async function text(url: string, init?: RequestInit): Promise<string> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return response.text();
}
