import { asc, eq, or } from 'drizzle-orm';

import type { Db } from '../../../db/client.js';
import { gameServers, type GameServerRow } from '../../../db/schema/servers.js';
import type { AuditActor, AuditLog } from '../../../platform/audit/AuditLog.js';
import { AppError } from '../../../platform/errors/AppError.js';
import type { RconTargetRow, RconTargets } from '../../delivery/index.js';
import { parseServerAddress } from '../ping/serverAddress.js';
import { checkedStatusAddress } from '../ping/statusAddressInput.js';
import { testPing, testRcon, type ConnectionTestOptions } from './connectionTest.js';
import type {
  ConnectionTestResult,
  GameServerChange,
  NewGameServerInput,
  RconTargetInput,
  StaffGameServerEntry,
} from './staffGameServers.schemas.js';

export interface StaffGameServersOptions {
  db: Db;
  rconTargets: RconTargets;
  audit: AuditLog;
  clock: () => Date;
  /** Loopback, private and link-local addresses are accepted (GAME_SERVER_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  connectionTest?: Omit<ConnectionTestOptions, 'allowPrivate'>;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function present(server: GameServerRow, rcon: RconTargetRow | undefined): StaffGameServerEntry {
  return {
    slug: server.slug,
    name: server.name,
    gameVersion: server.gameVersion,
    address: server.address,
    statusAddress: server.statusAddress,
    sortOrder: server.sortOrder,
    visible: server.visible,
    retiredAt: iso(server.retiredAt),
    pvpMode: server.pvpMode,
    maxPlayers: server.maxPlayers,
    mainWorldArea: server.mainWorldArea,
    otherWorldArea: server.otherWorldArea,
    hasToken: server.tokenHash !== null,
    tokenRotatedAt: iso(server.tokenRotatedAt),
    lastReportAt: iso(server.lastReportAt),
    lastPingAt: iso(server.lastPingAt),
    rcon:
      rcon === undefined
        ? null
        : {
            host: rcon.host,
            port: rcon.port,
            passwordSet: rcon.password !== '',
            timeoutMs: rcon.timeoutMs,
            maxAttempts: rcon.maxAttempts,
          },
  };
}

/** What the audit log keeps of a server: its settings, never its token or RCON password. */
function auditedSettings(server: GameServerRow) {
  const { name, gameVersion, address, statusAddress, sortOrder, visible, pvpMode, maxPlayers } = server;
  return { name, gameVersion, address, statusAddress, sortOrder, visible, pvpMode, maxPlayers };
}

function taken(): AppError {
  return new AppError('CONFLICT', {
    ru: 'Сервер с таким адресом страницы (slug) или названием уже есть',
    en: 'A server with this slug or name already exists',
  });
}

function retired(): AppError {
  return new AppError('CONFLICT', {
    ru: 'Сервер выведен из работы: его нельзя изменить',
    en: 'The server is retired and can no longer be changed',
  });
}

/** The address players are shown: checked for its form only (nobody connects to it from here). */
function publicAddress(text: string): string {
  return checkedStatusAddress(text, true, 'address') ?? text;
}

/** The RCON host without a port (the port has its own field), under the status address's rule. */
function rconHost(text: string, allowPrivate: boolean): string {
  const host = checkedStatusAddress(text, allowPrivate, 'host') ?? text;
  if (parseServerAddress(host).port !== null)
    throw new AppError(
      'VALIDATION_FAILED',
      { ru: 'Укажите хост без порта: порт задаётся отдельно', en: 'Give the host without a port' },
      { field: 'host' },
    );
  return host.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Staff's game servers (web.servers.manage): every server, hidden and retired ones too, each change
 * written to the audit log in its own transaction.
 */
export class StaffGameServers {
  constructor(private readonly options: StaffGameServersOptions) {}

  async list(): Promise<StaffGameServerEntry[]> {
    const { db, rconTargets } = this.options;
    const rows = await db.select().from(gameServers).orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
    const targets = new Map((await rconTargets.all()).map((target) => [target.serverId, target]));
    return rows.map((row) => present(row, targets.get(row.id)));
  }

  async entry(slug: string): Promise<StaffGameServerEntry> {
    const server = await this.require(slug);
    return present(server, await this.options.rconTargets.of(server.id));
  }

  async create(actor: AuditActor, input: NewGameServerInput): Promise<StaffGameServerEntry> {
    const { db, audit, allowPrivate } = this.options;
    const values = {
      slug: input.slug,
      name: input.name.trim(),
      gameVersion: input.gameVersion.trim(),
      address: publicAddress(input.address),
      statusAddress: checkedStatusAddress(input.statusAddress ?? null, allowPrivate),
      sortOrder: input.sortOrder ?? (await this.nextSortOrder()),
      visible: input.visible ?? true,
      pvpMode: input.pvpMode ?? 'pvp',
      maxPlayers: input.maxPlayers ?? 100,
      mainWorldArea: input.mainWorldArea?.trim() ?? '',
      otherWorldArea: input.otherWorldArea?.trim() ?? '',
    };
    const [clash] = await db
      .select({ id: gameServers.id })
      .from(gameServers)
      .where(or(eq(gameServers.slug, values.slug), eq(gameServers.name, values.name)));
    if (clash !== undefined) throw taken();
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(gameServers).values(values).onConflictDoNothing().returning();
      if (row === undefined) throw taken();
      await audit.record(
        actor,
        { action: 'servers.create', target: `server:${row.slug}`, after: auditedSettings(row) },
        tx,
      );
      return row;
    });
    return present(created, undefined);
  }

  async update(actor: AuditActor, slug: string, change: GameServerChange): Promise<StaffGameServerEntry> {
    const { db, audit, allowPrivate } = this.options;
    const before = await this.require(slug);
    if (before.retiredAt !== null) throw retired();
    const set = {
      ...change,
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.gameVersion === undefined ? {} : { gameVersion: change.gameVersion.trim() }),
      ...(change.address === undefined ? {} : { address: publicAddress(change.address) }),
      ...(change.statusAddress === undefined
        ? {}
        : { statusAddress: checkedStatusAddress(change.statusAddress, allowPrivate) }),
    };
    if (set.name !== undefined && set.name !== before.name) {
      const [clash] = await db
        .select({ id: gameServers.id })
        .from(gameServers)
        .where(eq(gameServers.name, set.name));
      if (clash !== undefined) throw taken();
    }
    if (Object.keys(set).length === 0) return this.entry(slug);
    const after = await db.transaction(async (tx) => {
      const [row] = await tx.update(gameServers).set(set).where(eq(gameServers.id, before.id)).returning();
      if (row === undefined) throw this.missing(slug);
      // Hide and show are their own actions in the log: the one change an owner looks for.
      const action =
        Object.keys(change).length === 1 && change.visible !== undefined
          ? change.visible
            ? 'servers.show'
            : 'servers.hide'
          : 'servers.update';
      await audit.record(
        actor,
        { action, target: `server:${slug}`, before: auditedSettings(before), after: auditedSettings(row) },
        tx,
      );
      return row;
    });
    return present(after, await this.options.rconTargets.of(after.id));
  }

  /** The listed servers first, in the order given; the rest keep their order after them. */
  async reorder(actor: AuditActor, slugs: string[]): Promise<StaffGameServerEntry[]> {
    const { db, audit } = this.options;
    if (new Set(slugs).size !== slugs.length)
      throw new AppError('VALIDATION_FAILED', {
        ru: 'Сервер указан в списке дважды',
        en: 'A server is listed twice',
      });
    const rows = await db.select().from(gameServers).orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const unknown = slugs.find((slug) => !bySlug.has(slug));
    if (unknown !== undefined) throw this.missing(unknown);
    const order = [...slugs, ...rows.map((row) => row.slug).filter((slug) => !slugs.includes(slug))];
    await db.transaction(async (tx) => {
      for (const [index, slug] of order.entries()) {
        const sortOrder = (index + 1) * 10;
        if (bySlug.get(slug)?.sortOrder === sortOrder) continue;
        await tx.update(gameServers).set({ sortOrder }).where(eq(gameServers.slug, slug));
      }
      await audit.record(
        actor,
        { action: 'servers.order', before: rows.map((row) => row.slug), after: order },
        tx,
      );
    });
    return this.list();
  }

  /**
   * Retires a server for good: it leaves the site and the monitoring, its token stops working, and its
   * history, purchases and grants stay where they are.
   */
  async retire(actor: AuditActor, slug: string): Promise<StaffGameServerEntry> {
    const { db, audit, clock } = this.options;
    const before = await this.require(slug);
    if (before.retiredAt !== null) throw retired();
    const after = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(gameServers)
        .set({ retiredAt: clock(), visible: false, tokenHash: null })
        .where(eq(gameServers.id, before.id))
        .returning();
      if (row === undefined) throw this.missing(slug);
      await audit.record(
        actor,
        { action: 'servers.retire', target: `server:${slug}`, before: auditedSettings(before) },
        tx,
      );
      return row;
    });
    return present(after, await this.options.rconTargets.of(after.id));
  }

  async setRcon(actor: AuditActor, slug: string, input: RconTargetInput): Promise<StaffGameServerEntry> {
    const { rconTargets, audit, allowPrivate } = this.options;
    const server = await this.require(slug);
    if (server.retiredAt !== null) throw retired();
    const host = rconHost(input.host, allowPrivate);
    const before = await rconTargets.of(server.id);
    const saved = await rconTargets.save(server.id, { ...input, host });
    if (saved === null)
      throw new AppError(
        'VALIDATION_FAILED',
        { ru: 'Укажите пароль RCON', en: 'Give the RCON password' },
        { field: 'password' },
      );
    await audit.record(actor, {
      action: 'servers.rcon.set',
      target: `server:${slug}`,
      before: before === undefined ? null : present(server, before).rcon,
      // Whether the password changed, never the password.
      after: { ...present(server, saved).rcon, passwordChanged: input.password !== undefined },
    });
    return present(server, saved);
  }

  async removeRcon(actor: AuditActor, slug: string): Promise<StaffGameServerEntry> {
    const { rconTargets, audit } = this.options;
    const server = await this.require(slug);
    const before = await rconTargets.of(server.id);
    if (before !== undefined) {
      await rconTargets.remove(server.id);
      await audit.record(actor, {
        action: 'servers.rcon.remove',
        target: `server:${slug}`,
        before: present(server, before).rcon,
      });
    }
    return present(server, undefined);
  }

  /** Pings the status address and opens RCON (no command), both at once; changes nothing. */
  async testConnection(slug: string): Promise<ConnectionTestResult> {
    const server = await this.require(slug);
    const options = { ...this.options.connectionTest, allowPrivate: this.options.allowPrivate };
    const [ping, rcon] = await Promise.all([
      testPing(server.statusAddress, options),
      this.options.rconTargets.of(server.id).then((target) => testRcon(target, options)),
    ]);
    return { ping, rcon };
  }

  private async require(slug: string): Promise<GameServerRow> {
    const [row] = await this.options.db.select().from(gameServers).where(eq(gameServers.slug, slug));
    if (row === undefined) throw this.missing(slug);
    return row;
  }

  private missing(slug: string): AppError {
    return new AppError('NOT_FOUND', {
      ru: `Игрового сервера «${slug}» нет`,
      en: `No game server '${slug}'`,
    });
  }

  private async nextSortOrder(): Promise<number> {
    const rows = await this.options.db.select({ sortOrder: gameServers.sortOrder }).from(gameServers);
    return rows.reduce((top, row) => Math.max(top, row.sortOrder), 0) + 10;
  }
}
