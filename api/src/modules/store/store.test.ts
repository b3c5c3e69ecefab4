import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { hashPassword } from '../../platform/auth/password.js';
import { IdempotencyStore } from '../../platform/idempotency/IdempotencyStore.js';
import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { Ledger } from '../../platform/ledger/Ledger.js';
import { creditBalance } from '../../platform/ledger/testing/creditBalance.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { ServerTokens } from '../gameStats/index.js';
import { DeliveryOutbox, pushOverRcon } from '../delivery/index.js';
import { createRconServer } from '../delivery/testing/index.js';
import { storeRconTargets } from '../../db/schema/store.js';
import { gameServers } from '../../db/schema/servers.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
let steve: Record<string, string>;
let editor: Record<string, string>;
let admin: Record<string, string>;
let token = '';
const SERVER = 'hitech';

interface StoreRolesBody {
  roles: { id: number; slug: string; bestChoice: boolean; prices: { period: string; kopecks: number }[] }[];
  discountPercent: number;
}

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  editor = await signIn(t.app, 'editor');
  admin = await signIn(t.app, 'admin');
  token = (await new ServerTokens(t.database.db, () => new Date()).rotate(SERVER)) ?? '';
  // Enough balance for several purchases, entered like any money: through the ledger.
  await creditBalance(t.database.db, 1, 500_000, 'test:store:topup');
});
afterAll(async () => t.close());

const key = () => ({ 'x-idempotency-key': randomUUID() });

async function roles(headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/store/roles?server=${SERVER}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<StoreRolesBody>();
}

function buy(headers: Record<string, string>, payload: Record<string, unknown>, idempotency = key()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store/buy',
    headers: { ...headers, ...idempotency },
    payload,
  });
}

function claim(leaseSeconds = 30) {
  return t.app.inject({
    method: 'POST',
    url: '/api-system/deliveries/claim',
    headers: { 'x-server-token': token },
    payload: { leaseSeconds },
  });
}

function ack(ids: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api-system/deliveries/ack',
    headers: { 'x-server-token': token },
    payload: { ids },
  });
}

describe('catalogue', () => {
  it('lists roles with three periods, features, kits and the best choice', async () => {
    const body = await roles();
    expect(body.roles.map((role) => role.slug)).toEqual(['vip', 'premium', 'legend']);
    expect(body.roles.find((role) => role.bestChoice)?.slug).toBe('premium');
    expect(body.roles[0]?.prices.map((price) => price.period)).toEqual(['month', 'quarter', 'forever']);
    const kits = await t.app.inject({ method: 'GET', url: `/api/store/kits/${body.roles[1]?.id ?? 0}` });
    expect(
      kits.json<{ kits: { claimIntervalHours: number }[] }>().kits.map((kit) => kit.claimIntervalHours),
    ).toEqual([24, 168]);
    const features = await t.app.inject({ method: 'GET', url: `/api/store/role/features?server=${SERVER}` });
    expect(features.json<{ features: unknown[] }>().features.length).toBeGreaterThan(3);
  });

  it('answers an unknown server with a translated 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/store/roles?server=nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ details: { description: string } }>().details.description).toBe(
      'There is no such server',
    );
  });
});

describe('buying and delivering', () => {
  it('buys from the balance once per key, queues the grant and the server acknowledges it', async () => {
    const { roles: list } = await roles(steve);
    const vip = list[0]?.id ?? 0;
    const idempotency = key();
    const first = await buy(steve, { roleId: vip, period: 'month', mode: 'extend' }, idempotency);
    expect(first.statusCode).toBe(200);
    const bought = first.json<{
      paidKopecks: number;
      mode: string;
      deliveryIds: string[];
      balanceKopecks: number;
    }>();
    expect(bought).toMatchObject({ paidKopecks: 14_900, mode: 'new' });
    const again = await buy(steve, { roleId: vip, period: 'month', mode: 'extend' }, idempotency);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ balanceKopecks: number }>().balanceKopecks).toBe(bought.balanceKopecks);

    // The server dies between claim and acknowledgement: after the lease it gets the row again.
    const claimed = await claim();
    const rows = claimed.json<{ deliveries: { id: string; command: string; attempt: number }[] }>()
      .deliveries;
    expect(rows.map((row) => row.id)).toEqual(bought.deliveryIds);
    expect(rows[0]?.command).toBe(`lp user steve parent addtemp vip ${31 * 86_400}s accumulate`);
    expect((await claim()).json<{ deliveries: unknown[] }>().deliveries).toEqual([]);
    t.setNow(new Date(Date.now() + 31_000));
    const again2 = (await claim()).json<{ deliveries: { id: string; attempt: number }[] }>().deliveries;
    expect(again2).toMatchObject([{ id: rows[0]?.id, attempt: 2 }]);
    t.setNow(undefined);

    const acked = await ack([...bought.deliveryIds, 'not-ours']);
    expect(acked.json()).toEqual({ acknowledged: bought.deliveryIds, already: [], unknown: ['not-ours'] });
    // A repeated acknowledgement changes nothing.
    expect((await ack(bought.deliveryIds)).json()).toEqual({
      acknowledged: [],
      already: bought.deliveryIds,
      unknown: [],
    });
    t.setNow(new Date(Date.now() + 120_000));
    expect((await claim()).json<{ deliveries: unknown[] }>().deliveries).toEqual([]);
    t.setNow(undefined);

    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const view = cabinet.json<{
      roles: { roleName: string; active: boolean }[];
      deliveries: { state: string }[];
    }>();
    expect(view.roles).toMatchObject([{ roleName: 'VIP', active: true }]);
    expect(view.deliveries[0]?.state).toBe('done');
  });

  it('extends the same role with its discount and refuses stacking it', async () => {
    const { roles: list, discountPercent } = await roles(steve);
    expect(discountPercent).toBe(5);
    const vip = list[0]?.id ?? 0;
    const stacked = await buy(
      { ...steve, 'accept-language': 'en' },
      { roleId: vip, period: 'month', mode: 'stack' },
    );
    expect(stacked.statusCode).toBe(409);
    expect(stacked.json<{ details: { description: string } }>().details.description).toMatch(
      /only be extended/,
    );
    const extended = await buy(steve, { roleId: vip, period: 'month', mode: 'extend' });
    expect(extended.json()).toMatchObject({ mode: 'extend', paidKopecks: 14_155 });
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const [grant] = cabinet.json<{ roles: { startsAt: string; endsAt: string }[] }>().roles;
    const days = (Date.parse(grant?.endsAt ?? '') - Date.parse(grant?.startsAt ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(62);
  });

  it('stacks another role beside it; abilities and the public profile show both', async () => {
    const { roles: list } = await roles(steve);
    const premium = list[1]?.id ?? 0;
    const stacked = await buy(steve, { roleId: premium, period: 'quarter', mode: 'stack' });
    expect(stacked.json()).toMatchObject({ mode: 'stack' });
    const abilities = await t.app.inject({ method: 'GET', url: '/api/cabinet/abilities', headers: steve });
    const commands = abilities.json<{ servers: { abilities: { command: string }[] }[] }>().servers[0]
      ?.abilities;
    expect(commands?.map((item) => item.command)).toEqual(['/hat', '/fly', '/repair']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile/roles/Steve' });
    expect(profile.json<{ roles: unknown[] }>().roles).toHaveLength(2);

    // Extending into a third role replaces the held one worth most and revokes it in the game.
    const replaced = await buy(steve, { roleId: list[2]?.id ?? 0, period: 'month', mode: 'extend' });
    const body = replaced.json<{ mode: string; creditKopecks: number; deliveryIds: string[] }>();
    expect(body).toMatchObject({ mode: 'replace' });
    expect(body.creditKopecks).toBeGreaterThan(0);
    expect(body.deliveryIds).toHaveLength(2);
    const queued = (await claim()).json<{ deliveries: { command: string }[] }>().deliveries;
    expect(queued.map((row) => row.command)).toContain('lp user steve parent removetemp premium');
  });

  it('refuses a purchase beyond the balance and changes nothing', async () => {
    const { roles: list } = await roles(editor);
    const response = await buy(editor, { roleId: list[2]?.id ?? 0, period: 'forever', mode: 'extend' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error_code: number }>().error_code).toBe(14);
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: editor });
    expect(cabinet.json<{ roles: unknown[] }>().roles).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('an answer lost after the purchase committed', () => {
  it('charges once: a retry with the same key is refused, however long after', async () => {
    const [player] = await t.database.db
      .insert(users)
      .values({
        login: 'answer_lost',
        email: 'answer_lost@example.com',
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword('answer-lost-1'),
      })
      .returning({ id: users.id });
    const userId = player?.id ?? 0;
    const ledger = new Ledger(t.database.db);
    await creditBalance(t.database.db, userId, 100_000, 'test:store:answer-lost');
    const headers = await signIn(t.app, 'answer_lost', 'answer-lost-1');
    const vip = (await roles(headers)).roles[0]?.id ?? 0;
    const idempotency = key();
    // The api loses its database (or dies) between the purchase's commit and storing its answer.
    const lost = vi
      .spyOn(IdempotencyStore.prototype, 'complete')
      .mockRejectedValueOnce(new Error('the connection dropped'));
    const first = await buy(headers, { roleId: vip, period: 'month', mode: 'extend' }, idempotency);
    lost.mockRestore();
    expect(first.statusCode).toBe(500);
    const charged = (await ledger.balances(userId)).balanceKopecks;
    expect(charged).toBe(100_000 - 14_900);

    for (const wait of [0, 61_000, 3_600_000]) {
      t.setNow(new Date(Date.now() + wait));
      const retry = await buy(headers, { roleId: vip, period: 'month', mode: 'extend' }, idempotency);
      t.setNow(undefined);
      expect(retry.statusCode).toBe(409);
      expect(retry.json<{ error_code: number }>().error_code).toBe(wait === 0 ? 17 : 19);
    }
    expect((await ledger.balances(userId)).balanceKopecks).toBe(charged);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('coins to the game', () => {
  it('moves site coins to the server through the ledger and queues the payout', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/game-money/transfer',
      headers: { ...steve, ...key() },
      payload: { server: SERVER, amount: 20 },
    });
    expect(response.json()).toMatchObject({ amount: 20, coins: 100, gameCoins: 20 });
    const too = await t.app.inject({
      method: 'POST',
      url: '/api/game-money/transfer',
      headers: { ...steve, ...key(), 'accept-language': 'en' },
      payload: { server: SERVER, amount: 1000 },
    });
    expect(too.statusCode).toBe(409);
    expect(too.json<{ details: { description: string } }>().details.description).toMatch(/fewer coins/);
    const rows = (await claim()).json<{ deliveries: { command: string }[] }>().deliveries;
    expect(rows.map((row) => row.command)).toContain('eco give steve 20');
  });
});

describe('staff', () => {
  it('edits the catalogue and resends a delivery (store.manage only)', async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/api/staff/store/catalogue', headers: steve });
    expect(denied.statusCode).toBe(403);
    const catalogue = await t.app.inject({
      method: 'GET',
      url: `/api/staff/store/catalogue?server=${SERVER}`,
      headers: admin,
    });
    const vip = catalogue.json<{ roles: Record<string, unknown>[] }>().roles[0] ?? {};
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/staff/store/roles',
      headers: admin,
      payload: { ...vip, priceMonthKopecks: 19_900, bestChoice: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await roles()).roles[0]?.prices[0]?.kopecks).toBe(19_900);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/store/deliveries?player=steve',
      headers: admin,
    });
    const [latest] = list
      .json<{ deliveries: { id: string; events: { event: string }[] }[] }>()
      .deliveries.reverse();
    expect(latest?.events.map((event) => event.event)).toEqual([
      'created',
      'claimed',
      'claimed',
      'acknowledged',
    ]);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/staff/store/deliveries/${latest?.id ?? ''}/resend`,
      headers: admin,
      payload: { seenEventCount: latest?.events.length },
    });
    const copy = resent.json<{ id: string }>().id;
    expect(copy).not.toBe(latest?.id);
    const rows = (await claim()).json<{ deliveries: { id: string }[] }>().deliveries;
    expect(rows.map((row) => row.id)).toContain(copy);
  });
});

describe('RCON push for a server without a plugin', () => {
  it('runs the command over RCON and marks the delivery done; a dead server leaves it queued', async () => {
    const rcon = createRconServer({ password: 'rcon-secret' });
    const port = await rcon.listen();
    const db = t.database.db;
    const [server] = await db.select().from(gameServers).where(eq(gameServers.slug, 'magic-rpg'));
    const target = { serverId: server?.id ?? 0, host: '127.0.0.1', port, password: 'rcon-secret' };
    await db
      .insert(storeRconTargets)
      .values(target)
      .onConflictDoUpdate({ target: storeRconTargets.serverId, set: target });
    const outbox = new DeliveryOutbox(db, () => new Date());
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/store/roles?server=magic-rpg',
      headers: steve,
    });
    const vip = list.json<StoreRolesBody>().roles[0]?.id ?? 0;
    const bought = (await buy(steve, { roleId: vip, period: 'forever', mode: 'extend' })).json<{
      deliveryIds: string[];
    }>();
    expect(await pushOverRcon(db, outbox)).toEqual({ sent: 1, failed: 0 });
    expect(rcon.executed).toEqual(['lp user steve parent add vip']);
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const delivered = cabinet.json<{ deliveries: { id: string; state: string }[] }>().deliveries;
    expect(delivered.find((row) => row.id === bought.deliveryIds[0])?.state).toBe('done');
    await rcon.close();

    await t.app.inject({
      method: 'POST',
      url: '/api/game-money/transfer',
      headers: { ...steve, ...key() },
      payload: { server: 'magic-rpg', amount: 5 },
    });
    expect(await pushOverRcon(db, outbox, 10)).toEqual({ sent: 0, failed: 1 });
    const later = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    expect(later.json<{ deliveries: { state: string }[] }>().deliveries[0]?.state).toBe('leased');
  });
});

describe('bans and the paid unban', () => {
  it('shows the ban reported by a server in the auth state, sells the unban and tells the server', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api-system/server/report',
      headers: { 'x-server-token': token },
      payload: {
        events: [
          {
            id: 'ban-steve-1',
            type: 'ban',
            at: new Date().toISOString(),
            player: { nickname: 'steve' },
            ban: {
              banId: 'b-1',
              by: 'Console',
              reason: 'Spam',
              end: new Date(Date.now() + 86_400_000).toISOString(),
            },
          },
        ],
      },
    });
    expect(report.statusCode).toBe(200);
    const state = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: steve })).json<{
        managers: { ban: { isBanned: boolean; unbanPrice: number } };
        balance: number;
      }>();
    const before = await state();
    expect(before.managers.ban).toEqual({ isBanned: true, unbanPrice: 300 });
    const activeBans = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/ban/active', headers: steve })).json<{
        items: { server: string; reason: string; permanent: boolean; endsAt: string | null }[];
        unbanPriceKopecks: number;
      }>();
    const listed = await activeBans();
    expect(listed).toMatchObject({
      unbanPriceKopecks: 30_000,
      items: [{ server: SERVER, reason: 'Spam', permanent: false }],
    });
    expect(Date.parse(listed.items[0]?.endsAt ?? '')).toBeGreaterThan(Date.now());
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/ban/unban',
      headers: { ...steve, ...key() },
    });
    expect(bought.json()).toMatchObject({ servers: [SERVER], paidKopecks: 30_000 });
    const after = await state();
    expect(after.managers.ban).toEqual({ isBanned: false, unbanPrice: 0 });
    expect(await activeBans()).toEqual({ items: [], unbanPriceKopecks: 0 });
    expect(after.balance).toBe(before.balance - 300);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ban/unban',
      headers: { ...steve, ...key() },
    });
    expect(again.statusCode).toBe(409);
    const rows = (await claim()).json<{ deliveries: { command: string }[] }>().deliveries;
    expect(rows.map((row) => row.command)).toContain('pardon steve');
  });
});

describe('site bans by staff', () => {
  const state = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: steve })).json<{
      managers: { ban: { isBanned: boolean; unbanPrice: number } };
      balance: number;
    }>();
  const siteBan = (days: number | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/players/steve/ban',
      headers: admin,
      payload: { reason: 'griefing the spawn', ...(days === null ? { forever: true } : { days }) },
    });
  const banList = async (search: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/ban/list?search=${search}`, headers: steve })).json<{
      total: number;
      items: Record<string, unknown>[];
    }>();

  it('count in the auth state, the active bans and the public list, priced like game bans', async () => {
    expect((await siteBan(null)).statusCode).toBe(200);
    expect((await state()).managers.ban).toEqual({ isBanned: true, unbanPrice: 1000 });
    const active = await t.app.inject({ method: 'GET', url: '/api/ban/active', headers: steve });
    expect(active.json()).toEqual({
      unbanPriceKopecks: 100_000,
      items: [
        { source: 'site', server: 'site', reason: 'griefing the spawn', permanent: true, endsAt: null },
      ],
    });
    const listed = await banList('griefing');
    expect(listed.total).toBe(1);
    expect(listed.items).toEqual([
      expect.objectContaining({
        source: 'site',
        nickname: 'steve',
        server: '',
        bannedBy: 'admin',
        permanent: true,
        active: true,
        end: null,
      }),
    ]);
    // The game servers' bans are still listed beside it, each with its own source.
    expect((await banList('spam')).items[0]).toMatchObject({ source: 'game', reason: 'Spam', active: false });
    // Lifted by staff: no longer banned, still listed as lifted.
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/players/steve/unban',
      headers: admin,
      payload: { reason: 'appeal accepted' },
    });
    expect((await state()).managers.ban).toEqual({ isBanned: false, unbanPrice: 0 });
    expect((await banList('griefing')).items[0]).toMatchObject({ active: false });
  });

  it('are lifted by the paid unban, recorded in the audit log, with no game server told', async () => {
    expect((await siteBan(3)).statusCode).toBe(200);
    const before = await state();
    expect(before.managers.ban).toEqual({ isBanned: true, unbanPrice: 300 });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/ban/unban',
      headers: { ...steve, ...key() },
    });
    expect(bought.json()).toMatchObject({ servers: [], site: true, paidKopecks: 30_000 });
    const after = await state();
    expect(after.managers.ban).toEqual({ isBanned: false, unbanPrice: 0 });
    expect(after.balance).toBe(before.balance - 300);
    const player = await t.app.inject({ method: 'GET', url: '/api/staff/players/steve', headers: admin });
    expect(player.json<{ bans: Record<string, unknown>[] }>().bans[0]).toMatchObject({
      active: false,
      liftedBy: 'steve',
      liftReason: 'paid unban',
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?action=players.bans.lift&query=steve',
      headers: admin,
    });
    const entries = audit.json<{ entries: { actorLogin: string | null }[] }>().entries;
    expect(entries[0]).toMatchObject({ actorLogin: 'steve' });
    const deliveries = (await claim()).json<{ deliveries: { command: string }[] }>().deliveries;
    expect(deliveries.map((row) => row.command)).not.toContain('pardon steve');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('refund after a wipe', () => {
  it('returns role purchases of the last 15 days once the window opens, revoking the roles', async () => {
    const server = 'techno-magic-rpg';
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/store/roles?server=${server}`,
      headers: steve,
    });
    const vip = list.json<StoreRolesBody>().roles[0]?.id ?? 0;
    const start = Date.now();
    const wipeAt = new Date(start + 20 * 86_400_000);
    // Bought 20 days before the wipe: outside the 15 days, so not returned; the second, 14 days before, is.
    t.setNow(new Date(start));
    await buy(steve, { roleId: vip, period: 'month', mode: 'extend' });
    t.setNow(new Date(start + 6 * 86_400_000));
    const recent = (await buy(steve, { roleId: vip, period: 'month', mode: 'extend' })).json<{
      paidKopecks: number;
    }>();
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/staff/store/wipes',
      headers: admin,
      payload: { server, wipeAt: wipeAt.toISOString() },
    });
    expect(scheduled.statusCode).toBe(200);

    const preview = async (day: number) => {
      t.setNow(new Date(wipeAt.getTime() - day * 86_400_000));
      const response = await t.app.inject({ method: 'GET', url: '/api/cabinet/refund', headers: steve });
      return response.json<{
        servers: { server: { slug: string }; totalKopecks: number; items: unknown[] }[];
      }>().servers;
    };
    expect(await preview(15)).toEqual([]);
    const day14 = await preview(14);
    expect(day14).toMatchObject([{ server: { slug: server }, totalKopecks: recent.paidKopecks }]);
    expect(day14[0]?.items).toHaveLength(1);
    const day13 = await preview(13);
    expect(day13[0]?.totalKopecks).toBe(recent.paidKopecks);

    const refunded = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/refund',
      headers: { ...steve, ...key() },
      payload: { server },
    });
    expect(refunded.json()).toMatchObject({ refundedKopecks: recent.paidKopecks });
    expect(await preview(13)).toMatchObject([{ totalKopecks: 0 }]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/refund',
      headers: { ...steve, ...key() },
      payload: { server },
    });
    expect(again.statusCode).toBe(409);
    const roles = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const held = roles.json<{ roles: { server: { slug: string } }[] }>().roles;
    expect(held.filter((role) => role.server.slug === server)).toEqual([]);
    t.setNow(undefined);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
