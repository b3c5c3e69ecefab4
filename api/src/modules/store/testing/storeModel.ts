/**
 * The store as the model-based test sees it (storeValue.model.test.ts): what one player should hold and
 * own after each action, kept apart from the database so the real services can be checked against it.
 */
import { DAY_MS } from '../storeRules.js';

export const SERVERS = ['hitech', 'techno-magic-sky'] as const;
export type ServerSlug = (typeof SERVERS)[number];
export const ROLE_SLUGS = ['vip', 'premium', 'legend'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

export interface ModelPurchase {
  id: number;
  paidKopecks: number;
  at: number;
  refunded: boolean;
}

/** A grant and the purchases standing behind it (moved along when it is replaced or transferred). */
export interface ModelLine {
  grantId: number;
  server: ServerSlug;
  role: RoleSlug;
  /** Milliseconds; null: forever. */
  endsAt: number | null;
  purchases: ModelPurchase[];
  /** False once replaced, moved or refunded. */
  held: boolean;
  refunded: boolean;
}

export interface ModelTopup {
  id: string;
  amountKopecks: number;
  refunded: boolean;
}

export interface StoreModel {
  now: number;
  balanceKopecks: number;
  coins: number;
  gameCoins: Record<ServerSlug, number>;
  lines: ModelLine[];
  /** The next wipe per server (milliseconds), once staff schedule one. */
  wipes: Partial<Record<ServerSlug, number>>;
  /** undefined: no ban; null: a permanent one; else when it ends. */
  banEndsAt: number | null | undefined;
  topups: ModelTopup[];
  /** Everything the wipe refunds paid back. */
  refundedKopecks: number;
}

export function newModel(now: number, balanceKopecks: number, coins: number): StoreModel {
  return {
    now,
    balanceKopecks,
    coins,
    gameCoins: { hitech: 0, 'techno-magic-sky': 0 },
    lines: [],
    wipes: {},
    banEndsAt: undefined,
    topups: [],
    refundedKopecks: 0,
  };
}

/** Lines the player holds now: not given up and not run out. */
export function activeLines(model: StoreModel, server?: ServerSlug): ModelLine[] {
  return model.lines.filter(
    (line) =>
      line.held &&
      (line.endsAt === null || line.endsAt > model.now) &&
      (server === undefined || line.server === server),
  );
}

export function banned(model: StoreModel): boolean {
  return model.banEndsAt === null || (model.banEndsAt !== undefined && model.banEndsAt > model.now);
}

/** The wipe whose refund window is open on the server now (docs/product.md, "Refund after a wipe"). */
export function openWipe(model: StoreModel, server: ServerSlug): number | undefined {
  const at = model.wipes[server];
  if (at === undefined) return undefined;
  return model.now >= at - 14 * DAY_MS && model.now < at ? at : undefined;
}

/** What the refund before the server's wipe should return now, and the lines it gives up. */
export function expectedRefund(model: StoreModel, server: ServerSlug) {
  const wipeAt = openWipe(model, server);
  if (wipeAt === undefined) return undefined;
  const since = wipeAt - 15 * DAY_MS;
  const refundable = (purchase: ModelPurchase) =>
    !purchase.refunded && purchase.paidKopecks > 0 && purchase.at >= since && purchase.at < wipeAt;
  const lines = activeLines(model, server).filter((line) => line.purchases.some(refundable));
  const purchases = lines.flatMap((line) => line.purchases.filter(refundable));
  return { lines, purchases, totalKopecks: purchases.reduce((sum, item) => sum + item.paidKopecks, 0) };
}

/** What the player paid for value they no longer hold: the purchases behind lines that are not active. */
export function paidForValueGivenUp(model: StoreModel): number {
  const active = new Set(activeLines(model));
  return model.lines
    .filter((line) => !active.has(line))
    .flatMap((line) => line.purchases)
    .reduce((sum, purchase) => sum + purchase.paidKopecks, 0);
}
