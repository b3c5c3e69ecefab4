import { and, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import { forbidden } from '../../platform/auth/PermissionGate.js';
import { KNOWN_PERMISSIONS } from '../../platform/auth/knownPermissions.js';
import { permissionPaths, permissionTree } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';
import { keepingEveryHolder } from './permissionHolders.js';
import { noSuchPlayer } from './players.service.js';
import type { StaffGroup } from './staff.schemas.js';

export interface GroupsDeps {
  db: Db;
  users: UsersRepository;
  audit: AuditLog;
}

/** The acting staff member: who they are and what they may grant. */
export type GroupActor = AuditActor & { can: (path: string) => boolean };

/** A known permission or a branch of them (`staff` grants every `staff.*`; only who holds it all may). */
function isKnown(path: string): boolean {
  return KNOWN_PERMISSIONS.some((known) => known === path || known.startsWith(`${path}.`));
}

function noSuchGroup(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Группа не найдена', en: 'No such group' });
}

/**
 * Role groups and their members. The rules that keep staff from promoting themselves or stripping
 * others: nobody grants, takes away or hands out (by membership) a permission they do not hold, and no
 * change leaves a permission somebody held with no holder at all (permissionHolders.ts).
 */
export class GroupsService {
  constructor(private readonly deps: GroupsDeps) {}

  async list(): Promise<StaffGroup[]> {
    const rows = await this.deps.db
      .select({
        id: roleGroups.id,
        name: roleGroups.name,
        permissions: roleGroups.permissions,
        members: count(userRoleGroups.userId),
      })
      .from(roleGroups)
      .leftJoin(userRoleGroups, eq(userRoleGroups.groupId, roleGroups.id))
      .groupBy(roleGroups.id)
      .orderBy(roleGroups.id);
    return rows.map((row) => ({ ...row, permissions: permissionPaths(row.permissions) }));
  }

  async members(groupId: number) {
    await this.group(groupId);
    return this.deps.db
      .select({
        id: users.id,
        login: users.login,
        email: users.email,
        createdAt: users.createdAt,
        lastOnlineAt: users.lastOnlineAt,
      })
      .from(userRoleGroups)
      .innerJoin(users, eq(users.id, userRoleGroups.userId))
      .where(eq(userRoleGroups.groupId, groupId))
      .orderBy(users.login)
      .limit(500);
  }

  async save(actor: GroupActor, groupId: number | null, input: { name: string; permissions: string[] }) {
    const wanted = [...new Set(input.permissions)].sort();
    const unknown = wanted.filter((path) => !isKnown(path));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        ru: `Неизвестные права: ${unknown.join(', ')}`,
        en: `Unknown permissions: ${unknown.join(', ')}`,
      });
    }
    const before = groupId === null ? null : await this.group(groupId);
    const had = before === null ? [] : permissionPaths(before.permissions);
    const changed = [...wanted.filter((p) => !had.includes(p)), ...had.filter((p) => !wanted.includes(p))];
    if (!changed.every((path) => actor.can(path))) throw forbidden();
    const clash = await this.deps.db
      .select({ id: roleGroups.id })
      .from(roleGroups)
      .where(sql`lower(${roleGroups.name}) = ${input.name.toLowerCase()}`);
    if (clash.some((row) => row.id !== groupId)) {
      throw new AppError('CONFLICT', {
        ru: 'Группа с таким именем уже есть',
        en: 'A group with this name exists',
      });
    }
    const values = { name: input.name, permissions: permissionTree(wanted) };
    return this.deps.db.transaction(async (tx) => {
      const [row] = await keepingEveryHolder(tx, () =>
        groupId === null
          ? tx.insert(roleGroups).values(values).returning()
          : tx.update(roleGroups).set(values).where(eq(roleGroups.id, groupId)).returning(),
      );
      if (row === undefined) throw noSuchGroup();
      await this.deps.audit.record(
        actor,
        {
          action: groupId === null ? 'groups.create' : 'groups.edit',
          target: `group:${row.name}`,
          before: before === null ? null : { name: before.name, permissions: had },
          after: { name: row.name, permissions: wanted },
        },
        tx,
      );
      return row.id;
    });
  }

  /** Adds or removes a member; either way the actor must hold everything the group grants. */
  async setMember(actor: GroupActor, groupId: number, login: string, member: boolean): Promise<void> {
    const group = await this.group(groupId);
    if (!permissionPaths(group.permissions).every((path) => actor.can(path))) throw forbidden();
    const user = await this.deps.users.findByLogin(login.trim());
    if (user === null) throw noSuchPlayer();
    await this.deps.db.transaction(async (tx) => {
      const changed = await keepingEveryHolder(tx, () =>
        member
          ? tx
              .insert(userRoleGroups)
              .values({ userId: user.id, groupId })
              .onConflictDoNothing()
              .returning({ userId: userRoleGroups.userId })
          : tx
              .delete(userRoleGroups)
              .where(and(eq(userRoleGroups.userId, user.id), eq(userRoleGroups.groupId, groupId)))
              .returning({ userId: userRoleGroups.userId }),
      );
      // Nothing changed (already a member, or was not one): nothing to record.
      if (changed.length === 0) return;
      await this.deps.audit.record(
        actor,
        {
          action: member ? 'groups.members.add' : 'groups.members.remove',
          targetUser: { id: user.id, login: user.login },
          target: `group:${group.name}`,
          before: { member: !member },
          after: { member },
        },
        tx,
      );
    });
  }

  private async group(groupId: number) {
    const [row] = await this.deps.db.select().from(roleGroups).where(eq(roleGroups.id, groupId)).limit(1);
    if (row === undefined) throw noSuchGroup();
    return row;
  }
}
