import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries } from '../../db/schema/store.js';
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

const post = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': 'ru' } });

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
    expect((await post(`/api/staff/store/deliveries/${id}/mark-delivered`, steve)).statusCode).toBe(403);
    const marked = await post(`/api/staff/store/deliveries/${id}/mark-delivered`, admin);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ id, state: 'done' });
    const again = await post(`/api/staff/store/deliveries/${id}/resend`, admin);
    expect(again.statusCode).toBe(200);
    const twice = await post(`/api/staff/store/deliveries/${id}/mark-delivered`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ details: { description: string } }>().details.description).toMatch(/уже решена/);
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
    const resent = await post(`/api/staff/store/deliveries/${id}/resend`, admin);
    expect(resent.statusCode).toBe(200);
    const copy = resent.json<{ id: string }>().id;
    const [original] = await t.database.db.select().from(storeDeliveries).where(eq(storeDeliveries.id, id));
    expect(original?.state).toBe('resent');
    // A second resend of the same uncertain delivery would run it a third time: refused.
    expect((await post(`/api/staff/store/deliveries/${id}/resend`, admin)).statusCode).toBe(409);
    expect((await post(`/api/staff/store/deliveries/${copy}/resend`, admin)).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `delivery:${id}`));
    expect(audit.map((entry) => [entry.action, entry.after])).toEqual([
      ['store.deliveries.resend', { resentAs: copy }],
    ]);
    expect((await post('/api/staff/store/deliveries/nope/resend', admin)).statusCode).toBe(404);
  });

  it('two staff deciding at once: exactly one wins', async () => {
    // A command of its own per attempt: copies left by an earlier attempt (a retry) must not count here.
    const command = `eco give steve 10 #${randomUUID()}`;
    const id = await deliveryIn('failed', command);
    const answers = await Promise.all([
      post(`/api/staff/store/deliveries/${id}/resend`, admin),
      post(`/api/staff/store/deliveries/${id}/mark-delivered`, admin),
      post(`/api/staff/store/deliveries/${id}/resend`, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const copies = await t.database.db
      .select()
      .from(storeDeliveries)
      .where(eq(storeDeliveries.command, command));
    expect(copies.length).toBeLessThanOrEqual(2);
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
