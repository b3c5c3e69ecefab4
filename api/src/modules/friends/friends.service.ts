import type { AvatarOrSkinRef } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { FriendPerson, FriendsRepository } from './friends.repository.js';
import { transition, type FriendAction, type Relation } from './friendship.js';

interface UserLookup {
  findByLogin(login: string): Promise<{ id: number; login: string } | null>;
}

const REFUSALS = {
  VALIDATION_FAILED: { ru: 'Нельзя дружить с самим собой', en: 'You cannot befriend yourself' },
  CONFLICT: {
    ru: 'Заявка уже отправлена или вы уже друзья',
    en: 'A request is already sent, or you are friends',
  },
  NOT_FOUND: { ru: 'Такой заявки или дружбы нет', en: 'There is no such request or friendship' },
} as const;

/** Friends and friend requests (docs/product.md#friends profile tabs), by the state machine in friendship.ts. */
export class FriendsService {
  constructor(
    private readonly repository: FriendsRepository,
    private readonly users: UserLookup,
    private readonly avatarUrl: (value: AvatarOrSkinRef | null) => string | null,
    private readonly clock: () => Date,
  ) {}

  private async player(nickname: string) {
    const user = await this.users.findByLogin(nickname);
    if (!user) throw new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'Player not found' });
    return user;
  }

  private entry(person: FriendPerson) {
    return {
      nickname: person.login,
      avatarUrl: this.avatarUrl(person.avatarOrSkin),
      // docs/product.md#friends: a player may hide their last-online time; their friends' lists respect it too.
      lastOnline: person.hideLastOnline || !person.lastOnlineAt ? null : person.lastOnlineAt.toISOString(),
      since: person.since.toISOString(),
    };
  }

  async list(nickname: string, viewerId: number | null) {
    const player = await this.player(nickname);
    const relation: Relation =
      viewerId === null ? 'none' : await this.repository.relation(viewerId, player.id);
    const friends = await this.repository.friends(player.id);
    return { nickname: player.login, relation, friends: friends.map((person) => this.entry(person)) };
  }

  async requests(userId: number) {
    const [incoming, outgoing] = [
      await this.repository.incoming(userId),
      await this.repository.outgoing(userId),
    ];
    return {
      incoming: incoming.map((person) => this.entry(person)),
      outgoing: outgoing.map((person) => this.entry(person)),
    };
  }

  async act(userId: number, nickname: string, action: FriendAction) {
    const other = await this.player(nickname);
    const from = await this.repository.relation(userId, other.id);
    const to = transition(from, action);
    if (typeof to === 'object') throw new AppError(to.refused, REFUSALS[to.refused]);
    if (to === 'outgoing') {
      try {
        await this.repository.request(userId, other.id);
      } catch {
        // The pair's unique index: the other side asked at the same moment.
        throw new AppError('CONFLICT', REFUSALS.CONFLICT);
      }
    } else if (to === 'friends') {
      if (!(await this.repository.accept(userId, other.id, this.clock())))
        throw new AppError('NOT_FOUND', REFUSALS.NOT_FOUND);
    } else {
      await this.repository.remove(userId, other.id);
    }
    return { nickname: other.login, relation: to };
  }
}
