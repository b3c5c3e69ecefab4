import { inArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gamePlayers } from '../../db/schema/gameStats.js';
import type { GamePlayerRef } from './ingest.schemas.js';

/** Dashes in, lower case: plugins send both forms of the same UUID. */
export function normaliseUuid(uuid: string): string {
  const hex = uuid.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function refKey(ref: GamePlayerRef): string {
  return ref.uuid === undefined ? `n:${ref.nickname.toLowerCase()}` : `u:${normaliseUuid(ref.uuid)}`;
}

/**
 * Turns reported players into player ids, creating unknown ones. Matching: the UUID first, then the
 * nickname (case-insensitive) of a player with no UUID yet; a player is linked to the account of the
 * same nickname. A UUID seen under a new nickname renames the player (Mojang name changes).
 */
export async function resolvePlayers(db: Db, refs: GamePlayerRef[], at: Date): Promise<Map<string, number>> {
  const byKey = new Map<string, GamePlayerRef>();
  for (const ref of refs) byKey.set(refKey(ref), ref);
  const result = new Map<string, number>();
  if (byKey.size === 0) return result;
  const wanted = [...byKey.values()];
  const uuids = wanted.flatMap((ref) => (ref.uuid === undefined ? [] : [normaliseUuid(ref.uuid)]));
  const nicks = wanted.map((ref) => ref.nickname.toLowerCase());
  const load = () =>
    db
      .select()
      .from(gamePlayers)
      .where(
        or(
          uuids.length > 0 ? inArray(gamePlayers.uuid, uuids) : sql`false`,
          inArray(sql`lower(${gamePlayers.nickname})`, nicks),
        ),
      );
  const accounts = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(sql`lower(${users.login})`, nicks));
  const accountOf = new Map(accounts.map((account) => [account.login.toLowerCase(), account.id]));

  const match = (rows: Awaited<ReturnType<typeof load>>, ref: GamePlayerRef) => {
    const uuid = ref.uuid === undefined ? undefined : normaliseUuid(ref.uuid);
    const nick = ref.nickname.toLowerCase();
    return (
      (uuid === undefined ? undefined : rows.find((row) => row.uuid === uuid)) ??
      rows.find((row) => row.nickname.toLowerCase() === nick && (row.uuid === null || uuid === undefined))
    );
  };

  let rows = await load();
  const missing = wanted.filter((ref) => match(rows, ref) === undefined);
  if (missing.length > 0) {
    await db
      .insert(gamePlayers)
      .values(
        missing.map((ref) => ({
          uuid: ref.uuid === undefined ? null : normaliseUuid(ref.uuid),
          nickname: ref.nickname,
          userId: accountOf.get(ref.nickname.toLowerCase()) ?? null,
          firstSeenAt: at,
        })),
      )
      // A concurrent batch may have created the same player; the reload below finds it.
      .onConflictDoNothing();
    rows = await load();
  }
  for (const [key, ref] of byKey) {
    const row = match(rows, ref);
    if (row === undefined) continue;
    result.set(key, row.id);
    const uuid = ref.uuid === undefined ? null : normaliseUuid(ref.uuid);
    const renamed = row.nickname !== ref.nickname && uuid !== null && row.uuid === uuid;
    const gainsUuid = row.uuid === null && uuid !== null;
    const userId = row.userId ?? accountOf.get(ref.nickname.toLowerCase()) ?? null;
    if (renamed || gainsUuid || userId !== row.userId) {
      const taken = rows.some(
        (other) => other.id !== row.id && other.nickname.toLowerCase() === ref.nickname.toLowerCase(),
      );
      await db
        .update(gamePlayers)
        .set({
          ...(renamed && !taken ? { nickname: ref.nickname } : {}),
          ...(gainsUuid ? { uuid } : {}),
          userId,
        })
        .where(sql`${gamePlayers.id} = ${row.id}`);
    }
  }
  return result;
}
