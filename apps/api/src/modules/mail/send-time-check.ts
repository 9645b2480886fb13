// Mails whose facts may change between enqueueing and sending are settled when they go: a review
// invite due days after a delivery, a sale's mail due at its start. Every other mail goes as written.
import type { Executor } from '../../db/client';
import { reviewInviteAtSendTime } from '../reviews/review-invite';
import { saleNewsAtSendTime } from '../wishlist/saved-fabric-news';
import type { MailKind, MailPayloads } from './kinds';

/** The mail as it should go now, or null when it has nothing left to say and is dropped. */
export async function mailAtSendTime<K extends MailKind>(
  db: Executor,
  kind: K,
  payload: MailPayloads[K],
  userId: string | null,
): Promise<MailPayloads[MailKind] | null> {
  if (kind === 'review_invite') return reviewInviteAtSendTime(db, payload as MailPayloads['review_invite'], userId);
  if (kind === 'saved_fabric_news') return saleNewsAtSendTime(db, payload as MailPayloads['saved_fabric_news'], userId);
  return payload;
}
