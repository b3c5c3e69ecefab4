import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { DAY_MS } from './storeRules.js';
import { fundedPlayer } from './testing/fundedPlayer.js';

// Issue 29: a wipe in the past was accepted silently, a wipe could not be cancelled, and staff did not
// see the refund window or who is owed what.

let t: TestApp;
let admin: Record<string, string>;
const start = new Date('2026-08-01T12:00:00Z');
const SERVER = 'techno-magic-rpg';

interface Wipe {
  id: number;
  status: string;
  wipeAt: string;
  refundOpensAt: string;
  refundClosesAt: string;
  refundOpen: boolean;
  owedPlayers: number;
  owedKopecks: number;
  refundedPlayers: number;
  refundedKopecks: number;
  refunds: { player: string; kopecks: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => t.close());

const player = async (login: 'steve' | 'editor', kopecks: number) =>
  (await fundedPlayer(t, login, kopecks, 'wipe-staff')).headers;

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'ru', 'x-idempotency-key': randomUUID() },
    ...(payload === undefined ? {} : { payload }),
  });

const wipes = async () =>
  (await send('GET', '/api/staff/store/wipes', admin)).json<{
    wipes: (Wipe & { server: { slug: string } })[];
  }>().wipes;

async function buyVip(headers: Record<string, string>) {
  const roles = await send('GET', `/api/store/roles?server=${SERVER}`, headers);
  const vip = roles
    .json<{ roles: { id: number; slug: string }[] }>()
    .roles.find((role) => role.slug === 'vip');
  const bought = await send('POST', '/api/store/buy', headers, {
    roleId: vip?.id,
    period: 'month',
    mode: 'extend',
  });
  expect(bought.statusCode).toBe(200);
  return bought.json<{ paidKopecks: number }>().paidKopecks;
}

describe('staff schedule wipes', () => {
  it('refuses a moment in the past (or now) with a translated 400 and schedules nothing', async () => {
    t.setNow(start);
    for (const wipeAt of [new Date(start.getTime() - 1000), start]) {
      const response = await send('POST', '/api/staff/store/wipes', admin, {
        server: SERVER,
        wipeAt: wipeAt.toISOString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: { description: string } }>().details.description).toMatch(/в будущем/);
    }
    expect(await wipes()).toEqual([]);
    t.setNow(undefined);
  });
});

describe('staff cancel a wipe', () => {
  it('shows the window and totals; cancelling closes the window, keeps paid refunds listed, is audited', async () => {
    t.setNow(start);
    const steve = await player('steve', 100_000);
    const editor = await player('editor', 100_000);
    const wipeAt = new Date(start.getTime() + 10 * DAY_MS);
    const scheduled = await send('POST', '/api/staff/store/wipes', admin, {
      server: SERVER,
      wipeAt: wipeAt.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    const stevePaid = await buyVip(steve);
    const editorPaid = await buyVip(editor);
    const [before] = await wipes();
    expect(before).toMatchObject({
      status: 'scheduled',
      refundOpen: true,
      refundOpensAt: new Date(wipeAt.getTime() - 14 * DAY_MS).toISOString(),
      refundClosesAt: wipeAt.toISOString(),
      owedPlayers: 2,
      owedKopecks: stevePaid + editorPaid,
      refundedKopecks: 0,
    });

    expect((await send('POST', '/api/cabinet/refund', steve, { server: SERVER })).statusCode).toBe(200);
    const [afterRefund] = await wipes();
    expect(afterRefund).toMatchObject({
      owedPlayers: 1,
      owedKopecks: editorPaid,
      refundedPlayers: 1,
      refundedKopecks: stevePaid,
      refunds: [{ player: 'steve', kopecks: stevePaid }],
    });

    const id = before?.id ?? 0;
    expect((await send('POST', `/api/staff/store/wipes/${id}/cancel`, steve)).statusCode).toBe(403);
    t.setNow(new Date(start.getTime() + DAY_MS));
    const cancelled = await send('POST', `/api/staff/store/wipes/${id}/cancel`, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ wipes: Wipe[] }>().wipes[0]).toMatchObject({
      status: 'cancelled',
      refundOpen: false,
      refundClosesAt: new Date(start.getTime() + DAY_MS).toISOString(),
      owedPlayers: 0,
      owedKopecks: 0,
      refundedKopecks: stevePaid,
      refunds: [{ player: 'steve', kopecks: stevePaid }],
    });
    // The window is closed for everyone still owed: the cabinet offers nothing, a refund is refused.
    const preview = await send('GET', '/api/cabinet/refund', editor);
    expect(preview.json<{ servers: unknown[] }>().servers).toEqual([]);
    expect((await send('POST', '/api/cabinet/refund', editor, { server: SERVER })).statusCode).toBe(409);

    const twice = await send('POST', `/api/staff/store/wipes/${id}/cancel`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ details: { description: string } }>().details.description).toMatch(/уже отменён/);
    expect((await send('POST', '/api/staff/store/wipes/999999/cancel', admin)).statusCode).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.target, `wipe:${id}`))
      .orderBy(auditEntries.id);
    expect(audited.map((entry) => entry.action)).toEqual(['store.wipes.schedule', 'store.wipes.cancel']);
    t.setNow(undefined);
  });
});
