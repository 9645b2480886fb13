// The head of a vendor's page in the console: its standing and counts from the vendors' list, and its
// balance from its ledger.
import { type AdminVendorSummary, paiseToRupees } from '@fabric-store/shared';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { vendorBalancePaise } from '../ledger/vendor-statement';
import { listVendors } from '../vendors/vendor-list';

/** One vendor as the console's list shows it, with its balance; 404 for anyone who is not a vendor. */
export async function vendorSummary(db: Executor, vendorId: string): Promise<AdminVendorSummary> {
  const [listed, balance] = await Promise.all([
    listVendors(db, { page: 1 }, vendorId),
    vendorBalancePaise(db, vendorId),
  ]);
  const [vendor] = listed.items;
  if (!vendor) throw notFound('VENDOR_NOT_FOUND', 'Vendor not found.');
  return { ...vendor, balance: paiseToRupees(balance) };
}
