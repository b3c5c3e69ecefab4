import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, type PermissionTreeValue } from '../../db/schema/accounts.js';
import { KNOWN_PERMISSIONS, type KnownPermission } from '../../platform/auth/knownPermissions.js';
import { hasPermission, mergePermissionTrees } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors/AppError.js';

/** What a transaction passed to `db.transaction` can do: read and write like the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The known permissions at least one member of some group holds. Role groups are few; read them all. */
async function heldByAnyone(tx: Tx): Promise<Set<KnownPermission>> {
  const groups = await tx.select({ id: roleGroups.id, permissions: roleGroups.permissions }).from(roleGroups);
  const memberships = await tx
    .select({ userId: userRoleGroups.userId, groupId: userRoleGroups.groupId })
    .from(userRoleGroups);
  const treeOf = new Map<number, PermissionTreeValue>(groups.map((group) => [group.id, group.permissions]));
  const groupsOf = new Map<number, number[]>();
  for (const { userId, groupId } of memberships)
    groupsOf.set(userId, [...(groupsOf.get(userId) ?? []), groupId]);
  const held = new Set<KnownPermission>();
  for (const groupIds of groupsOf.values()) {
    const tree = mergePermissionTrees(groupIds.map((id) => treeOf.get(id) ?? {}));
    for (const path of KNOWN_PERMISSIONS) if (hasPermission(tree, path)) held.add(path);
  }
  return held;
}

/**
 * Runs a change of role groups or memberships and refuses it (rolling it back) when a known permission
 * somebody held would be held by nobody: the last holder of `staff.groups.edit` cannot be stripped of it,
 * nor strip themselves. Group changes take one lock, so two removals cannot each count the other holder.
 */
export async function keepingEveryHolder<T>(tx: Tx, change: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('role-groups', 0))`);
  const before = await heldByAnyone(tx);
  const result = await change();
  const after = await heldByAnyone(tx);
  const lost = [...before].filter((path) => !after.has(path));
  if (lost.length > 0) {
    throw new AppError('CONFLICT', {
      ru: `После этого ни у кого не останется прав: ${lost.join(', ')}. Сначала выдайте их другому`,
      en: `Nobody would hold ${lost.join(', ')} after this. Give it to someone else first`,
    });
  }
  return result;
}
