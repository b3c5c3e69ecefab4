/** Minor units per currency: kopecks for rubles, whole coins for site and game coins. */
export type Currency = 'RUB' | 'COIN' | `GAME:${string}`;

/** The house's accounts may go negative (they mirror money that left or entered the shop). */
export type HouseAccountKind =
  | 'provider_clearing'
  | 'revenue'
  | 'bonus_expense'
  | 'refunds'
  | 'adjustments'
  | 'opening_balance'
  // Site coins turned into game coins: takes COIN in and pays GAME:<server> out.
  | 'game_exchange';

export type AccountRef =
  | { kind: 'user_balance'; userId: number }
  | { kind: 'user_coins'; userId: number }
  | { kind: 'user_game_coins'; userId: number; server: string }
  | { kind: 'provider_clearing'; provider: string; currency: Currency }
  | { kind: Exclude<HouseAccountKind, 'provider_clearing'>; currency: Currency };

export interface AccountIdentity {
  key: string;
  kind: AccountRef['kind'];
  userId: number | null;
  currency: Currency;
  allowNegative: boolean;
}

const SERVER_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The stored identity of an account reference; the key is unique per account. */
export function accountIdentity(ref: AccountRef): AccountIdentity {
  switch (ref.kind) {
    case 'user_balance':
      return player(ref.kind, ref.userId, 'RUB', `user:${ref.userId}:balance`);
    case 'user_coins':
      return player(ref.kind, ref.userId, 'COIN', `user:${ref.userId}:coins`);
    case 'user_game_coins':
      if (!SERVER_NAME.test(ref.server)) throw new Error(`bad server name for game coins: ${ref.server}`);
      return player(
        ref.kind,
        ref.userId,
        `GAME:${ref.server}`,
        `user:${ref.userId}:game_coins:${ref.server}`,
      );
    case 'provider_clearing':
      return house(ref.kind, ref.currency, `house:provider_clearing:${ref.provider}:${ref.currency}`);
    default:
      return house(ref.kind, ref.currency, `house:${ref.kind}:${ref.currency}`);
  }
}

function player(kind: AccountRef['kind'], userId: number, currency: Currency, key: string): AccountIdentity {
  return { key, kind, userId, currency, allowNegative: false };
}

function house(kind: AccountRef['kind'], currency: Currency, key: string): AccountIdentity {
  return { key, kind, userId: null, currency, allowNegative: true };
}
