import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users, type PermissionTreeValue } from '../../db/schema/accounts.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  login: string;
  email: string | null;
  passwordHash: string | null;
  registrationIp?: string | null;
  emailVerifiedAt?: Date | null;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** Nicknames are unique regardless of case, as in the game. */
  async findByLogin(login: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.login}) = lower(${login})`)
      .limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row ?? null;
  }

  /** By nickname, or by email when the value has an @. */
  async findByLoginOrEmail(value: string): Promise<UserRow | null> {
    return value.includes('@') ? this.findByEmail(value) : this.findByLogin(value);
  }

  async create(user: NewUser, groupName = 'player'): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          login: user.login,
          email: user.email,
          passwordHash: user.passwordHash,
          registrationIp: user.registrationIp ?? null,
          emailVerifiedAt: user.emailVerifiedAt ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      // The default group exists on every install, demo or not, before the first player arrives.
      await tx.insert(roleGroups).values({ name: groupName }).onConflictDoNothing();
      const [group] = await tx.select().from(roleGroups).where(eq(roleGroups.name, groupName)).limit(1);
      if (group) await tx.insert(userRoleGroups).values({ userId: row.id, groupId: group.id });
      return row;
    });
  }

  async setEmail(userId: number, email: string | null, verifiedAt: Date | null): Promise<void> {
    await this.db.update(users).set({ email, emailVerifiedAt: verifiedAt }).where(eq(users.id, userId));
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async setHideLastOnline(userId: number, hide: boolean): Promise<void> {
    await this.db.update(users).set({ hideLastOnline: hide }).where(eq(users.id, userId));
  }

  async setRegion(userId: number, region: 'russia' | 'global', fixed: boolean): Promise<void> {
    await this.db.update(users).set({ region, regionFixed: fixed }).where(eq(users.id, userId));
  }

  async touchLastOnline(userId: number, at: Date): Promise<void> {
    await this.db.update(users).set({ lastOnlineAt: at }).where(eq(users.id, userId));
  }

  async permissionTrees(userId: number): Promise<PermissionTreeValue[]> {
    const rows = await this.db
      .select({ permissions: roleGroups.permissions })
      .from(userRoleGroups)
      .innerJoin(roleGroups, eq(roleGroups.id, userRoleGroups.groupId))
      .where(eq(userRoleGroups.userId, userId));
    return rows.map((row) => row.permissions);
  }

  async groupNames(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: roleGroups.name })
      .from(userRoleGroups)
      .innerJoin(roleGroups, eq(roleGroups.id, userRoleGroups.groupId))
      .where(eq(userRoleGroups.userId, userId));
    return rows.map((row) => row.name);
  }
}
