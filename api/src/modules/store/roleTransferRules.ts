/**
 * Moving a held role to another game server (docs/product.md, "Role transfer"). Pure: the service reads
 * the rows and writes the result; the rules are tested on their own.
 */

/** The fee is this share of the target role's month price (the player keeps every paid day). */
export const TRANSFER_FEE_PERCENT = 25;

export interface TransferableGrant {
  roleSlug: string;
  serverId: number;
  endsAt: Date | null;
  endedEarlyAt: Date | null;
}

export interface TargetRole {
  roleId: number;
  serverId: number;
  slug: string;
  onSale: boolean;
  priceMonthKopecks: number;
}

export type TransferRefusal = 'inactive' | 'same_server' | 'no_such_role' | 'already_held';

/** The fee in kopecks, rounded down in the player's favour. */
export function transferFee(target: Pick<TargetRole, 'priceMonthKopecks'>): number {
  return Math.floor((target.priceMonthKopecks * TRANSFER_FEE_PERCENT) / 100);
}

export function isActive(grant: Pick<TransferableGrant, 'endsAt' | 'endedEarlyAt'>, now: Date): boolean {
  if (grant.endedEarlyAt !== null) return false;
  return grant.endsAt === null || grant.endsAt.getTime() > now.getTime();
}

/**
 * Whether the grant may move to the target: it must still run, the target must be another server
 * selling a role of the same slug (the same rung of the ladder), and the player must not already hold
 * that role there (two grants of one role on one server would waste days).
 */
export function checkTransfer(input: {
  grant: TransferableGrant;
  target: TargetRole | undefined;
  heldRoleIdsOnTarget: number[];
  now: Date;
}): TransferRefusal | null {
  const { grant, target } = input;
  if (!isActive(grant, input.now)) return 'inactive';
  if (target === undefined || !target.onSale || target.slug !== grant.roleSlug) return 'no_such_role';
  if (target.serverId === grant.serverId) return 'same_server';
  if (input.heldRoleIdsOnTarget.includes(target.roleId)) return 'already_held';
  return null;
}

/** What carries over: the same end (forever stays forever); the game gets the seconds left. */
export function carriedSeconds(grant: Pick<TransferableGrant, 'endsAt'>, now: Date): number | null {
  if (grant.endsAt === null) return null;
  return Math.max(1, Math.floor((grant.endsAt.getTime() - now.getTime()) / 1000));
}
