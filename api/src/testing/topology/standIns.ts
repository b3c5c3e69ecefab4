import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gamePlayers, playtimeDaily } from '../../db/schema/gameStats.js';
import { referralLinks } from '../../db/schema/referrals.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeRconTargets } from '../../db/schema/store.js';
import { seedDemo } from '../../db/seed/seedDemo.js';
import { createRconServer } from '../../modules/delivery/testing/index.js';
import { createSlpResponder } from '../../modules/servers/testing/index.js';

/** A game server answering Server List Ping that notes when each ping (one connection) arrived. */
export async function countingSlpServer(): Promise<{
  port: number;
  pings: number[];
  close: () => Promise<void>;
}> {
  const pings: number[] = [];
  const server = createSlpResponder({
    status: () => ({ version: '1.20.1', protocol: 763, online: 3, max: 50, motd: 'topology' }),
  });
  server.on('connection', () => pings.push(Date.now()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pings,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export const RCON_SERVER = 'magic-rpg';
const RCON_PASSWORD = 'topology-rcon';

export async function rconStandIn() {
  const rcon = createRconServer({ password: RCON_PASSWORD });
  return { rcon, port: await rcon.listen() };
}

/**
 * The demo content (accounts, store, servers), then the stand-ins in place of the demo's addresses:
 * the first servers' status addresses point at the counting SLP servers (the others are not pinged),
 * and the RCON server's target at the RCON stand-in.
 */
export async function seedTopology(
  db: Db,
  dataDir: string,
  standIns: { slpPorts: number[]; rconPort: number },
): Promise<string[]> {
  await seedDemo(db, dataDir);
  const servers = await db.select({ id: gameServers.id, slug: gameServers.slug }).from(gameServers);
  const pinged = servers.filter(({ slug }) => slug !== RCON_SERVER).slice(0, standIns.slpPorts.length);
  await db.update(gameServers).set({ statusAddress: null });
  for (const [index, server] of pinged.entries()) {
    await db
      .update(gameServers)
      .set({ statusAddress: `127.0.0.1:${String(standIns.slpPorts[index])}` })
      .where(eq(gameServers.id, server.id));
  }
  const rconServer = servers.filter(({ slug }) => slug === RCON_SERVER).map(({ id }) => id);
  await db
    .update(storeRconTargets)
    .set({ host: '127.0.0.1', port: standIns.rconPort, password: RCON_PASSWORD })
    .where(inArray(storeRconTargets.serverId, rconServer));
  return pinged.map(({ slug }) => slug);
}

/** An inviter and `count` players who came by the inviter's link, each with a game player to play as. */
export async function seedReferrals(
  db: Db,
  count: number,
): Promise<{ inviterId: number; referred: { userId: number; playerId: number }[]; serverId: number }> {
  const suffix = randomUUID().slice(0, 8);
  const now = new Date();
  const [inviter] = await db
    .insert(users)
    .values({ login: `inviter_${suffix}`, createdAt: now })
    .returning({ id: users.id });
  if (inviter === undefined) throw new Error('no inviter row');
  const referred = [];
  for (let index = 0; index < count; index += 1) {
    const login = `referral_${suffix}_${String(index)}`;
    const [user] = await db.insert(users).values({ login, createdAt: now }).returning({ id: users.id });
    if (user === undefined) throw new Error('no referral row');
    await db.insert(referralLinks).values({
      referredUserId: user.id,
      referrerUserId: inviter.id,
      code: `inviter_${suffix}`,
      createdAt: now,
    });
    const [player] = await db
      .insert(gamePlayers)
      .values({ nickname: login, userId: user.id, firstSeenAt: now })
      .returning({ id: gamePlayers.id });
    if (player === undefined) throw new Error('no game player row');
    referred.push({ userId: user.id, playerId: player.id });
  }
  const [server] = await db.select({ id: gameServers.id }).from(gameServers).limit(1);
  return { inviterId: inviter.id, referred, serverId: server?.id ?? 0 };
}

/** One more hour of play today for each player, as a game server's reports add it up. */
export async function playAnHour(db: Db, playerIds: readonly number[], serverId: number): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await db
    .insert(playtimeDaily)
    .values(playerIds.map((playerId) => ({ playerId, serverId, day, seconds: 3600 })))
    .onConflictDoUpdate({
      target: [playtimeDaily.playerId, playtimeDaily.serverId, playtimeDaily.day],
      set: { seconds: sql`${playtimeDaily.seconds} + 3600` },
    });
}
