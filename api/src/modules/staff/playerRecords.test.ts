import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { payments } from '../../db/schema/ledger.js';
import { gameServers } from '../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';

let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => t.close());

const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });
const ban = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/staff/players/steve/ban', headers: admin, payload });

async function idOf(login: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row?.id ?? 0;
}

describe("a player's records for staff", () => {
  it('are refused to a player without staff.players.view', async () => {
    const response = await get(steve, '/api/staff/players/steve/records');
    expect(response.statusCode).toBe(403);
    expect((await get(admin, '/api/staff/players/nobody-here/records')).statusCode).toBe(404);
  });

  it("list the player's role per server, purchase, top-up, delivery and game ban", async () => {
    const roles = await get(steve, '/api/store/roles?server=hitech');
    const vip = roles.json<{ roles: { id: number }[] }>().roles[0]?.id ?? 0;
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/store/buy',
      headers: { ...steve, 'x-idempotency-key': randomUUID() },
      payload: { roleId: vip, period: 'month', mode: 'extend' },
    });
    expect(bought.statusCode).toBe(200);
    const userId = await idOf('steve');
    const now = new Date();
    await t.database.db.insert(payments).values({
      id: 'pay-staff-card',
      userId,
      provider: 'test',
      method: 'sbp',
      amountKopecks: 30_000,
      status: 'succeeded',
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
    });
    const [server] = await t.database.db.select().from(gameServers).where(eq(gameServers.slug, 'hitech'));
    const [player] = await t.database.db
      .insert(gamePlayers)
      .values({ nickname: 'steve', userId, firstSeenAt: now })
      .returning();
    await t.database.db.insert(gameBans).values({
      serverId: server?.id ?? 0,
      externalId: 'plugin-1',
      playerId: player?.id ?? 0,
      reason: 'x-ray',
      bannedBy: 'Console',
      startsAt: now,
      permanent: true,
    });

    const response = await get(admin, '/api/staff/players/steve/records');
    expect(response.statusCode).toBe(200);
    const records = response.json<Record<string, unknown[]>>();
    expect(records.roles).toHaveLength(1);
    expect(records.roles?.[0]).toMatchObject({ server: 'hitech', role: { en: 'VIP' }, active: true });
    expect(records.purchases).toEqual([expect.objectContaining({ kind: 'role', paidKopecks: 14_900 })]);
    expect(records.payments).toEqual([
      expect.objectContaining({ id: 'pay-staff-card', status: 'succeeded', amountKopecks: 30_000 }),
    ]);
    expect(records.deliveries).toEqual([expect.objectContaining({ kind: 'role', state: 'pending' })]);
    expect(records.gameBans).toEqual([
      expect.objectContaining({ reason: 'x-ray', permanent: true, active: true, bannedBy: 'Console' }),
    ]);
  });
});

describe('a site ban', () => {
  it('refuses an empty duration and days together with forever, translated', async () => {
    for (const payload of [{ reason: 'spam in chat' }, { reason: 'spam in chat', days: null }]) {
      const refused = await ban(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: { field: 'days' } });
    }
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/staff/players/steve/ban',
      headers: { ...admin, 'accept-language': 'ru' },
      payload: { reason: 'spam in chat', days: 3, forever: true },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ details: { description: 'Выберите что-то одно: дни или навсегда' } });
    const detail = await get(admin, '/api/staff/players/steve');
    expect(detail.json<{ bans: unknown[] }>().bans).toEqual([]);
  });

  it('bans for good only when forever is chosen, and for the days given otherwise', async () => {
    const forever = await ban({ reason: 'spam in chat', forever: true });
    expect(forever.json()).toMatchObject({ bans: [{ permanent: true, active: true }] });
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/players/steve/unban',
      headers: admin,
      payload: { reason: 'appeal accepted' },
    });
    const days = await ban({ reason: 'spam in chat', days: 3, forever: false });
    expect(days.json()).toMatchObject({ bans: [{ permanent: false, active: true }, { active: false }] });
  });
});
