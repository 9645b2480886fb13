// The operator's making a shopper an operator, as named steps in one transaction: the account's role,
// its cart emptied (operators do not shop), the audit entry.
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import { clearCart } from '../modules/cart/service';
import { promoteToOperator } from '../modules/users/people';

/** Makes a shopper's account an operator; a vendor's account, or an operator's, is refused (409). */
export async function makeOperator(db: Database, operatorId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await promoteToOperator(tx, userId);
    await clearCart(tx, userId);
    await recordAction(tx, { actorId: operatorId, action: 'make-operator', targetType: 'user', targetId: userId });
  });
}
