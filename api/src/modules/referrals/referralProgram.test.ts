import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { type GameEvent, ServerTokens } from '../gameStats/index.js';
import { countedPlay, REFERRAL_COINS_PER_HOUR } from './referralRules.js';

let t: TestApp;
let token = '';
let steve: Record<string, string>;
const START = Date.parse('2031-03-01T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(START + days * DAY + hours * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(at(0));
  token = (await new ServerTokens(t.database.db, () => at(0)).rotate('hitech')) ?? '';
  steve = await signIn(t.app, 'steve', 'steve-demo-1');
});
afterAll(async () => {
  t.setNow(undefined);
  await t.close();
});

interface Summary {
  code: string;
  coinsPerHour: number;
  totalCoins: number;
  totalHours: number;
  referrals: { nickname: string; hours: number; coins: number; active: boolean }[];
}

async function summary(headers: Record<string, string> = steve): Promise<Summary> {
  const response = await t.app.inject({ method: 'GET', url: '/api/referral', headers });
  expect(response.statusCode).toBe(200);
  return response.json<Summary>();
}

async function register(login: string, referralCode?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      login,
      email: `${login.toLowerCase()}@example.com`,
      password: 'granite-pass-1',
      passwordConfirmation: 'granite-pass-1',
      acceptOffer: true,
      acceptPrivacy: true,
      acceptRules: true,
      referralCode,
    },
  });
  expect(response.statusCode).toBe(200);
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken };
}

/** A session of `hours` on the game server, reported as join and leave like a plugin does. */
async function play(nickname: string, day: number, hours: number) {
  const events: GameEvent[] = [
    { id: `${nickname}-j-${day}`, type: 'join', at: at(day).toISOString(), player: { nickname } },
    { id: `${nickname}-l-${day}`, type: 'leave', at: at(day, hours).toISOString(), player: { nickname } },
  ];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api-system/server/report',
    headers: { 'x-server-token': token },
    payload: { events },
  });
  expect(response.statusCode).toBe(200);
}

async function coins(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers });
  return response.json<{ coins: number }>().coins;
}

describe('referral accrual', () => {
  it('pays the inviter per whole hour of play while the referral plays weekly, once', async () => {
    const first = await summary();
    expect(first).toMatchObject({ code: 'steve', totalCoins: 0, totalHours: 0, referrals: [] });
    const before = await coins(steve);
    const newcomer = await register('Newcomer_1', 'STEVE');
    await register('Stranger_2', 'nobody-has-this');
    expect((await summary()).referrals).toEqual([
      expect.objectContaining({ nickname: 'Newcomer_1', hours: 0, coins: 0, active: true }),
    ]);

    await play('Newcomer_1', 0, 2.5);
    t.setNow(at(3));
    await play('Newcomer_1', 2, 1);
    const paid = await summary();
    expect(paid).toMatchObject({ totalHours: 3, totalCoins: 3 * REFERRAL_COINS_PER_HOUR });
    expect(await coins(steve)).toBe(before + 3 * REFERRAL_COINS_PER_HOUR);
    // Asking again pays nothing twice.
    expect((await summary()).totalCoins).toBe(3 * REFERRAL_COINS_PER_HOUR);

    // More than a week without playing: the referral lapses and later play earns nothing.
    t.setNow(at(20));
    await play('Newcomer_1', 19, 4);
    const lapsed = await summary();
    expect(lapsed.totalCoins).toBe(3 * REFERRAL_COINS_PER_HOUR);
    expect(lapsed.referrals[0]).toMatchObject({ active: false });
    expect(await coins(steve)).toBe(before + 3 * REFERRAL_COINS_PER_HOUR);

    // The ledger carries the credit as the inviter's own movement.
    const history = await t.app.inject({ method: 'GET', url: '/api/user/history/money', headers: steve });
    expect(JSON.stringify(history.json())).toContain('referral_reward');
    // The referral has a code of their own and nobody to credit.
    expect(await summary(newcomer)).toMatchObject({ code: 'newcomer_1', referrals: [] });
  });
});

describe('countedPlay', () => {
  const registered = new Date('2031-01-01T12:00:00Z');
  it('counts whole hours up to the first week without play', () => {
    const days = [
      { day: '2031-01-01', seconds: 5400 },
      { day: '2031-01-08', seconds: 5400 },
      { day: '2031-01-17', seconds: 36_000 },
    ];
    expect(countedPlay(registered, days, new Date('2031-01-20T00:00:00Z'))).toEqual({
      hours: 3,
      lapsedAt: new Date('2031-01-16T00:00:00Z'),
    });
  });

  it('lapses when the first play comes later than a week after registration, or play stopped', () => {
    expect(countedPlay(registered, [{ day: '2031-01-09', seconds: 7200 }], registered)).toMatchObject({
      hours: 0,
    });
    expect(countedPlay(registered, [{ day: '2031-01-02', seconds: 7200 }], new Date('2031-01-05'))).toEqual({
      hours: 2,
      lapsedAt: null,
    });
    expect(
      countedPlay(registered, [{ day: '2031-01-02', seconds: 7200 }], new Date('2031-01-11T00:00:01Z')),
    ).toEqual({ hours: 2, lapsedAt: new Date('2031-01-10T00:00:00Z') });
  });
});
