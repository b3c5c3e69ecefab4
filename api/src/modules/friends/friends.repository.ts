import { and, eq, or } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users, type AvatarOrSkinRef } from '../../db/schema/accounts.js';
import { friendships } from '../../db/schema/looks.js';
import type { Relation } from './friendship.js';

export type FriendshipRow = typeof friendships.$inferSelect;

const between = (a: number, b: number) =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  );

export interface FriendPerson {
  userId: number;
  login: string;
  lastOnlineAt: Date | null;
  hideLastOnline: boolean;
  avatarOrSkin: AvatarOrSkinRef | null;
  since: Date;
}

export class FriendsRepository {
  constructor(private readonly db: Db) {}

  async relation(viewerId: number, otherId: number): Promise<Relation> {
    if (viewerId === otherId) return 'self';
    const [row] = await this.db.select().from(friendships).where(between(viewerId, otherId));
    if (!row) return 'none';
    if (row.status === 'accepted') return 'friends';
    return row.requesterId === viewerId ? 'outgoing' : 'incoming';
  }

  async request(requesterId: number, addresseeId: number): Promise<void> {
    await this.db.insert(friendships).values({ requesterId, addresseeId, status: 'pending' });
  }

  /** Accepts the other side's pending request; false when there was none any more (a race). */
  async accept(viewerId: number, otherId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: at })
      .where(
        and(
          eq(friendships.requesterId, otherId),
          eq(friendships.addresseeId, viewerId),
          eq(friendships.status, 'pending'),
        ),
      )
      .returning({ id: friendships.requesterId });
    return rows.length === 1;
  }

  async remove(a: number, b: number): Promise<void> {
    await this.db.delete(friendships).where(between(a, b));
  }

  private people(rows: { user: typeof users.$inferSelect; friendship: FriendshipRow }[]): FriendPerson[] {
    return rows.map(({ user, friendship }) => ({
      userId: user.id,
      login: user.login,
      lastOnlineAt: user.lastOnlineAt,
      hideLastOnline: user.hideLastOnline,
      avatarOrSkin: user.avatarOrSkin ?? null,
      since: friendship.acceptedAt ?? friendship.createdAt,
    }));
  }

  async friends(userId: number): Promise<FriendPerson[]> {
    const asRequester = await this.db
      .select({ user: users, friendship: friendships })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.addresseeId))
      .where(and(eq(friendships.requesterId, userId), eq(friendships.status, 'accepted')));
    const asAddressee = await this.db
      .select({ user: users, friendship: friendships })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.requesterId))
      .where(and(eq(friendships.addresseeId, userId), eq(friendships.status, 'accepted')));
    return this.people([...asRequester, ...asAddressee]).sort((a, b) => a.login.localeCompare(b.login));
  }

  async incoming(userId: number): Promise<FriendPerson[]> {
    return this.people(
      await this.db
        .select({ user: users, friendship: friendships })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.requesterId))
        .where(and(eq(friendships.addresseeId, userId), eq(friendships.status, 'pending'))),
    );
  }

  async outgoing(userId: number): Promise<FriendPerson[]> {
    return this.people(
      await this.db
        .select({ user: users, friendship: friendships })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.addresseeId))
        .where(and(eq(friendships.requesterId, userId), eq(friendships.status, 'pending'))),
    );
  }
}
