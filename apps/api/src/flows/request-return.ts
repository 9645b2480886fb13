// A shopper's request to return lines of a delivered part, as named steps in one transaction: the
// return written (every rule checked against the part locked), the vendor and the shopper mailed (with
// the vendor's return address from its tax profile).
import type { Return } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import { enqueueReturnMails } from '../modules/mail/return-mails';
import { readReturn } from '../modules/returns/return-reads';
import { type ReturnRequest, writeReturnRequest } from '../modules/returns/return-request';
import { returnAddressOf } from '../modules/vendors/tax-profile';

/** The order's shopper asks to return lines of one vendor's delivered part; answers the return (201 at the route). */
export async function requestReturn(
  db: Database,
  shopper: Caller,
  orderId: string,
  request: ReturnRequest,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const written = await writeReturnRequest(tx, shopper, orderId, request);
    const returnAddress = await returnAddressOf(tx, written.vendorId);
    await enqueueReturnMails(tx, written.id, 'shopper', request.note ?? null, returnAddress);
    return readReturn(tx, written.id, 'shopper');
  });
}
