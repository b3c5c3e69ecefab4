import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { AuditLog } from '../../platform/audit/AuditLog.js';
import { KNOWN_PERMISSIONS } from '../../platform/auth/knownPermissions.js';
import { permissionTree } from '../../platform/auth/permissions.js';

/** The group a fresh installation's first administrator joins: every permission the product checks. */
export const ADMIN_GROUP = 'admin';

/**
 * `npm run staff:grant -- <nickname> <group>`: the way in before any administrator exists. Creates the
 * `admin` group with every known permission when it is missing; other groups must exist. Audited with
 * the command as the actor.
 */
export async function grantGroup(db: Db, nickname: string, groupName: string, clock = () => new Date()) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.login}) = ${nickname.trim().toLowerCase()}`);
  if (user === undefined) throw new Error(`No player named '${nickname}': register the account first`);
  return db.transaction(async (tx) => {
    let [group] = await tx.select().from(roleGroups).where(eq(roleGroups.name, groupName));
    if (group === undefined && groupName === ADMIN_GROUP) {
      [group] = await tx
        .insert(roleGroups)
        .values({ name: ADMIN_GROUP, permissions: permissionTree([...KNOWN_PERMISSIONS]) })
        .returning();
    }
    if (group === undefined) {
      const names = (await tx.select({ name: roleGroups.name }).from(roleGroups)).map((row) => row.name);
      throw new Error(`No group '${groupName}'; the groups are: ${names.join(', ')}`);
    }
    const added = await tx
      .insert(userRoleGroups)
      .values({ userId: user.id, groupId: group.id })
      .onConflictDoNothing()
      .returning();
    if (added.length > 0) {
      await new AuditLog(tx, clock).record(
        { userId: null, login: 'staff:grant', ip: null },
        {
          action: 'groups.members.add',
          targetUser: { id: user.id, login: user.login },
          target: `group:${group.name}`,
          before: { member: false },
          after: { member: true },
        },
      );
    }
    return { login: user.login, group: group.name, added: added.length > 0 };
  });
}
