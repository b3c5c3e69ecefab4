import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../db/schema/audit.js';
import { roleGroups, twoFactorLinks, users } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { grantGroup } from './staffGrant.js';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function auditCount(action: string): Promise<number> {
  const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));
  return rows.length;
}

async function groupId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(roleGroups).where(eq(roleGroups.name, name));
  return row?.id ?? 0;
}

describe('staff permissions', () => {
  it('refuse every staff operation to a player and to an editor', async () => {
    const admins = await groupId('admin');
    const operations: [Method, string, object?][] = [
      ['GET', '/api/staff/audit'],
      ['GET', '/api/staff/players?query=steve'],
      ['GET', '/api/staff/players/steve'],
      ['POST', '/api/staff/players/steve/sessions/end'],
      ['POST', '/api/staff/players/steve/2fa/reset', { reason: 'checked by video call' }],
      ['POST', '/api/staff/players/steve/ban', { reason: 'spam in chat', days: 3 }],
      ['POST', '/api/staff/players/steve/unban', { reason: 'appeal accepted' }],
      ['GET', '/api/staff/groups'],
      ['POST', '/api/staff/groups', { name: 'helpers', permissions: [] }],
      ['PUT', `/api/staff/groups/${admins}`, { name: 'admin', permissions: [] }],
      ['GET', `/api/staff/groups/${admins}/members`],
      ['POST', `/api/staff/groups/${admins}/members/add`, { login: 'steve' }],
      ['POST', `/api/staff/groups/${admins}/members/remove`, { login: 'admin' }],
      ['GET', '/api/staff/redirects'],
      ['PUT', '/api/staff/redirects', { path: '/old', target: '/store' }],
      ['DELETE', '/api/staff/redirects?path=/old'],
      ['GET', '/api/staff/referral-aliases'],
      ['PUT', '/api/staff/referral-aliases', { alias: 'promo', code: 'steve' }],
      ['DELETE', '/api/staff/referral-aliases?alias=promo'],
    ];
    for (const headers of [steve, editor]) {
      for (const [method, url, payload] of operations) {
        const response = await call(headers, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await t.database.db.select().from(auditEntries)).toHaveLength(0);
  });
});

describe('players', () => {
  it('are found by nickname, email and address', async () => {
    for (const query of ['ste', 'steve@example.com']) {
      const found = await call(admin, 'GET', `/api/staff/players?query=${encodeURIComponent(query)}`);
      expect(found.json<{ players: { login: string }[] }>().players.map((p) => p.login)).toContain('steve');
    }
    const detail = (await call(admin, 'GET', '/api/staff/players/steve')).json<{
      sessions: { ip: string | null }[];
    }>();
    const ip = detail.sessions[0]?.ip ?? '';
    const byAddress = await call(admin, 'GET', `/api/staff/players?query=${ip}`);
    expect(byAddress.json<{ players: { login: string }[] }>().players.map((p) => p.login)).toContain('steve');
  });

  it('show sessions, groups and money; ending sessions signs the player out with one audit entry', async () => {
    const detail = await call(admin, 'GET', '/api/staff/players/steve');
    expect(detail.json()).toMatchObject({ login: 'steve', groups: ['player'], balanceKopecks: 25_000 });
    const ended = await call(admin, 'POST', '/api/staff/players/steve/sessions/end');
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await call(steve, 'GET', '/api/cabinet')).statusCode).toBe(401);
    expect(await auditCount('players.sessions.end')).toBe(1);
    const audit = await call(admin, 'GET', '/api/staff/audit?query=steve');
    expect(audit.json()).toMatchObject({
      entries: [{ actorLogin: 'admin', action: 'players.sessions.end', targetLogin: 'steve' }],
    });
    steve = await signIn(t.app, 'steve');
  });

  it('reset a second factor with a reason, recorded in the audit log and the 2FA history', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'steve'));
    await t.database.db.insert(twoFactorLinks).values({ userId: user?.id ?? 0, type: 1, externalId: '42' });
    const reset = await call(admin, 'POST', '/api/staff/players/steve/2fa/reset', {
      reason: 'passport shown',
    });
    expect(reset.json()).toEqual({ reset: true });
    expect((await call(admin, 'GET', '/api/staff/players/steve')).json()).toMatchObject({ twoFactorType: 0 });
    expect(await auditCount('players.twoFactor.reset')).toBe(1);
  });

  it('are banned and unbanned on the site, each once in the audit log', async () => {
    const banned = await call(admin, 'POST', '/api/staff/players/steve/ban', {
      reason: 'spam in chat',
      forever: true,
    });
    expect(banned.json()).toMatchObject({
      bans: [{ reason: 'spam in chat', permanent: true, active: true }],
    });
    const lifted = await call(admin, 'POST', '/api/staff/players/steve/unban', { reason: 'appeal accepted' });
    expect(lifted.json()).toMatchObject({ bans: [{ active: false, liftedBy: 'admin' }] });
    const again = await call(admin, 'POST', '/api/staff/players/steve/unban', { reason: 'appeal accepted' });
    expect(again.statusCode).toBe(409);
    expect(await auditCount('players.bans.ban')).toBe(1);
    expect(await auditCount('players.bans.lift')).toBe(1);
  });
});

describe('groups', () => {
  it('are created and joined; nobody grants a permission they do not hold', async () => {
    const created = await call(admin, 'POST', '/api/staff/groups', {
      name: 'moderators',
      permissions: ['staff.groups.members', 'staff.players.view'],
    });
    expect(created.statusCode).toBe(200);
    const moderators = await groupId('moderators');
    const added = await call(admin, 'POST', `/api/staff/groups/${moderators}/members/add`, {
      login: 'editor',
    });
    const listed = added.json<{ groups: { id: number }[] }>().groups.find((group) => group.id === moderators);
    expect(listed).toEqual({
      id: moderators,
      name: 'moderators',
      members: 1,
      permissions: ['staff.groups.members', 'staff.players.view'],
    });
    expect(await auditCount('groups.create')).toBe(1);
    expect(await auditCount('groups.members.add')).toBe(1);

    // The editor now manages members, but may not hand out the admin group nor edit trees.
    const escalate = await call(editor, 'POST', `/api/staff/groups/${await groupId('admin')}/members/add`, {
      login: 'editor',
    });
    expect(escalate.statusCode).toBe(403);
    const own = await call(editor, 'POST', `/api/staff/groups/${moderators}/members/add`, { login: 'steve' });
    expect(own.statusCode).toBe(200);

    // A staff member holding staff.groups.edit but not economy.adjust cannot grant it.
    await call(admin, 'PUT', `/api/staff/groups/${moderators}`, {
      name: 'moderators',
      permissions: ['staff.groups.members', 'staff.players.view', 'staff.groups.edit'],
    });
    const grant = await call(editor, 'PUT', `/api/staff/groups/${moderators}`, {
      name: 'moderators',
      permissions: ['staff.groups.members', 'staff.players.view', 'staff.groups.edit', 'economy.adjust'],
    });
    expect(grant.statusCode).toBe(403);
    const unknown = await call(admin, 'POST', '/api/staff/groups', {
      name: 'odd',
      permissions: ['web.nope'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(await auditCount('groups.edit')).toBe(1);
  });
});

describe('redirects and referral aliases', () => {
  it('go through the safe-redirect rules and are audited', async () => {
    const bad = await call(admin, 'PUT', '/api/staff/redirects', {
      path: '/old-shop',
      target: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(admin, 'PUT', '/api/staff/redirects', { path: '/old-shop', target: '/store' });
    expect(saved.json<{ items: { path: string }[] }>().items.map((rule) => rule.path)).toContain('/old-shop');
    await call(admin, 'DELETE', '/api/staff/redirects?path=/old-shop');
    await call(admin, 'PUT', '/api/staff/referral-aliases', { alias: 'Promo', code: 'steve' });
    const aliases = await call(admin, 'GET', '/api/staff/referral-aliases');
    expect(aliases.json<{ items: unknown[] }>().items).toContainEqual({ alias: 'promo', code: 'steve' });
    for (const action of ['redirects.save', 'redirects.delete', 'referralAliases.save']) {
      expect(await auditCount(action)).toBe(1);
    }
  });
});

describe('audit log', () => {
  it('refuses any change or removal of an entry', async () => {
    await expect(t.database.db.update(auditEntries).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.database.db.delete(auditEntries)).rejects.toThrow();
  });

  it('records server token rotation and status addresses', async () => {
    await call(admin, 'POST', '/api/staff/servers/rotate-token', { server: 'hitech' });
    await call(admin, 'POST', '/api/staff/servers/status-address', {
      server: 'hitech',
      statusAddress: 'mc.example.com:25565',
    });
    expect(await auditCount('servers.token.rotate')).toBe(1);
    expect(await auditCount('servers.statusAddress')).toBe(1);
  });
});

describe('reserved nicknames', () => {
  it('are refused at registration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/validation',
      payload: { login: 'Staff' },
    });
    expect(response.json()).toMatchObject({ valid: false });
  });
});

describe('staff:grant', () => {
  it('adds a player to a group from the command line, audited', async () => {
    await expect(grantGroup(t.database.db, 'steve', 'no-such-group')).rejects.toThrow(/no-such-group/);
    expect(await grantGroup(t.database.db, 'Steve', 'admin')).toEqual({
      login: 'steve',
      group: 'admin',
      added: true,
    });
    expect((await call(steve, 'GET', '/api/staff/audit')).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.actorLogin, 'staff:grant'));
    expect(entries).toHaveLength(1);
  });
});
