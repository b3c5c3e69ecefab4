import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { errorCatalogue } from '../../platform/errors/errorCatalogue.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';

// Issue 27, case 4 (a staff member with group rights stripped the owner) and the member routes of
// case 7 (they validated the body before sign-in).

let t: TestApp;
let owner: SessionHeaders;
let moderator: SessionHeaders;

type Method = 'GET' | 'POST' | 'PUT';
const call = (headers: SessionHeaders | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

async function groupId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(roleGroups).where(eq(roleGroups.name, name));
  return row?.id ?? 0;
}

async function userId(login: string): Promise<number> {
  const [row] = await t.database.db.select().from(users).where(eq(users.login, login));
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, 'admin');
  moderator = await signIn(t.app, 'editor');
  const created = await call(owner, 'POST', '/api/staff/groups', {
    name: 'moderators',
    permissions: ['staff.groups.edit', 'staff.groups.members'],
  });
  expect(created.statusCode).toBe(200);
  const added = await call(owner, 'POST', `/api/staff/groups/${await groupId('moderators')}/members/add`, {
    login: 'editor',
  });
  expect(added.statusCode).toBe(200);
}, 300_000);
afterAll(async () => t.close());

describe('issue 27, case 4: group rights cannot strip the owner', () => {
  it('a moderator holding two staff leaves cannot hand out the bare staff branch', async () => {
    for (const permissions of [['staff'], ['staff.players'], ['staff', 'staff.groups.edit']]) {
      const coup = await call(moderator, 'POST', '/api/staff/groups', { name: 'coup', permissions });
      expect(coup.statusCode, permissions.join()).toBe(403);
    }
    expect(await groupId('coup')).toBe(0);
  });

  it('nor take the owner out of a group granting what the moderator does not hold', async () => {
    const removed = await call(
      moderator,
      'POST',
      `/api/staff/groups/${await groupId('admin')}/members/remove`,
      {
        login: 'admin',
      },
    );
    expect(removed.statusCode).toBe(403);
  });

  it('joining a group that grants the whole staff branch takes no permission from the owner', async () => {
    const [branch] = await t.database.db
      .insert(roleGroups)
      .values({ name: 'whole-staff', permissions: { staff: true } })
      .returning();
    await t.database.db
      .insert(userRoleGroups)
      .values({ userId: await userId('admin'), groupId: branch?.id ?? 0 });
    expect((await call(owner, 'GET', '/api/staff/audit')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/staff/groups')).statusCode).toBe(200);
  });

  it('the last holder of a permission cannot lose it through a group change, not even by themselves', async () => {
    const admins = await groupId('admin');
    const leave = await call(owner, 'POST', `/api/staff/groups/${admins}/members/remove`, { login: 'admin' });
    expect(leave.statusCode).toBe(409);
    expect(leave.json<{ details: { description: string } }>().details.description).toContain(
      'economy.adjust',
    );
    const before = await call(owner, 'GET', '/api/staff/groups');
    const adminGroup = before
      .json<{ groups: { id: number; permissions: string[] }[] }>()
      .groups.find((group) => group.id === admins);
    const dropped = await call(owner, 'PUT', `/api/staff/groups/${admins}`, {
      name: 'admin',
      permissions: (adminGroup?.permissions ?? []).filter((path) => path !== 'economy.adjust'),
    });
    expect(dropped.statusCode).toBe(409);
    const still = await t.database.db.select().from(userRoleGroups).where(eq(userRoleGroups.groupId, admins));
    expect(still.map((row) => row.userId)).toContain(await userId('admin'));
    // Taking it from one of two holders goes through.
    const second = await call(owner, 'POST', `/api/staff/groups/${admins}/members/add`, { login: 'steve' });
    expect(second.statusCode).toBe(200);
    const left = await call(owner, 'POST', `/api/staff/groups/${admins}/members/remove`, { login: 'steve' });
    expect(left.statusCode).toBe(200);
  });
});

describe('issue 27, case 7: group-member routes', () => {
  it('answer 401 to a visitor and 403 to a player before the body is validated', async () => {
    const steve = await signIn(t.app, 'steve');
    for (const action of ['add', 'remove']) {
      const url = `/api/staff/groups/${await groupId('moderators')}/members/${action}`;
      const visitor = await call(undefined, 'POST', url, { nonsense: true });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ error_code: errorCatalogue.UNAUTHORIZED.errorCode });
      const player = await call(steve, 'POST', url, { nonsense: true });
      expect(player.statusCode).toBe(403);
    }
  });
});
