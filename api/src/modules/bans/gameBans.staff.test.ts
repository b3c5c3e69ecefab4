import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { auditEntries } from '../../db/schema/audit.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { ServerTokens } from '../gameStats/index.js';

let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;
let token = '';
const SERVER = 'magic-rpg';

interface BanRow {
  id: number;
  player: string;
  server: { slug: string };
  active: boolean;
  permanent: boolean;
  endsAt: string | null;
  liftedBy: string | null;
  delivery: { id: string; action: string; state: string } | null;
}

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
  token = (await new ServerTokens(t.database.db, () => new Date()).rotate(SERVER)) ?? '';
});
afterAll(async () => t.close());

/** A ban as a server's plugin reports it: a game profile and the plugin's own ban id. */
async function reportedBan(
  nickname: string,
  externalId: string,
  extra: { endsAt?: Date; userId?: number } = {},
): Promise<number> {
  const db = t.database.db;
  const [server] = await db.select().from(gameServers).where(eq(gameServers.slug, SERVER));
  const [known] = await db
    .select()
    .from(gamePlayers)
    .where(sql`lower(${gamePlayers.nickname}) = lower(${nickname})`);
  const player =
    known ??
    (
      await db
        .insert(gamePlayers)
        .values({ nickname, firstSeenAt: new Date(), userId: extra.userId ?? null })
        .returning()
    )[0];
  const [ban] = await db
    .insert(gameBans)
    .values({
      serverId: server?.id ?? 0,
      externalId,
      playerId: player?.id ?? 0,
      reason: 'x-ray',
      bannedBy: 'Console',
      startsAt: new Date(),
      permanent: true,
      endsAt: extra.endsAt ?? null,
    })
    .returning();
  return ban?.id ?? 0;
}

const list = async (query: string, headers = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/staff/game-bans${query}`, headers });
  return { status: response.statusCode, bans: response.json<{ bans?: BanRow[] }>().bans ?? [] };
};

const post = (url: string, payload?: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': 'ru' }, payload });

const claim = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api-system/deliveries/claim',
    headers: { 'x-server-token': token },
    payload: {},
  });
  return response.json<{ deliveries: { id: string; command: string; kind: string }[] }>().deliveries;
};

describe('staff see game bans', () => {
  it('lists reported bans with filters by player, server and state; only with staff.bans.manage', async () => {
    const id = await reportedBan('Griefer_One', 'plugin-1');
    expect((await list('', steve)).status).toBe(403);
    expect((await list('?player=griefer_one')).bans.map((ban) => ban.id)).toEqual([id]);
    expect((await list('?player=griefer_one&server=hitech')).bans).toEqual([]);
    expect((await list('?player=griefer_one&status=active')).bans).toHaveLength(1);
    expect((await list('?player=griefer_one&status=lifted')).bans).toEqual([]);
    expect((await list('?player=griefer_one')).bans[0]).toMatchObject({ active: true, delivery: null });
  });
});

describe('a ban the server marks permanent', () => {
  it('holds past an end it also reported, for staff, for the lift and for the player alike', async () => {
    const [account] = await t.database.db.select().from(users).where(eq(users.login, 'steve'));
    const id = await reportedBan('Steve_Alt', 'plugin-perm', {
      endsAt: new Date(Date.now() - 86_400_000),
      userId: account?.id ?? 0,
    });
    expect((await list('?player=steve_alt&status=active')).bans[0]).toMatchObject({ id, active: true });
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/ban/active', headers: steve })).json<{
        items: { source: string; server: string; permanent: boolean; endsAt: string | null }[];
        unbanPriceKopecks: number;
      }>();
    expect(await mine()).toEqual({
      items: [{ source: 'game', server: SERVER, reason: 'x-ray', permanent: true, endsAt: null }],
      unbanPriceKopecks: 100_000,
    });
    expect((await post(`/api/staff/game-bans/${id}/lift`)).statusCode).toBe(200);
    expect(await mine()).toEqual({ items: [], unbanPriceKopecks: 0 });
  });
});

describe('staff lift a game ban', () => {
  it('lifts it, queues the pardon for its server (waiting → delivered on the row) and audits it', async () => {
    const id = await reportedBan('Griefer_Two', 'plugin-2');
    const lifted = await post(`/api/staff/game-bans/${id}/lift`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json<BanRow>()).toMatchObject({
      active: false,
      liftedBy: 'admin',
      delivery: { action: 'lift', state: 'waiting' },
    });
    const deliveryId = lifted.json<BanRow>().delivery?.id ?? '';
    const claimed = await claim();
    expect(claimed.find((row) => row.id === deliveryId)).toMatchObject({
      command: 'pardon Griefer_Two',
      kind: 'unban',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api-system/deliveries/ack',
      headers: { 'x-server-token': token },
      payload: { ids: [deliveryId] },
    });
    const [row] = (await list('?player=Griefer_Two&status=lifted')).bans;
    expect(row?.delivery).toMatchObject({ id: deliveryId, state: 'delivered' });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `game-ban:${id}`));
    expect(entry).toMatchObject({ action: 'bans.game.lift', actorLogin: 'admin' });
  });

  it('refuses a second lift with a translated 409 and an unknown ban with a translated 404', async () => {
    const id = await reportedBan('Griefer_Three', 'plugin-3');
    expect((await post(`/api/staff/game-bans/${id}/lift`)).statusCode).toBe(200);
    const twice = await post(`/api/staff/game-bans/${id}/lift`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ details: { description: string } }>().details.description).toMatch(/уже снята/);
    const unknown = await post('/api/staff/game-bans/999999/lift');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ details: { description: string } }>().details.description).toMatch(
      /блокировки нет/,
    );
    expect((await post(`/api/staff/game-bans/${id}/lift`, undefined, steve)).statusCode).toBe(403);
  });
});

describe('staff issue a game ban', () => {
  const issue = (payload: Record<string, unknown>) => post('/api/staff/game-bans', payload);
  const description = (response: Awaited<ReturnType<typeof issue>>) =>
    response.json<{ details: { description: string } }>().details.description;

  it('is never forever by a missing length: no days and no "forever" is a translated 400', async () => {
    for (const payload of [
      { player: 'steve', server: SERVER, reason: 'griefing' },
      { player: 'steve', server: SERVER, reason: 'griefing', days: null },
      { player: 'steve', server: SERVER, reason: 'griefing', forever: false },
      { player: 'steve', server: SERVER, reason: 'griefing', days: 3, forever: true },
    ]) {
      const response = await issue(payload);
      expect(response.statusCode).toBe(400);
      expect(description(response)).toMatch(/навсегда/);
    }
    expect((await list('?player=steve')).bans).toEqual([]);
  });

  it('refuses an unknown player, an unknown server and a reason a console would split (translated)', async () => {
    const nobody = await issue({ player: 'nobody_here', server: SERVER, reason: 'griefing', days: 1 });
    expect(nobody.statusCode).toBe(404);
    expect(description(nobody)).toMatch(/Нет игрока/);
    const noServer = await issue({ player: 'steve', server: 'atlantis', reason: 'griefing', days: 1 });
    expect(noServer.statusCode).toBe(404);
    const split = await issue({ player: 'steve', server: SERVER, reason: 'x\nop steve', days: 1 });
    expect(split.statusCode).toBe(400);
    expect(description(split)).toMatch(/одной строкой/);
  });

  it('bans for some days on one server and queues tempban for it, audited', async () => {
    const response = await issue({ player: 'steve', server: SERVER, reason: 'griefing', days: 7 });
    expect(response.statusCode).toBe(200);
    const [ban] = response.json<{ bans: BanRow[] }>().bans;
    expect(ban).toMatchObject({
      player: 'steve',
      server: { slug: SERVER },
      active: true,
      permanent: false,
      delivery: { action: 'ban', state: 'waiting' },
    });
    const claimed = await claim();
    expect(claimed.find((row) => row.id === ban?.delivery?.id)).toMatchObject({
      command: 'tempban steve 604800s griefing',
      kind: 'ban',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `game-ban:${ban?.id ?? 0}`));
    expect(entry).toMatchObject({ action: 'bans.game.issue', actorLogin: 'admin' });
  });

  it('bans forever on every server when both are chosen explicitly, one queued ban per server', async () => {
    const servers = await t.database.db.select().from(gameServers);
    const response = await issue({ player: 'editor', server: null, reason: 'cheating', forever: true });
    expect(response.statusCode).toBe(200);
    const bans = response.json<{ bans: BanRow[] }>().bans;
    expect(bans.map((ban) => ban.server.slug).sort()).toEqual(servers.map((server) => server.slug).sort());
    for (const ban of bans) {
      expect(ban).toMatchObject({ permanent: true, endsAt: null, delivery: { state: 'waiting' } });
    }
    const mine = (await claim()).find((row) => bans.some((ban) => ban.delivery?.id === row.id));
    expect(mine?.command).toBe('ban editor cheating');
  });
});
