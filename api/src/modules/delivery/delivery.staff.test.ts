import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries, storeDeliveryEvents } from '../../db/schema/store.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { DeliveryOutbox, MAX_HANDOUTS } from './deliveryOutbox.js';

let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;
let outbox: DeliveryOutbox;
let serverId = 0;

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
  outbox = new DeliveryOutbox(t.database.db, () => new Date());
  const [server] = await t.database.db.select().from(gameServers).where(eq(gameServers.slug, 'magic-rpg'));
  serverId = server?.id ?? 0;
});
afterAll(async () => t.close());

/** A delivery of steve's in the given state, as the RCON pusher leaves it. */
async function deliveryIn(state: 'uncertain' | 'failed' | 'leased', command: string): Promise<string> {
  const [id = ''] = await outbox.enqueue(t.database.db, [
    { serverId, userId: 1, player: 'steve', kind: 'coins', command },
  ]);
  await t.database.db.update(storeDeliveries).set({ state, attempts: 1 }).where(eq(storeDeliveries.id, id));
  return id;
}

/** The timeline length staff see in the list, which a decision names as the one it was made on. */
async function seenEvents(id: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(storeDeliveryEvents)
    .where(eq(storeDeliveryEvents.deliveryId, id));
  return rows.length;
}

/** A decision on delivery `id`, made on its timeline as it is now (or on `seen` events). */
async function decide(
  id: string,
  decision: 'resend' | 'mark-delivered',
  headers: Record<string, string>,
  seen?: number,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/store/deliveries/${id}/${decision}`,
    headers: { ...headers, 'accept-language': 'ru' },
    payload: { seenEventCount: seen ?? (await seenEvents(id)) },
  });
}

describe('staff decide uncertain and failed deliveries', () => {
  it('lists those that need a decision; the player sees the uncertain one as such', async () => {
    const uncertain = await deliveryIn('uncertain', 'eco give steve 5');
    const failed = await deliveryIn('failed', 'eco give steve 6');
    await deliveryIn('leased', 'eco give steve 7');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/store/deliveries?needsDecision=true',
      headers: admin,
    });
    const ids = list.json<{ deliveries: { id: string; state: string }[] }>().deliveries.map((row) => row.id);
    expect(ids.sort()).toEqual([uncertain, failed].sort());
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const mine = cabinet.json<{ deliveries: { id: string; state: string }[] }>().deliveries;
    expect(mine.find((row) => row.id === uncertain)?.state).toBe('uncertain');
  });

  it('mark delivered: store.manage only, audited, once (a second decision is a translated 409)', async () => {
    const id = await deliveryIn('uncertain', 'eco give steve 8');
    expect((await decide(id, 'mark-delivered', steve)).statusCode).toBe(403);
    const marked = await decide(id, 'mark-delivered', admin);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ id, state: 'done' });
    const again = await decide(id, 'resend', admin);
    expect(again.statusCode).toBe(200);
    const twice = await decide(id, 'mark-delivered', admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ details: { description: string } }>().details.description).toMatch(/изменилась/);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `delivery:${id}`))
      .orderBy(auditEntries.id);
    expect(entry).toMatchObject({
      action: 'store.deliveries.markDelivered',
      actorLogin: 'admin',
      targetUserId: 1,
      before: { state: 'uncertain', attempts: 1, command: 'eco give steve 8' },
      after: { state: 'done' },
    });
  });

  it('resend: closes an uncertain one as resent and queues one copy; refuses one still on its way', async () => {
    const id = await deliveryIn('uncertain', 'eco give steve 9');
    const resent = await decide(id, 'resend', admin);
    expect(resent.statusCode).toBe(200);
    const copy = resent.json<{ id: string }>().id;
    const [original] = await t.database.db.select().from(storeDeliveries).where(eq(storeDeliveries.id, id));
    expect(original?.state).toBe('resent');
    // A second resend of the same uncertain delivery would run it a third time: refused.
    expect((await decide(id, 'resend', admin)).statusCode).toBe(409);
    expect((await decide(copy, 'resend', admin)).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `delivery:${id}`));
    expect(audit.map((entry) => [entry.action, entry.after])).toEqual([
      ['store.deliveries.resend', { resentAs: copy }],
    ]);
    expect((await decide('nope', 'resend', admin, 0)).statusCode).toBe(404);
  });

  it('two staff deciding at once, in any order: exactly one wins, and the command runs at most once more', async () => {
    // Each permutation on a delivery of its own. Mark-delivered first used to leave it `done`, which a
    // resend sent at the same moment then re-ran: the timeline each decision names now refuses that.
    const orders: ('resend' | 'mark-delivered')[][] = [
      ['mark-delivered', 'resend', 'resend'],
      ['resend', 'mark-delivered', 'resend'],
      ['resend', 'resend', 'mark-delivered'],
    ];
    for (const order of orders) {
      const command = `eco give steve 10 #${randomUUID()}`;
      const id = await deliveryIn('failed', command);
      const seen = await seenEvents(id);
      const answers = await Promise.all(order.map((decision) => decide(id, decision, admin, seen)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const copies = await t.database.db
        .select()
        .from(storeDeliveries)
        .where(eq(storeDeliveries.command, command));
      const winner = order[answers.findIndex((answer) => answer.statusCode === 200)];
      expect(copies).toHaveLength(winner === 'resend' ? 2 : 1);
    }
  });

  it('a re-run of a done delivery is refused when made on a timeline that has moved on', async () => {
    const command = `eco give steve 12 #${randomUUID()}`;
    const id = await deliveryIn('uncertain', command);
    const seen = await seenEvents(id);
    expect((await decide(id, 'mark-delivered', admin, seen)).statusCode).toBe(200);
    // A second staff member, still looking at the uncertain delivery, resends it: refused.
    expect((await decide(id, 'resend', admin, seen)).statusCode).toBe(409);
    // Two deliberate re-runs of the done delivery at once: one copy.
    const now = await seenEvents(id);
    const reruns = await Promise.all([decide(id, 'resend', admin, now), decide(id, 'resend', admin, now)]);
    expect(reruns.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const copies = await t.database.db
      .select()
      .from(storeDeliveries)
      .where(eq(storeDeliveries.command, command));
    expect(copies).toHaveLength(2);
  });

  it('refuses a decision without the timeline it was made on (400, translated)', async () => {
    const id = await deliveryIn('failed', `eco give steve 13 #${randomUUID()}`);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/staff/store/deliveries/${id}/resend`,
      headers: { ...admin, 'accept-language': 'en' },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('plugin hand-outs', () => {
  it('are capped: a row never acknowledged is failed for staff, and a late acknowledgement by id still closes it', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const plugin = new DeliveryOutbox(t.database.db, () => now);
    const [id = ''] = await plugin.enqueue(t.database.db, [
      { serverId, userId: 1, player: 'steve', kind: 'coins', command: 'eco give steve 11' },
    ]);
    const handedOut: string[] = [];
    for (let round = 0; round < MAX_HANDOUTS + 2; round += 1) {
      handedOut.push(
        ...(await plugin.claim(serverId, 100, 10)).filter((row) => row.id === id).map((row) => row.id),
      );
      now = new Date(now.getTime() + 11_000);
    }
    expect(handedOut).toHaveLength(MAX_HANDOUTS);
    const [failed] = await t.database.db.select().from(storeDeliveries).where(eq(storeDeliveries.id, id));
    expect(failed?.state).toBe('failed');
    expect(await plugin.acknowledge(serverId, [id])).toEqual({
      acknowledged: [id],
      already: [],
      unknown: [],
    });
    expect(await plugin.acknowledge(serverId, [id])).toEqual({
      acknowledged: [],
      already: [id],
      unknown: [],
    });
  });
});
