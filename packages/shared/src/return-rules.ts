/**
 * Returns and refunds: what a line may be returned for, and the one table of a return's
 * moves. The API enforces these; the product page, the order page and the vendor's and operator's
 * screens offer only what they allow. No zod here, so a first-paint page can import it
 * (`@fabric-store/shared/return-rules`).
 */
import type { FabricUnit, LineKind } from './lengths';

/** How long after a part's delivery its shopper may ask to return lines of it. */
export const RETURN_WINDOW_DAYS = 90;

export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  not_as_described: 'Not as described',
  changed_mind: 'Changed mind',
};

/** The reasons a fault of the seller gives: the only ones a length cut to order may be returned for. */
const SELLER_FAULTS: readonly ReturnReason[] = ['damaged', 'wrong_item', 'not_as_described'];

/** What a line is, as far as returning it goes. */
export interface ReturnableLine {
  kind: LineKind;
  unit: FabricUnit;
}

/**
 * The reasons a line may be returned for: a pre-cut piece for any, a length cut to order only for a
 * fault of the seller (it cannot be resold as it was), a swatch for none.
 */
export function returnReasonsFor(line: ReturnableLine): readonly ReturnReason[] {
  if (line.kind === 'swatch') return [];
  return line.unit === 'per_piece' ? RETURN_REASONS : SELLER_FAULTS;
}

/** One sentence saying what a line allows, shown on the product page and beside each order line. */
export function returnPolicyText(line: ReturnableLine): string {
  if (line.kind === 'swatch') return 'Swatches cannot be returned.';
  if (line.unit === 'per_piece') return `Returnable within ${RETURN_WINDOW_DAYS} days of delivery, for any reason.`;
  return `Cut to order: returnable within ${RETURN_WINDOW_DAYS} days only if it arrived damaged, is the wrong item or is not as described.`;
}

/** The reasons every one of these lines may be returned for (a return has one reason for all its lines). */
export function commonReturnReasons(lines: readonly ReturnableLine[]): ReturnReason[] {
  return RETURN_REASONS.filter((reason) => lines.every((line) => returnReasonsFor(line).includes(reason)));
}

/**
 * A return's statuses. `escalated`: the shopper asked the operator to look again at a rejection;
 * `closed`: the operator upheld the rejection, the end of it.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'escalated',
  'received',
  'refunded',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export type ReturnActor = 'shopper' | 'vendor' | 'operator';

/** The statuses the vendor moves a return to (PATCH /api/orders/vendor/returns/{id}). */
export const VENDOR_RETURN_TARGETS = ['approved', 'rejected', 'received', 'refunded'] as const;
export type VendorReturnTarget = (typeof VENDOR_RETURN_TARGETS)[number];

/** Every allowed move of a return, and who makes it: the one table the API refuses by and the screens offer by. */
export const RETURN_MOVES: Record<ReturnStatus, readonly { to: ReturnStatus; by: ReturnActor }[]> = {
  requested: [
    { to: 'approved', by: 'vendor' },
    { to: 'rejected', by: 'vendor' },
  ],
  approved: [{ to: 'received', by: 'vendor' }],
  received: [{ to: 'refunded', by: 'vendor' }],
  rejected: [{ to: 'escalated', by: 'shopper' }],
  escalated: [
    { to: 'approved', by: 'operator' },
    { to: 'closed', by: 'operator' },
  ],
  refunded: [],
  closed: [],
};

/** The statuses `by` may move a return to `to` from. */
export const returnStatusesBefore = (to: ReturnStatus, by: ReturnActor): ReturnStatus[] =>
  RETURN_STATUSES.filter((from) => RETURN_MOVES[from].some((move) => move.to === to && move.by === by));

/** The moves `by` may make on a return in `status` now. */
export const nextReturnStatuses = (status: ReturnStatus, by: ReturnActor): ReturnStatus[] =>
  RETURN_MOVES[status].filter((move) => move.by === by).map((move) => move.to);

/** How many photos a shopper may attach to one return, in all. */
export const MAX_RETURN_PHOTOS = 3;

/**
 * While a return is open to the shopper's evidence: before the vendor's answer, after a rejection (to
 * escalate with), and while the operator decides. Once approved or closed, photos would change nothing.
 */
export const RETURN_PHOTO_STATUSES: readonly ReturnStatus[] = ['requested', 'rejected', 'escalated'];

/** How a refused move's answer names each move a return may still make, and who makes it. */
export const RETURN_MOVE_WORDS: Record<ReturnStatus, string> = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  escalated: 'escalated to the operator',
  received: 'marked received',
  refunded: 'marked refunded',
  closed: 'closed',
};

export const RETURN_ACTOR_WORDS: Record<ReturnActor, string> = {
  shopper: 'the shopper',
  vendor: 'the vendor',
  operator: 'the operator',
};

/** One sentence saying what can happen to a return now, for a refused move (409). */
export function describeReturnMoves(status: ReturnStatus): string {
  const moves = RETURN_MOVES[status];
  if (moves.length === 0) return `This return is ${status}; it cannot change any more.`;
  const phrases = moves.map((move) => `${RETURN_MOVE_WORDS[move.to]} by ${RETURN_ACTOR_WORDS[move.by]}`);
  return `This return is ${status}; it can now only be ${phrases.join(' or ')}.`;
}

/** What each status means to the people who read a return's timeline. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  escalated: 'Escalated to the operator',
  received: 'Received by the vendor',
  refunded: 'Refunded',
  closed: 'Closed: rejection upheld',
};
