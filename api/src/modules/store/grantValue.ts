import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storePurchases } from '../../db/schema/store.js';

/**
 * A purchase points at the grant that holds what it bought. When a grant is replaced (its unused days
 * become the new role's credit) or moved to another server, the purchases behind it move to the grant that
 * carries the value on, so the refund before a wipe finds them where the player holds them now and never
 * on a grant that has ended (docs/product.md, "Refund after a wipe").
 */
export async function carryPurchases(tx: Db, fromGrantId: number, toGrantId: number): Promise<void> {
  await tx.update(storePurchases).set({ grantId: toGrantId }).where(eq(storePurchases.grantId, fromGrantId));
}
