import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn, type SessionHeaders } from '../../testing/signIn.js';
import { errorCatalogue } from '../errors/errorCatalogue.js';
import { KNOWN_PERMISSIONS } from './knownPermissions.js';
import { permissionTree } from './permissions.js';
import { declaredRouteAccess } from './routeAccess.js';

// Issue 27, case 5: permissions the staff screens show were not checked by the api. Every route that
// declares a permission is called by someone holding every known permission but that one, and must
// answer 403; every known permission must be enforced somewhere.

/** Known permissions no route declares, and where each is enforced instead. */
const ENFORCED_ELSEWHERE: Record<string, string> = {
  'web.documents.delete':
    'DocumentEditingService.delete: the author may delete their own work, others need this',
  'looks.themes.gold': 'the looks catalogue: who may choose the theme',
  'looks.covers.abyss': 'the looks catalogue: who may choose the cover',
  'web.team.member': 'marks the groups shown as the team on the stats page; opens nothing',
};

let t: TestApp;
let sweeper: SessionHeaders;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [group] = await t.database.db
    .insert(roleGroups)
    .values({ name: 'all-but-one', permissions: {} })
    .returning();
  groupId = group?.id ?? 0;
  const [steve] = await t.database.db.select().from(users).where(eq(users.login, 'steve'));
  await t.database.db.insert(userRoleGroups).values({ userId: steve?.id ?? 0, groupId });
  sweeper = await signIn(t.app, 'steve');
}, 300_000);
afterAll(async () => {
  await t.close();
});

const guarded = () =>
  declaredRouteAccess(t.app).filter((route) => route.method !== 'HEAD' && route.permissions.length > 0);

describe('permissions mean what they say', () => {
  it('refuses every route to a holder of every permission but the one it declares', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      for (const missing of route.permissions) {
        const held = KNOWN_PERMISSIONS.filter((path) => path !== missing);
        await t.database.db
          .update(roleGroups)
          .set({ permissions: permissionTree(held) })
          .where(eq(roleGroups.id, groupId));
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[^/]+/g, '1'),
          headers: { ...sweeper, 'x-idempotency-key': crypto.randomUUID() },
        });
        const code = response.json<{ error_code?: number }>().error_code;
        if (response.statusCode !== 403 || code !== errorCatalogue.FORBIDDEN.errorCode) {
          failures.push(`${route.method} ${route.url} without ${missing}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(guarded().length).toBeGreaterThan(20);
  }, 600_000);

  it('enforces every known permission: declared by a route, or in the one place named for it', () => {
    const declared = new Set(guarded().flatMap((route) => route.permissions));
    expect([...declared].filter((path) => !(KNOWN_PERMISSIONS as readonly string[]).includes(path))).toEqual(
      [],
    );
    const unenforced = KNOWN_PERMISSIONS.filter(
      (path) => !declared.has(path) && !(path in ENFORCED_ELSEWHERE),
    );
    expect(unenforced).toEqual([]);
    // A permission that becomes declared leaves this list.
    expect(Object.keys(ENFORCED_ELSEWHERE).filter((path) => declared.has(path))).toEqual([]);
  });
});
