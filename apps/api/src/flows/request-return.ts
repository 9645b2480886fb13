// A shopper's request to return lines of a delivered part, as named steps in one transaction: the
// return written (every rule checked against the part locked), the vendor and the shopper mailed.
import type { Return } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import { enqueueReturnMails } from '../modules/mail/return-mails';
import { readReturn } from '../modules/returns/return-reads';
import { type ReturnRequest, writeReturnRequest } from '../modules/returns/return-request';

/** The order's shopper asks to return lines of one vendor's delivered part; answers the return (201 at the route). */
export async function requestReturn(
  db: Database,
  shopper: Caller,
  orderId: string,
  request: ReturnRequest,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const returnId = await writeReturnRequest(tx, shopper, orderId, request);
    await enqueueReturnMails(tx, returnId, 'shopper', request.note ?? null);
    return readReturn(tx, returnId, 'shopper');
  });
}
