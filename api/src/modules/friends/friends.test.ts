import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { transition, type FriendAction, type Relation } from './friendship.js';

describe('the friend state machine', () => {
  const relations: Relation[] = ['self', 'none', 'outgoing', 'incoming', 'friends'];
  const actions: FriendAction[] = ['send', 'accept', 'decline', 'cancel', 'remove'];
  const allowed: Record<string, Relation> = {
    'none send': 'outgoing',
    'incoming send': 'friends',
    'incoming accept': 'friends',
    'incoming decline': 'none',
    'outgoing cancel': 'none',
    'friends remove': 'none',
  };

  it('allows exactly the documented moves and refuses every other pair', () => {
    for (const relation of relations) {
      for (const action of actions) {
        const result = transition(relation, action);
        const expected = allowed[`${relation} ${action}`];
        if (expected) expect(result, `${relation} ${action}`).toBe(expected);
        else expect(typeof result, `${relation} ${action}`).toBe('object');
      }
    }
    expect(transition('self', 'send')).toEqual({ refused: 'VALIDATION_FAILED' });
    expect(transition('outgoing', 'send')).toEqual({ refused: 'CONFLICT' });
    expect(transition('none', 'accept')).toEqual({ refused: 'NOT_FOUND' });
  });
});

describe('friends through the api', () => {
  let t: TestApp;
  let steve: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    steve = await signIn(t.app, 'steve');
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const act = (headers: Record<string, string>, action: FriendAction, nickname: string) =>
    t.app.inject({ method: 'POST', url: `/api/user/friends/${action}`, headers, payload: { nickname } });
  const list = async (nickname: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/api/user/profile/friends/${nickname}`, headers })).json<{
      relation: Relation;
      friends: { nickname: string; lastOnline: string | null }[];
    }>();

  it('sends, declines, sends again, accepts, and removes', async () => {
    expect((await act(steve, 'send', 'admin')).json()).toEqual({ nickname: 'admin', relation: 'outgoing' });
    expect((await act(steve, 'send', 'admin')).statusCode).toBe(409);
    expect((await list('admin', steve)).relation).toBe('outgoing');
    const requests = await t.app.inject({ method: 'GET', url: '/api/user/friends/requests', headers: admin });
    expect(requests.json<{ incoming: { nickname: string }[] }>().incoming.map((p) => p.nickname)).toEqual([
      'steve',
    ]);

    expect((await act(admin, 'decline', 'steve')).json()).toMatchObject({ relation: 'none' });
    expect((await act(admin, 'accept', 'steve')).statusCode).toBe(404);
    await act(steve, 'send', 'admin');
    expect((await act(steve, 'cancel', 'admin')).json()).toMatchObject({ relation: 'none' });
    await act(steve, 'send', 'admin');
    expect((await act(admin, 'accept', 'steve')).json()).toMatchObject({ relation: 'friends' });
    expect((await list('steve')).friends.map((friend) => friend.nickname)).toEqual(['admin']);
    expect((await list('admin', steve)).relation).toBe('friends');

    expect((await act(steve, 'remove', 'admin')).json()).toMatchObject({ relation: 'none' });
    expect((await list('steve')).friends).toEqual([]);
  });

  it('accepts by asking back, refuses oneself and unknown players, needs a sign-in', async () => {
    await act(admin, 'send', 'steve');
    expect((await act(steve, 'send', 'admin')).json()).toMatchObject({ relation: 'friends' });
    expect((await act(steve, 'send', 'steve')).statusCode).toBe(400);
    expect((await act(steve, 'send', 'nobody_at_all')).statusCode).toBe(404);
    expect((await act({ 'accept-language': 'en' }, 'send', 'admin')).statusCode).toBe(401);
  });

  it('keeps a hidden last-online time hidden in friend lists', async () => {
    await t.database.db
      .update(users)
      .set({ lastOnlineAt: new Date(), hideLastOnline: false })
      .where(eq(users.login, 'admin'));
    expect((await list('steve')).friends[0]?.lastOnline).not.toBeNull();
    // Through the cabinet, as a player does: the write also empties the api's memory of public answers.
    const hide = await t.app.inject({
      method: 'POST',
      url: '/api/user/privacy/hide',
      headers: admin,
      payload: { hide: true },
    });
    expect(hide.statusCode).toBe(200);
    expect((await list('steve')).friends[0]?.lastOnline).toBeNull();
  });
});
