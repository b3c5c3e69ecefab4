import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { creditBalance } from '../../platform/ledger/testing/creditBalance.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { carriedSeconds, checkTransfer, transferFee } from './roleTransferRules.js';

const now = new Date('2026-03-01T00:00:00Z');
const grant = { roleSlug: 'vip', serverId: 1, endsAt: new Date('2026-03-11T00:00:00Z'), endedEarlyAt: null };
const target = { roleId: 7, serverId: 2, slug: 'vip', onSale: true, priceMonthKopecks: 14_900 };

describe('role transfer rules', () => {
  it('charges a quarter of the month price, rounded down', () => {
    expect(transferFee({ priceMonthKopecks: 14_900 })).toBe(3725);
    expect(transferFee({ priceMonthKopecks: 14_999 })).toBe(3749);
  });

  it('allows a running role to the same role on another server only', () => {
    expect(checkTransfer({ grant, target, heldRoleIdsOnTarget: [], now })).toBeNull();
    expect(checkTransfer({ grant, target: { ...target, serverId: 1 }, heldRoleIdsOnTarget: [], now })).toBe(
      'same_server',
    );
    expect(
      checkTransfer({ grant, target: { ...target, slug: 'legend' }, heldRoleIdsOnTarget: [], now }),
    ).toBe('no_such_role');
    expect(checkTransfer({ grant, target: { ...target, onSale: false }, heldRoleIdsOnTarget: [], now })).toBe(
      'no_such_role',
    );
    expect(checkTransfer({ grant, target, heldRoleIdsOnTarget: [7], now })).toBe('already_held');
    const ended = { ...grant, endsAt: new Date('2026-02-28T00:00:00Z') };
    expect(checkTransfer({ grant: ended, target, heldRoleIdsOnTarget: [], now })).toBe('inactive');
  });

  it('carries the end over: the days left, forever stays forever', () => {
    expect(carriedSeconds(grant, now)).toBe(10 * 24 * 3600);
    expect(carriedSeconds({ endsAt: null }, now)).toBeNull();
  });
});

let t: TestApp;
let steve: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  await creditBalance(t.database.db, 1, 100_000, 'test:transfer:topup');
});
afterAll(async () => t.close());

interface Targets {
  servers: { server: { slug: string }; priceKopecks: number }[];
}
interface Cabinet {
  roles: { grantId: number; server: { slug: string }; active: boolean; endsAt: string | null }[];
  deliveries: { kind: string; server: string }[];
}

describe('cabinet/roles/transfer', () => {
  it('moves a bought role once per key: fee in the ledger, revoke on the old server, grant on the new', async () => {
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/store/roles?server=hitech',
      headers: steve,
    });
    const vip = roles.json<{ roles: { id: number }[] }>().roles[0]?.id ?? 0;
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/store/buy',
      headers: { ...steve, 'x-idempotency-key': randomUUID() },
      payload: { roleId: vip, period: 'month', mode: 'extend' },
    });
    expect(bought.statusCode).toBe(200);
    const { endsAt, balanceKopecks } = bought.json<{ endsAt: string; balanceKopecks: number }>();
    const held = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const grantId = held.json<Cabinet>().roles[0]?.grantId ?? 0;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/roles/transfer/servers?grant=${grantId}`,
      headers: steve,
    });
    expect(listed.statusCode).toBe(200);
    const targets = listed.json<Targets>().servers;
    expect(targets.map((item) => item.server.slug)).not.toContain('hitech');
    const to = targets[0];
    expect(to).toBeDefined();

    const idempotency = { 'x-idempotency-key': randomUUID() };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cabinet/roles/transfer',
        headers: { ...steve, ...idempotency },
        payload: { grantId, server: to?.server.slug },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const moved = first.json<{
      grantId: number;
      endsAt: string;
      balanceKopecks: number;
      priceKopecks: number;
    }>();
    expect(moved.endsAt).toBe(endsAt);
    expect(moved.priceKopecks).toBe(to?.priceKopecks);
    expect(moved.balanceKopecks).toBe(balanceKopecks - moved.priceKopecks);
    const retry = await send();
    expect(retry.json()).toEqual(first.json());

    const cabinet = (
      await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve })
    ).json<Cabinet>();
    expect(cabinet.roles.map((role) => role.grantId)).toEqual([moved.grantId]);
    expect(cabinet.roles[0]?.server.slug).toBe(to?.server.slug);
    expect(cabinet.deliveries.filter((row) => row.kind === 'revoke').map((row) => row.server)).toEqual([
      'hitech',
    ]);
    expect(
      cabinet.deliveries
        .filter((row) => row.kind === 'role')
        .map((row) => row.server)
        .sort(),
    ).toEqual(['hitech', to?.server.slug].sort());
    await expect(checkLedger(t.database.db)).resolves.toEqual([]);

    // The old grant ended: moving it again is refused and charges nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/roles/transfer',
      headers: { ...steve, 'x-idempotency-key': randomUUID(), 'accept-language': 'en' },
      payload: { grantId, server: 'hitech' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs the server and a key, and refuses a grant of someone else', async () => {
    const noServer = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/roles/transfer',
      headers: { ...steve, 'x-idempotency-key': randomUUID() },
      payload: { grantId: 1 },
    });
    expect(noServer.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/roles/transfer/servers?grant=999999',
      headers: steve,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
