import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries } from '../../db/schema/store.js';
import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { DAY_MS } from './storeRules.js';
import { fundedPlayer } from './testing/fundedPlayer.js';

// Issue 27, item 1: the refund before a wipe paid back purchase rows, not what the player still held
// and gave up. Each reproduction below failed on that code.

let t: TestApp;
let admin: Record<string, string>;
const start = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
}, 300_000);
afterAll(async () => t.close());

const key = () => ({ 'x-idempotency-key': randomUUID() });

const player = (login: 'steve' | 'editor', kopecks: number) =>
  fundedPlayer(t, login, kopecks, 'wipe-refund-held');

async function roleId(server: string, slug: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/store/roles?server=${server}` });
  return response.json<{ roles: { id: number; slug: string }[] }>().roles.find((role) => role.slug === slug)
    ?.id;
}

async function post(headers: Record<string, string>, url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url, headers: { ...headers, ...key() }, payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function scheduleWipe(server: string, wipeAt: Date) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/store/wipes',
    headers: admin,
    payload: { server, wipeAt: wipeAt.toISOString() },
  });
  expect(response.statusCode).toBe(200);
}

async function heldOn(headers: Record<string, string>, server: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers });
  return response
    .json<{ roles: { grantId: number; roleName: string; active: boolean; server: { slug: string } }[] }>()
    .roles.filter((role) => role.server.slug === server && role.active);
}

async function revokes(userId: number, server: string) {
  const [row] = await t.database.db.select().from(gameServers).where(eq(gameServers.slug, server));
  const rows = await t.database.db
    .select({ command: storeDeliveries.command })
    .from(storeDeliveries)
    .where(
      and(
        eq(storeDeliveries.userId, userId),
        eq(storeDeliveries.serverId, row?.id ?? 0),
        eq(storeDeliveries.kind, 'revoke'),
      ),
    );
  return rows.map((delivery) => delivery.command);
}

const balanceOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/cabinet', headers })).json<{ balance: number }>().balance;

describe('the refund before a wipe follows what the player holds', () => {
  it('pays nothing back for a role moved away from the wiped server, and pays it back where it now lives', async () => {
    const { headers, userId } = await player('steve', 200_000);
    const from = 'hitech';
    const to = 'techno-magic-sky';
    t.setNow(start);
    await scheduleWipe(from, new Date(start.getTime() + 10 * DAY_MS));
    await scheduleWipe(to, new Date(start.getTime() + 12 * DAY_MS));
    const bought = await post(headers, '/api/store/buy', {
      roleId: await roleId(from, 'vip'),
      period: 'forever',
      mode: 'extend',
    });
    expect(bought.body.paidKopecks).toBe(119_200);
    const [held] = await heldOn(headers, from);
    const moved = await post(headers, '/api/cabinet/roles/transfer', {
      grantId: held?.grantId,
      server: to,
    });
    expect(moved.status).toBe(200);
    const afterTransfer = await balanceOf(headers);

    // On the server it left: nothing is held there, so nothing comes back and the role stays where it is.
    const left = await post(headers, '/api/cabinet/refund', { server: from });
    expect(left.status).toBe(409);
    expect(await balanceOf(headers)).toBe(afterTransfer);
    expect((await heldOn(headers, to)).map((role) => role.roleName)).toEqual(['VIP']);

    // Where it lives: its price comes back (not the transfer fee) and the role is given up there.
    const lives = await post(headers, '/api/cabinet/refund', { server: to });
    expect(lives.body).toMatchObject({ refundedKopecks: 119_200 });
    expect(await heldOn(headers, to)).toEqual([]);
    expect(await revokes(userId, to)).toEqual(['lp user steve parent remove vip']);
    expect(await checkLedger(t.database.db)).toEqual([]);
    t.setNow(undefined);
  });

  it("ends the role bought with a replaced role's credit, and pays the credit back only once", async () => {
    const { headers, userId } = await player('editor', 100_000);
    const server = 'techno-magic-rpg';
    t.setNow(start);
    await scheduleWipe(server, new Date(start.getTime() + 10 * DAY_MS));
    const quarter = await post(headers, '/api/store/buy', {
      roleId: await roleId(server, 'vip'),
      period: 'quarter',
      mode: 'extend',
    });
    expect(quarter.body.paidKopecks).toBe(37_300);
    const replaced = await post(headers, '/api/store/buy', {
      roleId: await roleId(server, 'premium'),
      period: 'month',
      mode: 'extend',
    });
    expect(replaced.body).toMatchObject({ mode: 'replace', paidKopecks: 0, creditKopecks: 33_155 });
    expect((await heldOn(headers, server)).map((role) => role.roleName)).toEqual(['Premium']);

    const refunded = await post(headers, '/api/cabinet/refund', { server });
    // What was paid, once: the quarter's price (the credit it became is not paid again), and the role
    // it paid for is given up.
    expect(refunded.body).toMatchObject({ refundedKopecks: 37_300, balanceKopecks: 100_000 });
    expect(await heldOn(headers, server)).toEqual([]);
    expect(await revokes(userId, server)).toEqual([
      'lp user editor parent removetemp vip',
      'lp user editor parent removetemp premium',
    ]);
    const again = await post(headers, '/api/cabinet/refund', { server });
    expect(again.status).toBe(409);
    expect(await checkLedger(t.database.db)).toEqual([]);
    t.setNow(undefined);
  });
});
