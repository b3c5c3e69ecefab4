import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries, storeDeliveryEvents, storeRconTargets } from '../../db/schema/store.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { DeliveryOutbox } from './deliveryOutbox.js';
import { createRconServer, type RconServerOptions } from './rcon/rconServer.js';
import { pushOverRcon } from './rconPusher.js';

let t: TestApp;
let serverId = 0;
let now = new Date('2026-11-26T12:00:00Z');
let outbox: DeliveryOutbox;
const started: { close: () => Promise<void> }[] = [];
const COINS = 'eco give Steve 5';

beforeAll(async () => {
  t = await createTestApp();
  const [server] = await t.database.db.select().from(gameServers).where(eq(gameServers.slug, 'magic-rpg'));
  serverId = server?.id ?? 0;
  outbox = new DeliveryOutbox(t.database.db, () => now);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.delete(storeRconTargets);
  await t.database.db.delete(storeDeliveries);
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

/** A game server plus its RCON settings row; the timeout is scaled down (1 s here, 5 s by default). */
async function gameServer(options: Partial<RconServerOptions> = {}, target: { maxAttempts?: number } = {}) {
  const rcon = createRconServer({ password: 'secret', ...options });
  started.push(rcon);
  const port = await rcon.listen();
  await t.database.db.insert(storeRconTargets).values({
    serverId,
    host: '127.0.0.1',
    port,
    password: 'secret',
    timeoutMs: 1000,
    maxAttempts: target.maxAttempts ?? 10,
  });
  return rcon;
}

/** Queues each command a second after the previous one, so they go out in this order. */
async function queue(...commands: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const command of commands) {
    ids.push(
      ...(await outbox.enqueue(t.database.db, [
        { serverId, userId: 1, player: 'Steve', kind: 'coins', command },
      ])),
    );
    now = new Date(now.getTime() + 1000);
  }
  return ids;
}

async function delivery(id: string) {
  const [row] = await t.database.db.select().from(storeDeliveries).where(eq(storeDeliveries.id, id));
  const events = await t.database.db
    .select()
    .from(storeDeliveryEvents)
    .where(eq(storeDeliveryEvents.deliveryId, id))
    .orderBy(storeDeliveryEvents.id);
  return { state: row?.state, attempts: row?.attempts, events: events.map((event) => event.event) };
}

/** Pushes as the job does, moving the clock past the lease between rounds (a retry is due each time). */
async function pushRounds(rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    await pushOverRcon(t.database.db, outbox, 60);
    now = new Date(now.getTime() + 61_000);
  }
}

describe('RCON push: a command is never run twice by the api', () => {
  it('slow answer (beyond the timeout): ran once, uncertain, never sent again', async () => {
    const rcon = await gameServer({ behaviour: () => ({ kind: 'answerAfter', ms: 1500 }) });
    const [id = ''] = await queue(COINS);
    await pushRounds(4);
    expect(rcon.timesRun(COINS)).toBe(1);
    expect(await delivery(id)).toEqual({
      state: 'uncertain',
      attempts: 1,
      events: ['created', 'rcon_uncertain'],
    });
  });

  it('connection dropped after the command ran: ran once, uncertain; the rest of the batch runs once later', async () => {
    const rcon = await gameServer({
      behaviour: (command, times) =>
        command === 'lp user Steve parent add vip' && times === 1
          ? { kind: 'dropAfterRunning' }
          : { kind: 'answer' },
    });
    const [first = '', dropped = '', after = ''] = await queue(
      'say 1',
      'lp user Steve parent add vip',
      COINS,
    );
    await pushRounds(3);
    expect(rcon.executed).toEqual(['say 1', 'lp user Steve parent add vip', COINS]);
    expect((await delivery(first)).state).toBe('done');
    expect(await delivery(dropped)).toMatchObject({ state: 'uncertain', attempts: 1 });
    expect(await delivery(after)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('wrong password: nothing written, retried; once the password is right it runs exactly once', async () => {
    const rcon = await gameServer();
    await t.database.db.update(storeRconTargets).set({ password: 'old' });
    const [id = ''] = await queue(COINS);
    await pushRounds(2);
    expect(rcon.timesRun(COINS)).toBe(0);
    expect(await delivery(id)).toMatchObject({ state: 'leased', attempts: 2 });
    await t.database.db.update(storeRconTargets).set({ password: 'secret' });
    await pushRounds(3);
    expect(rcon.timesRun(COINS)).toBe(1);
    expect(await delivery(id)).toEqual({
      state: 'done',
      attempts: 3,
      events: ['created', 'rcon_failed', 'rcon_failed', 'rcon_sent'],
    });
  });

  it('server down, then up: retried after the lease and run exactly once', async () => {
    const rcon = await gameServer();
    await rcon.close();
    const [id = ''] = await queue(COINS);
    expect(await pushOverRcon(t.database.db, outbox, 60)).toEqual({ sent: 0, failed: 1 });
    // Within the lease nothing is tried again, even with the server back.
    await rcon.restart();
    expect(await pushOverRcon(t.database.db, outbox, 60)).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 61_000);
    expect(await pushOverRcon(t.database.db, outbox, 60)).toEqual({ sent: 1, failed: 0 });
    await pushRounds(2);
    expect(rcon.timesRun(COINS)).toBe(1);
    expect(await delivery(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('attempts are capped: a server down for good fails the delivery for staff, and it is not run later', async () => {
    const rcon = await gameServer({}, { maxAttempts: 3 });
    await rcon.close();
    const [id = ''] = await queue(COINS);
    await pushRounds(5);
    expect(await delivery(id)).toEqual({
      state: 'failed',
      attempts: 3,
      events: ['created', 'rcon_failed', 'rcon_failed', 'rcon_failed', 'failed'],
    });
    await rcon.restart();
    await pushRounds(2);
    expect(rcon.timesRun(COINS)).toBe(0);
  });

  it('a command left sending by an api that stopped is counted uncertain, not resent', async () => {
    const rcon = await gameServer();
    const [id = ''] = await queue(COINS);
    await t.database.db
      .update(storeDeliveries)
      .set({ state: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() - 1) })
      .where(eq(storeDeliveries.id, id));
    await pushRounds(2);
    expect(rcon.timesRun(COINS)).toBe(0);
    expect(await delivery(id)).toMatchObject({ state: 'uncertain', events: ['created', 'rcon_uncertain'] });
  });
});
