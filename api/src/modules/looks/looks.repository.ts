import { eq, inArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  roleGroups,
  userRoleGroups,
  users,
  type AvatarOrSkinRef,
  type PermissionTreeValue,
} from '../../db/schema/accounts.js';
import { lookFiles, playerLooks } from '../../db/schema/looks.js';

export type LookFileRow = typeof lookFiles.$inferSelect;
export type NewLookFile = typeof lookFiles.$inferInsert;
export type PlayerLookRow = typeof playerLooks.$inferSelect;

/** A player with what they wear: the row is absent until their first change. */
export interface PlayerWithLook {
  userId: number;
  login: string;
  avatarOrSkin: AvatarOrSkinRef | null;
  look: PlayerLookRow | null;
  skin: LookFileRow | null;
  cape: LookFileRow | null;
  avatar: LookFileRow | null;
  /** The kept upload the avatar was cut from. */
  avatarSource: LookFileRow | null;
}

export class LooksRepository {
  constructor(private readonly db: Db) {}

  async insertFile(file: NewLookFile): Promise<LookFileRow> {
    const [row] = await this.db.insert(lookFiles).values(file).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Creates the player's look row with their game profile id on first use. */
  async ensureLook(userId: number, profileUuid: string): Promise<PlayerLookRow> {
    await this.db.insert(playerLooks).values({ userId, profileUuid }).onConflictDoNothing();
    const [row] = await this.db.select().from(playerLooks).where(eq(playerLooks.userId, userId));
    if (!row) throw new Error('look row missing after insert');
    return row;
  }

  async updateLook(
    userId: number,
    change: Partial<
      Pick<
        PlayerLookRow,
        | 'skinFileId'
        | 'capeFileId'
        | 'avatarFileId'
        | 'previousAvatarFileId'
        | 'themeId'
        | 'coverKind'
        | 'coverId'
      >
    >,
    at: Date,
  ): Promise<void> {
    await this.db
      .update(playerLooks)
      .set({ ...change, updatedAt: at })
      .where(eq(playerLooks.userId, userId));
  }

  async setAvatarOrSkin(userId: number, value: AvatarOrSkinRef | null): Promise<void> {
    await this.db.update(users).set({ avatarOrSkin: value }).where(eq(users.id, userId));
  }

  /** Whether any player still wears a skin or cape with these bytes (textures are stored by hash). */
  async textureWorn(hash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: playerLooks.userId })
      .from(playerLooks)
      .innerJoin(
        lookFiles,
        or(eq(lookFiles.id, playerLooks.skinFileId), eq(lookFiles.id, playerLooks.capeFileId)),
      )
      .where(eq(lookFiles.hash, hash))
      .limit(1);
    return row !== undefined;
  }

  async file(id: number): Promise<LookFileRow | null> {
    const [row] = await this.db.select().from(lookFiles).where(eq(lookFiles.id, id));
    return row ?? null;
  }

  private async files(ids: (number | null | undefined)[]): Promise<Map<number, LookFileRow>> {
    const wanted = ids.filter((id): id is number => typeof id === 'number');
    if (wanted.length === 0) return new Map();
    const rows = await this.db.select().from(lookFiles).where(inArray(lookFiles.id, wanted));
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async withLook(user: typeof users.$inferSelect | undefined): Promise<PlayerWithLook | null> {
    if (!user) return null;
    const [look] = await this.db.select().from(playerLooks).where(eq(playerLooks.userId, user.id));
    const files = await this.files([look?.skinFileId, look?.capeFileId, look?.avatarFileId]);
    const avatar = look?.avatarFileId == null ? null : (files.get(look.avatarFileId) ?? null);
    return {
      userId: user.id,
      login: user.login,
      avatarOrSkin: user.avatarOrSkin ?? null,
      look: look ?? null,
      skin: look?.skinFileId == null ? null : (files.get(look.skinFileId) ?? null),
      cape: look?.capeFileId == null ? null : (files.get(look.capeFileId) ?? null),
      avatar,
      avatarSource: avatar?.sourceFileId == null ? null : await this.file(avatar.sourceFileId),
    };
  }

  /**
   * The site theme the player chose and their groups' permission trees (which themes they may use), in
   * one statement: every signed-in page asks for the theme. Null when the account does not exist.
   */
  async themeChoice(
    userId: number,
  ): Promise<{ themeId: string | null; permissionTrees: PermissionTreeValue[] } | null> {
    const [row] = await rowsOf<{ theme_id: string | null; trees: PermissionTreeValue[] }>(
      this.db,
      sql`select (select ${playerLooks.themeId} from ${playerLooks} where ${playerLooks.userId} = ${users.id}) as theme_id,
          coalesce((select json_agg(${roleGroups.permissions}) from ${userRoleGroups}
            join ${roleGroups} on ${roleGroups.id} = ${userRoleGroups.groupId}
            where ${userRoleGroups.userId} = ${users.id}), '[]'::json) as trees
        from ${users} where ${users.id} = ${userId}`,
    );
    return row === undefined ? null : { themeId: row.theme_id, permissionTrees: row.trees };
  }

  async byUserId(userId: number): Promise<PlayerWithLook | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    return this.withLook(user);
  }

  /** Nicknames match regardless of case, as in the game. */
  async byLogin(login: string): Promise<PlayerWithLook | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.login}) = lower(${login})`)
      .limit(1);
    return this.withLook(user);
  }

  async byProfileUuid(profileUuid: string): Promise<PlayerWithLook | null> {
    const [look] = await this.db.select().from(playerLooks).where(eq(playerLooks.profileUuid, profileUuid));
    return look ? this.byUserId(look.userId) : null;
  }
}
