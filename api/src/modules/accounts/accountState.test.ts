import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { siteBans } from '../../db/schema/siteBans.js';
import { mergePermissionTrees } from '../../platform/auth/permissions.js';
import { UsersRepository } from '../../platform/identity/users.repository.js';
import { Ledger } from '../../platform/ledger/Ledger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { BanState } from '../bans/index.js';
import { AccountStates } from './accountState.js';

// Issue 32: the auth state and the cabinet are one read (accountState.ts). Its bans go through the rule
// of modules/bans (banRule.ts) as BanState's do; these tests hold both to a model of the rule written out
// here, and the one read to the answers of the reads it replaced.

const NOW = new Date('2032-05-01T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
let steve: number;
let servers: number[];
let player: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'steve'));
  if (!row) throw new Error('no demo player steve');
  steve = row.id;
  servers = (await db.select({ id: gameServers.id }).from(gameServers)).map((server) => server.id);
  const [created] = await db
    .insert(gamePlayers)
    .values({ nickname: 'steve', userId: steve, firstSeenAt: NOW })
    .returning({ id: gamePlayers.id });
  if (!created) throw new Error('no game player');
  player = created.id;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A ban as the property draws it: ends in days from now (null: never), lifted or not. */
const banArbitrary = fc.record({
  endsInDays: fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
  lifted: fc.boolean(),
  permanent: fc.boolean(),
  server: fc.nat(),
});
type DrawnBan = typeof banArbitrary extends fc.Arbitrary<infer T> ? T : never;

const endsAt = (ban: DrawnBan) =>
  ban.endsInDays === null ? null : new Date(NOW.getTime() + ban.endsInDays * DAY_MS + 1000);

/**
 * docs/product.md "Bans and the paid unban", written out for the drawn bans: a ban holds while it is not
 * lifted and not past its end, and a game ban the server marked permanent holds past any end; of the
 * site bans only the newest that holds counts (a site ban without an end is permanent); the price is
 * 1000 ₽ when one that counts is permanent, else 300 ₽.
 */
function expectedBan(site: DrawnBan[], game: DrawnBan[]): { isBanned: boolean; unbanPrice: number } {
  const holds = (ban: DrawnBan) => !ban.lifted && (ban.endsInDays === null || ban.endsInDays >= 0);
  const gameHolds = (ban: DrawnBan) => holds(ban) || (!ban.lifted && ban.permanent);
  const newestSite = site.filter(holds).at(-1);
  const counted = [
    ...(newestSite === undefined ? [] : [{ permanent: newestSite.endsInDays === null }]),
    ...game.filter(gameHolds).map((ban) => ({ permanent: ban.permanent || ban.endsInDays === null })),
  ];
  if (counted.length === 0) return { isBanned: false, unbanPrice: 0 };
  return { isBanned: true, unbanPrice: counted.some((ban) => ban.permanent) ? 1000 : 300 };
}

async function replaceBans(site: DrawnBan[], game: DrawnBan[]): Promise<void> {
  const { db } = t.database;
  await db.delete(siteBans).where(eq(siteBans.userId, steve));
  await db.delete(gameBans).where(eq(gameBans.playerId, player));
  for (const ban of site) {
    await db.insert(siteBans).values({
      userId: steve,
      reason: 'property',
      startsAt: new Date(NOW.getTime() - 40 * DAY_MS),
      endsAt: endsAt(ban),
      liftedAt: ban.lifted ? NOW : null,
    });
  }
  for (const [index, ban] of game.entries()) {
    await db.insert(gameBans).values({
      serverId: servers[ban.server % servers.length] ?? 0,
      externalId: `property-${index}`,
      playerId: player,
      reason: 'property',
      bannedBy: 'console',
      startsAt: new Date(NOW.getTime() - 40 * DAY_MS),
      endsAt: endsAt(ban),
      permanent: ban.permanent,
      liftedAt: ban.lifted ? NOW : null,
    });
  }
}

describe('the account state read', () => {
  it('answers the bans by the rule, as the bans module does, whatever bans the player has', async () => {
    const states = new AccountStates(t.database.db, () => NOW);
    const bans = new BanState(t.database.db, () => NOW);
    await fc.assert(
      fc.asyncProperty(
        fc.array(banArbitrary, { maxLength: 3 }),
        fc.array(banArbitrary, { maxLength: 3 }),
        async (site, game) => {
          await replaceBans(site, game);
          const expected = expectedBan(site, game);
          expect((await states.of(steve))?.ban).toEqual(expected);
          expect(await bans.summary(steve)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
    await replaceBans([], []);
  });

  it('answers the balances, groups and permissions of the ledger and the users', async () => {
    const { db } = t.database;
    const state = await new AccountStates(db, () => NOW).of(steve);
    const repository = new UsersRepository(db);
    const balances = await new Ledger(db).balances(steve);
    expect(state).toMatchObject({ balanceKopecks: balances.balanceKopecks, coins: balances.coins });
    expect(state?.user).toEqual(await repository.findById(steve));
    expect(state?.groups.map((group) => group.name).sort()).toEqual(
      (await repository.groupNames(steve)).sort(),
    );
    expect(mergePermissionTrees(state?.groups.map((group) => group.permissions) ?? [])).toEqual(
      mergePermissionTrees(await repository.permissionTrees(steve)),
    );
    expect(await new AccountStates(db, () => NOW).of(999_999)).toBeNull();
  });

  it('is the one read of GET /api/cabinet after the session check', async () => {
    const headers = await signIn(t.app, 'steve');
    const reads = [
      vi.spyOn(UsersRepository.prototype, 'findById'),
      vi.spyOn(UsersRepository.prototype, 'groupNames'),
      vi.spyOn(UsersRepository.prototype, 'permissionTrees'),
      vi.spyOn(Ledger.prototype, 'balances'),
      vi.spyOn(BanState.prototype, 'summary'),
    ];
    const state = vi.spyOn(AccountStates.prototype, 'of');
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers });
    expect(cabinet.statusCode).toBe(200);
    expect(cabinet.json()).toMatchObject({ data: { login: 'steve' }, groups: ['player'] });
    expect(state).toHaveBeenCalledTimes(1);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });
});
