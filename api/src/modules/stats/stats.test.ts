import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { gameServers } from '../../db/schema/servers.js';
import { siteBans } from '../../db/schema/siteBans.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { type GameEvent, IngestService } from '../gameStats/index.js';
import { TopRanks } from './topRanks.js';

let t: TestApp;
let ranks: TopRanks;
const now = new Date('2033-04-20T12:00:00Z');

async function signIn(login: string, password: string): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password, recaptcha: '' },
  });
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}

function session(id: string, nickname: string, start: string, end: string): GameEvent[] {
  return [
    { id: `${id}-j`, type: 'join', at: start, player: { nickname } },
    { id: `${id}-l`, type: 'leave', at: end, player: { nickname } },
  ];
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the body it expects
const get = <T>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } }).then((response) => ({
    status: response.statusCode,
    body: response.json<T>(),
  }));

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(now);
  const ingest = new IngestService(t.database.db, () => now);
  const [hitech] = await t.database.db.select().from(gameServers).where(eq(gameServers.slug, 'hitech'));
  const [sky] = await t.database.db
    .select()
    .from(gameServers)
    .where(eq(gameServers.slug, 'techno-magic-sky'));
  if (hitech === undefined || sky === undefined) throw new Error('seed servers missing');
  await ingest.ingest(hitech, [
    ...session('a', 'steve', '2033-04-20T08:00:00Z', '2033-04-20T11:00:00Z'),
    ...session('b', 'Builder_Bob', '2033-04-19T08:00:00Z', '2033-04-19T09:00:00Z'),
    ...session('c', 'admin', '2033-04-20T10:00:00Z', '2033-04-20T10:30:00Z'),
    {
      id: 'k1',
      type: 'counters',
      at: '2033-04-20T09:00:00Z',
      player: { nickname: 'steve' },
      counters: { mobsKilled: 12 },
    },
    {
      id: 'ban1',
      type: 'ban',
      at: '2033-04-18T00:00:00Z',
      player: { nickname: 'Builder_Bob' },
      ban: { banId: '1', by: 'admin', reason: 'X-ray', end: '2033-05-18T00:00:00Z' },
    },
  ]);
  await ingest.ingest(sky, session('d', 'Builder_Bob', '2033-03-01T08:00:00Z', '2033-03-01T18:00:00Z'));
  // The tops show the ranks of the last refresh (a periodic job, off in tests): rank what was reported.
  ranks = new TopRanks(t.database.db);
  await ranks.refresh();
});
afterAll(async () => {
  await t.close();
});

describe('tops', () => {
  it('ranks by time played, globally and per server, and by coins', async () => {
    const global = await get<{ items: { nickname: string; value: number; rank: number }[]; total: number }>(
      '/api/user/top/global/online',
    );
    expect(global.body.items.map((item) => [item.nickname, item.value])).toEqual([
      ['Builder_Bob', 11 * 3600],
      ['steve', 3 * 3600],
      ['admin', 1800],
    ]);
    const hitech = await get<{ items: { nickname: string; value: number }[] }>(
      '/api/user/top/server/online/hitech',
    );
    expect(hitech.body.items.map((item) => [item.nickname, item.value])).toEqual([
      ['steve', 3 * 3600],
      ['Builder_Bob', 3600],
      ['admin', 1800],
    ]);
    const coins = await get<{ items: { nickname: string; value: number }[] }>(
      '/api/user/top/global/coins?pageSize=1',
    );
    expect(coins.body.items).toEqual([{ rank: 1, nickname: 'steve', value: 120 }]);
    expect((await get('/api/user/top/server/online/no-such')).status).toBe(404);
    expect((await get('/api/user/top/global/wealth')).status).toBe(400);
  });
});

describe('profiles', () => {
  it('answers 404 for an unknown nickname and serves players without an account', async () => {
    const unknown = await get<{ error_code: number; details: { description: string } }>(
      '/api/user/profile/Nobody_Here',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.description).toBe('Player not found');
    const bob = await get<{ hasAccount: boolean; hours: { total: number } }>('/api/user/profile/builder_bob');
    expect(bob.body).toMatchObject({ hasAccount: false, hours: { total: 11 } });
  });

  it('hides last online when the player chose to', async () => {
    const visible = await get<{ lastOnline: string | null }>('/api/user/profile/steve');
    expect(visible.body.lastOnline).toBe('2033-04-20T11:00:00.000Z');
    // Through the cabinet, as a player does: the write also empties the api's memory of public answers.
    const hide = await t.app.inject({
      method: 'POST',
      url: '/api/user/privacy/hide',
      headers: await signIn('steve', 'steve-demo-1'),
      payload: { hide: true },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await get<{ lastOnline: string | null; lastOnlineHidden: boolean }>(
      '/api/user/profile/steve',
    );
    expect(hidden.body).toMatchObject({ lastOnline: null, lastOnlineHidden: true });
    const team = await get<{ members: { nickname: string; secondsToday: number }[] }>('/api/team');
    expect(team.body.members).toEqual([expect.objectContaining({ nickname: 'admin', secondsToday: 1800 })]);
  });

  it('serves statistics, playtime by period and by range', async () => {
    const statistics = await get<{ counters: { mobsKilled: number }; hours: { month: number } }>(
      '/api/user/profile/statistics/steve/hitech',
    );
    expect(statistics.body).toMatchObject({ counters: { mobsKilled: 12 }, hours: { month: 3 } });
    const playtime = await get<{ resolution: string; points: { at: string; hours: number }[] }>(
      '/api/user/profile/playtime/Builder_Bob?period=3m',
    );
    expect(playtime.body).toEqual(
      expect.objectContaining({
        resolution: 'day',
        points: [
          { at: '2033-03-01', hours: 10 },
          { at: '2033-04-19', hours: 1 },
        ],
      }),
    );
    const monthly = await get<{ points: { at: string; hours: number }[] }>(
      '/api/user/profile/playtime-range/Builder_Bob?resolution=month&from=2033-01-01&to=2033-12-31',
    );
    expect(monthly.body.points).toEqual([
      { at: '2033-03-01', hours: 10 },
      { at: '2033-04-01', hours: 1 },
    ]);
  });

  it('shows coins (amount = received - spent) and places that match the tops, per server', async () => {
    type Scoped = {
      coins: { amount: number; received: number; spent: number };
      places: { online: number | null; coins: number | null; likes: number | null };
    };
    const all = await get<Scoped>('/api/user/profile/statistics/steve');
    expect(all.body.coins.amount).toBe(120);
    expect(all.body.coins.received - all.body.coins.spent).toBe(all.body.coins.amount);
    // steve is second by time played over all servers, first on HiTech; nobody likes him (no place).
    expect(all.body.places).toMatchObject({ online: 2, coins: 1, likes: null });
    const hitech = await get<Scoped>('/api/user/profile/statistics/steve/hitech');
    expect(hitech.body.places.online).toBe(1);
    const sky = await get<Scoped>('/api/user/profile/statistics/steve/techno-magic-sky');
    expect(sky.body.places).toMatchObject({ online: null, coins: null });
    // Every player's place is the rank the top itself gives them.
    const top = await get<{ items: { nickname: string; rank: number }[] }>('/api/user/top/global/online');
    for (const entry of top.body.items) {
      const own = await get<Scoped>(`/api/user/profile/statistics/${entry.nickname}`);
      expect(own.body.places.online).toBe(entry.rank);
    }
    const bob = await get<Scoped>('/api/user/profile/statistics/Builder_Bob');
    expect(bob.body.coins).toEqual({ amount: 0, received: 0, spent: 0 });
  });

  it('takes one like per signed-in player, with unlike', async () => {
    const editor = await signIn('editor', 'editor-demo-1');
    const like = (value: boolean, headers = editor) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/profile/like',
        headers,
        payload: { nickname: 'Builder_Bob', like: value },
      });
    expect((await like(true, {})).statusCode).toBe(401);
    expect((await like(true)).json()).toEqual({ likes: 1, likedByMe: true });
    expect((await like(true)).json()).toEqual({ likes: 1, likedByMe: true });
    // The profile counts the like at once; the top once the ranks are refreshed.
    await ranks.refresh();
    const top = await get<{ items: { nickname: string; value: number }[] }>('/api/user/top/global/likes');
    expect(top.body.items[0]).toMatchObject({ nickname: 'Builder_Bob', value: 1 });
    expect((await like(false)).json()).toEqual({ likes: 0, likedByMe: false });
  });
});

describe('search, bans and monitoring', () => {
  it('needs at least four characters', async () => {
    const short = await get<{ details: { description: string } }>('/api/user/search?query=bui');
    expect(short.status).toBe(400);
    expect(short.body.details.description).toBe('Enter at least four characters');
    const found = await get<{ items: { nickname: string }[] }>('/api/user/search?query=ilder');
    expect(found.body.items).toEqual([{ nickname: 'Builder_Bob', hasAccount: false }]);
  });

  it('lists bans to signed-in players only, with search', async () => {
    expect((await get('/api/ban/list')).status).toBe(401);
    const steve = await signIn('steve', 'steve-demo-1');
    const list = await get<{
      total: number;
      items: { nickname: string; active: boolean; permanent: boolean }[];
    }>('/api/ban/list?search=x-ray', steve);
    expect(list.body).toMatchObject({
      total: 1,
      items: [{ nickname: 'Builder_Bob', active: true, permanent: false }],
    });
    expect((await get<{ total: number }>('/api/ban/list?search=nothing', steve)).body.total).toBe(0);
  });

  it('serves monitoring and statistics', async () => {
    const monitoring = await get<{ servers: { server: { slug: string; tps: number } }[] }>(
      '/api/server/monitoring',
    );
    expect(monitoring.body.servers).toHaveLength(4);
    expect(monitoring.body.servers[0]?.server.tps).toBe(20);
    const { records } = (await get<{ records: Record<string, unknown> }>('/api/server/monitoring')).body;
    expect(Object.keys(records).sort()).toEqual([
      'onlineCurrent',
      'onlineDay',
      'onlineMax',
      'timeOnlineDay',
      'timeOnlineMax',
    ]);
    const statistics = await get<{ players: number; playersToday: number; activeBans: number }>(
      '/api/server/statistics?server=hitech',
    );
    expect(statistics.body).toMatchObject({ players: 3, playersToday: 2, activeBans: 1 });
    const network = async () => (await get<{ activeBans: number }>('/api/server/statistics')).body.activeBans;
    const gameBansOnly = await network();
    const [editor] = await t.database.db.select().from(users).where(eq(users.login, 'editor'));
    if (editor === undefined) throw new Error('seed user missing');
    // A site ban has no server: the network's figure counts it, a server's does not; a lifted one neither.
    await t.database.db.insert(siteBans).values([
      { userId: editor.id, reason: 'spam', startsAt: now },
      { userId: editor.id, reason: 'old', startsAt: now, liftedAt: now },
    ]);
    // Written past the api, as a test does: shown once the public answer cache's lifetime is over.
    t.setNow(new Date(now.getTime() + 3000));
    expect(await network()).toBe(gameBansOnly + 1);
    expect((await get<{ activeBans: number }>('/api/server/statistics?server=hitech')).body.activeBans).toBe(
      1,
    );
    await t.database.db.delete(siteBans);
    t.setNow(now);
    const server = await get<{ server: { name: string } }>('/api/server?server=HiTech&full=true');
    expect(server.body.server.name).toBe('HiTech');
  });
});
