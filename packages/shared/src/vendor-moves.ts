/**
 * A vendor's standing and the operator's moves of it, shared by the API (which enforces them) and the
 * screens (which offer them and word its refusals). No zod here, so a screen can import them without the schemas.
 */
export const VENDOR_STATUSES = ['active', 'pending', 'rejected', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** The operator's moves of a vendor; `reject` and `suspend` need a reason. */
export const VENDOR_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];
export const ACTIONS_NEEDING_REASON: readonly VendorAction[] = ['reject', 'suspend'];

/**
 * The operator's moves of a vendor, the one table of what each does from where. A rejected vendor
 * may still be approved later (it fixed what was wrong); a suspended one is reinstated, not approved.
 */
export const VENDOR_MOVES: Record<VendorAction, { from: readonly VendorStatus[]; to: VendorStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['active'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'active' },
};

/** The moves open to a vendor in this status. */
export const movesFrom = (status: VendorStatus): VendorAction[] =>
  VENDOR_ACTIONS.filter((action) => VENDOR_MOVES[action].from.includes(status));

/** How a refused move's answer names the move: 'approved', 'suspended'. */
export const vendorMoveParticiple = (action: VendorAction) => (action === 'approve' ? 'approved' : `${action}ed`);
