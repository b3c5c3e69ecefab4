import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';

import type { Db } from '../../../db/client.js';
import { gameEventReceipts } from '../../../db/schema/gameStats.js';
import { gameServers } from '../../../db/schema/servers.js';
import {
  downsampleHistory,
  type NameResolver,
  ONLINE_REPORT_TTL_MS,
  pingServer,
  type PingResult,
  recordOnline,
} from '../../servers/index.js';

/** How often `maintain` runs. */
export const MAINTENANCE_EVERY_MS = 3_600_000;
/** Event ids older than this cannot be a plugin's retry any more. */
const RECEIPTS_KEEP_MS = 30 * 86_400_000;
/** A server that keeps failing is logged again at most this often (with how many failures were quiet). */
export const FAILURE_LOG_EVERY_MS = 10 * 60_000;

export interface PollerOptions {
  db: Db;
  clock: () => Date;
  ping?: (address: string) => Promise<PingResult>;
  /** DNS for SRV records and host names; the system's when absent. */
  resolver?: NameResolver;
  /** Loopback, private and link-local targets: refused unless allowed (docs/security.md). */
  allowPrivate?: boolean;
  log?: (message: string, details: Record<string, unknown>) => void;
}

interface FailureState {
  loggedAt: number;
  quiet: number;
}

/**
 * Pings every server that has a status address with Server List Ping. A server with no plugin gets its
 * online, version and MOTD this way; while a plugin reports, the ping only refreshes MOTD and version.
 * Also rolls history up once an hour. The api schedules `pingAll` and `maintain` as periodic jobs
 * (gameStats.module.ts), so with several api replicas one of them pings per interval.
 */
export class MonitoringPoller {
  private lastMaintenance = 0;
  private readonly failures = new Map<string, FailureState>();

  constructor(private readonly options: PollerOptions) {}

  /** One round of pings, then the maintenance once an hour of this poller's own clock. */
  async pollOnce(): Promise<void> {
    await this.pingAll();
    const now = this.options.clock();
    if (now.getTime() - this.lastMaintenance >= MAINTENANCE_EVERY_MS) {
      this.lastMaintenance = now.getTime();
      await this.maintain();
    }
  }

  /** Pings every watched server and records what each answers. */
  async pingAll(): Promise<void> {
    const { db, clock } = this.options;
    const { resolver, allowPrivate } = this.options;
    const ping = this.options.ping ?? ((address: string) => pingServer(address, { resolver, allowPrivate }));
    // A retired server is no longer watched; a hidden one is, so it is ready when staff show it.
    const servers = await db
      .select()
      .from(gameServers)
      .where(and(isNotNull(gameServers.statusAddress), isNull(gameServers.retiredAt)));
    await Promise.all(
      servers.map(async (server) => {
        let result: PingResult;
        try {
          result = await ping(server.statusAddress ?? '');
        } catch (error) {
          this.failed(server.slug, server.statusAddress ?? '', error);
          return;
        }
        const now = clock();
        this.answered(server.slug);
        const pluginActive =
          server.lastPluginAt !== null &&
          now.getTime() - server.lastPluginAt.getTime() < ONLINE_REPORT_TTL_MS;
        await db.transaction(async (tx) => {
          await tx
            .update(gameServers)
            .set({
              // The styled segments (servers/motd.ts reads them back), not the server's raw JSON.
              motd: JSON.stringify(result.motdSegments),
              pingVersion: result.version === '' ? null : result.version,
              lastPingAt: now,
            })
            .where(eq(gameServers.id, server.id));
          if (!pluginActive) {
            await recordOnline(tx, server.id, [
              { at: now, online: result.online, maxPlayers: result.maxPlayers },
            ]);
          }
        });
      }),
    );
  }

  /** Rolls old online history up and forgets event ids too old to be a plugin's retry. */
  async maintain(): Promise<void> {
    const { db, clock } = this.options;
    const now = clock();
    await downsampleHistory(db, now);
    await db
      .delete(gameEventReceipts)
      .where(lt(gameEventReceipts.receivedAt, new Date(now.getTime() - RECEIPTS_KEEP_MS)));
  }

  /**
   * The first failure of a server is logged with its reason, then at most once per FAILURE_LOG_EVERY_MS
   * with the count of failures in between: a server down for a day writes a few lines, not thousands.
   */
  private failed(slug: string, address: string, error: unknown): void {
    const now = this.options.clock().getTime();
    const state = this.failures.get(slug);
    if (state !== undefined && now - state.loggedAt < FAILURE_LOG_EVERY_MS) {
      state.quiet += 1;
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    this.options.log?.('server list ping failed', {
      server: slug,
      address,
      reason,
      ...(state === undefined ? {} : { failuresSinceLastLog: state.quiet }),
    });
    this.failures.set(slug, { loggedAt: now, quiet: 0 });
  }

  private answered(slug: string): void {
    if (!this.failures.delete(slug)) return;
    this.options.log?.('server list ping answers again', { server: slug });
  }
}
