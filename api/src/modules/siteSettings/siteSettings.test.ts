import { randomUUID } from 'node:crypto';

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import type { SiteSettings } from './siteSettings.schemas.js';

let t: TestApp;
let steve: Record<string, string>;
let editor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  editor = await signIn(t.app, 'editor');
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => t.close());

const read = async (headers = admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/staff/settings', headers });
  return { status: response.statusCode, settings: response.json<SiteSettings>() };
};

const save = (section: string, payload: object, headers = admin, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/settings/${section}`,
    headers: { ...headers, 'accept-language': language },
    payload,
  });

const fault = (response: Awaited<ReturnType<typeof save>>) => {
  const body = response.json<{ details?: { field?: string; description?: string } }>();
  return { status: response.statusCode, field: body.details?.field, text: body.details?.description };
};

const anonymousMain = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/main' });
  return response.json<{ links: { discord: string }; counts: { discord: number } }>();
};

describe('staff site settings', () => {
  it('are for staff.settings.manage only: a player and an editor get 403', async () => {
    for (const headers of [steve, editor]) {
      expect((await read(headers)).status).toBe(403);
      const { social } = (await read()).settings;
      expect((await save('social', social, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/settings' })).statusCode).toBe(401);
  });

  it('answer the defaults while nothing is stored: seeded social links, the environment tiers, the code figures', async () => {
    const { status, settings } = await read();
    expect(status).toBe(200);
    expect(settings.payments.methods).toEqual({ card: true, sbp: true, crypto: true });
    expect(settings.payments.bonusTiers[0]).toEqual({ fromRubles: 1000, percent: 5 });
    expect(settings.rewards).toEqual({
      bonusCoinsMin: 40,
      bonusCoinsMax: 50,
      referralCoinsPerHour: 3,
      referralMaxGapDays: 7,
    });
    expect(settings.defaults).toEqual({ language: 'ru', region: 'auto' });
  });

  it('refuse bad input field by field, translated, and store nothing', async () => {
    const { social, payments, rewards } = (await read()).settings;
    const cases: [string, object, string][] = [
      ['social', { ...social, links: { ...social.links, vk: 'javascript:alert(1)' } }, 'links.vk'],
      ['social', { ...social, links: { ...social.links, discord: 'discord.gg/x' } }, 'links.discord'],
      ['social', { ...social, counts: { ...social.counts, youtube: -1 } }, 'counts.youtube'],
      [
        'payments',
        {
          ...payments,
          bonusTiers: [
            { fromRubles: 3000, percent: 10 },
            { fromRubles: 1000, percent: 15 },
          ],
        },
        'bonusTiers.1.fromRubles',
      ],
      ['payments', { ...payments, bonusTiers: [{ fromRubles: 100, percent: 60 }] }, 'bonusTiers.0.percent'],
      ['rewards', { ...rewards, bonusCoinsMin: 60, bonusCoinsMax: 50 }, 'bonusCoinsMax'],
      ['rewards', { ...rewards, referralCoinsPerHour: -3 }, 'referralCoinsPerHour'],
      ['rewards', { ...rewards, referralMaxGapDays: 0 }, 'referralMaxGapDays'],
    ];
    for (const [section, payload, field] of cases) {
      const english = fault(await save(section, payload));
      const russian = fault(await save(section, payload, admin, 'ru'));
      expect({ section, ...english }).toMatchObject({ section, status: 400, field });
      expect(russian.text).not.toBe(english.text);
      expect(russian.text).toMatch(/[а-я]/);
    }
    expect((await save('defaults', { language: 'de', region: 'auto' })).statusCode).toBe(400);
    expect((await read()).settings).toMatchObject({ social, payments, rewards });
  });

  it('a saved social link is what the public home answer serves on the next request, and the save is audited', async () => {
    const { social } = (await read()).settings;
    // Warm the answer cache first: the save must empty it.
    await anonymousMain();
    await anonymousMain();
    const discord = `https://discord.gg/${randomUUID().slice(0, 8)}`;
    const saved = await save('social', {
      links: { ...social.links, discord },
      counts: { ...social.counts, discord: 777 },
    });
    expect(saved.statusCode).toBe(200);
    const main = await anonymousMain();
    expect(main.links.discord).toBe(discord);
    expect(main.counts.discord).toBe(777);

    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'settings.social'))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ actorLogin: 'admin', target: 'settings:social' });
    expect(JSON.stringify(entry?.after)).toContain(discord);
    expect(JSON.stringify(entry?.before)).not.toContain(discord);
  });

  it('a switched-off payment method is not offered and a payment through it is refused; new tiers set the bonus', async () => {
    const { payments } = (await read()).settings;
    const saved = await save('payments', {
      methods: { ...payments.methods, sbp: false },
      bonusTiers: [{ fromRubles: 500, percent: 20 }],
    });
    expect(saved.statusCode).toBe(200);
    const options = await t.app.inject({ method: 'GET', url: '/api/pay', headers: steve });
    const offered = options.json<{ methods: { method: string }[]; bonusTiers: unknown[] }>();
    expect(offered.methods.map((item) => item.method)).toEqual(['card', 'crypto']);
    expect(offered.bonusTiers).toEqual([{ fromRubles: 500, percent: 20 }]);

    const pay = (method: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay',
        headers: { ...steve, 'x-idempotency-key': randomUUID() },
        payload: { amount: 500, method },
      });
    expect(fault(await pay('sbp'))).toMatchObject({ status: 400, field: 'method' });
    const card = await pay('card');
    expect(card.statusCode).toBe(200);
    expect(card.json<{ bonusKopecks: number }>().bonusKopecks).toBe(10_000);

    const audited = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'settings.payments'), eq(auditEntries.target, 'settings:payments')));
    expect(audited.length).toBe(1);
    await save('payments', payments);
  });

  it('bonus and referral figures reach the bonus tab and the invite tab', async () => {
    const { rewards } = (await read()).settings;
    const saved = await save('rewards', {
      ...rewards,
      bonusCoinsMin: 70,
      bonusCoinsMax: 90,
      referralCoinsPerHour: 9,
    });
    expect(saved.statusCode).toBe(200);
    const bonus = await t.app.inject({ method: 'GET', url: '/api/bonus/status', headers: steve });
    expect(bonus.json()).toMatchObject({ coinsMin: 70, coinsMax: 90 });
    const invite = await t.app.inject({ method: 'GET', url: '/api/referral', headers: steve });
    expect(invite.json()).toMatchObject({ coinsPerHour: 9 });
    await save('rewards', rewards);
  });

  it('defaults are stored, read back and served to the site', async () => {
    expect((await save('defaults', { language: 'en', region: 'global' })).statusCode).toBe(200);
    expect((await read()).settings.defaults).toEqual({ language: 'en', region: 'global' });
    const main = await t.app.inject({ method: 'GET', url: '/api/main' });
    expect(main.json<{ defaults: unknown }>().defaults).toEqual({ language: 'en', region: 'global' });
    await save('defaults', { language: 'ru', region: 'auto' });
  });
});
