/**
 * The rules of an order's life, shared by the API (which enforces them) and the screens (which
 * offer only what they allow). No zod here, so a screen can import them without the schemas.
 */

/** The statuses of one vendor's part of an order, in the order a part normally moves through them. */
export const PART_STATUSES = ['placed', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/** The statuses a vendor may move a part to. */
export const VENDOR_TARGET_STATUSES = ['accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type VendorTargetStatus = (typeof VENDOR_TARGET_STATUSES)[number];

/** Where a part may go from each status; delivered and cancelled are final. */
export const NEXT_PART_STATUSES: Record<PartStatus, readonly VendorTargetStatus[]> = {
  placed: ['accepted', 'cancelled'],
  accepted: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses a part may be moved to `target` from. */
export const partStatusesBefore = (target: VendorTargetStatus): PartStatus[] =>
  PART_STATUSES.filter((status) => NEXT_PART_STATUSES[status].includes(target));

/** A part the shopper may still cancel: the vendor has not sent it. */
export const CANCELLABLE_PART_STATUSES: readonly PartStatus[] = partStatusesBefore('cancelled');

/** One sentence saying what can happen to a part now, for a refused move (409). */
export function describeAllowedMoves(current: PartStatus): string {
  const next = NEXT_PART_STATUSES[current];
  if (next.length === 0) return `This order is ${current}; it cannot change any more.`;
  return `This order is ${current}; it can now only be ${next.map((status) => PART_STATUS_VERBS[status]).join(' or ')}.`;
}

/** How a refused move's answer names each move a part may still make. */
export const PART_STATUS_VERBS: Record<VendorTargetStatus, string> = {
  accepted: 'accepted',
  shipped: 'marked shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

/** An order's status for lists, derived from its parts; never stored, since a status kept in two places drifts. */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'partly cancelled',
  'partly shipped',
  'shipped',
  'partly delivered',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The furthest step every part has reached, or "partly …" for the furthest step some have reached.
 * A cancelled part counts as not sent, so one vendor shipping while another cancelled reads
 * "partly shipped": the shopper gets only part of what was ordered.
 */
export function overallOrderStatus(parts: readonly PartStatus[]): OrderStatus {
  const all = (status: PartStatus) => parts.length > 0 && parts.every((part) => part === status);
  const any = (status: PartStatus) => parts.includes(status);
  if (all('cancelled')) return 'cancelled';
  if (all('delivered')) return 'delivered';
  if (any('delivered')) return 'partly delivered';
  if (parts.every((part) => part === 'shipped' || part === 'delivered')) return 'shipped';
  if (any('shipped')) return 'partly shipped';
  if (any('cancelled')) return 'partly cancelled';
  if (all('accepted')) return 'accepted';
  return 'placed';
}

/** The shopper may cancel while no part has been sent and some part is still open. */
export const orderIsCancellable = (parts: readonly PartStatus[]): boolean =>
  parts.some((part) => CANCELLABLE_PART_STATUSES.includes(part)) &&
  !parts.some((part) => part === 'shipped' || part === 'delivered');
