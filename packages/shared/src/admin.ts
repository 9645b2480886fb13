// The operator's console: its settings, vendors, listings, orders, people, figures and audit log.
import { z } from 'zod';
import { RoleSchema } from './auth';
import { IdSchema, textSchema } from './common';
import { gstinSchema } from './india-tax';
import { OrderSchema, PART_STATUSES } from './orders';
import { AdminReturnSchema, ReturnSchema, ReturnStatusSchema } from './returns';
import { VENDOR_STATUSES } from './vendor-moves';

export * from './vendor-moves';

export const VendorStatusSchema = z.enum(VENDOR_STATUSES);

export const VendorApprovalSchema = z.enum(['automatic', 'manual'], {
  error: 'vendorApproval must be automatic or manual',
});
/** The payee's UPI id (`name@bank`), or '' while the marketplace takes no UPI payment details yet. */
export const UpiVpaSchema = z
  .string({ error: 'upiVpa must be text' })
  .trim()
  .max(100, { error: 'upiVpa must be at most 100 characters' })
  .regex(/^$|^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, { error: 'upiVpa must look like name@bank' });
export const AdminSettingsSchema = z.object({
  vendorApproval: VendorApprovalSchema,
  upiVpa: UpiVpaSchema,
  upiPayeeName: textSchema('upiPayeeName')
    .trim()
    .min(1, { error: 'upiPayeeName is required' })
    .max(60, { error: 'upiPayeeName must be at most 60 characters' }),
  /** The marketplace as the supplier of its commission invoices: its legal name and GSTIN ('' until given). */
  marketplaceLegalName: textSchema('marketplaceLegalName')
    .trim()
    .min(1, { error: 'marketplaceLegalName is required' })
    .max(200, { error: 'marketplaceLegalName must be at most 200 characters' })
    .optional(),
  marketplaceGstin: z.union([z.literal(''), gstinSchema]).optional(),
  /** Its address as its commission invoices print it, on one line ('' until given). */
  marketplaceAddress: textSchema('marketplaceAddress')
    .trim()
    .max(300, { error: 'marketplaceAddress must be at most 300 characters' })
    .optional(),
  /** How long a UPI order waits for its payment before the store cancels it. */
  upiPaymentWindowMinutes: z
    .number({ error: 'upiPaymentWindowMinutes must be a number' })
    .int({ error: 'upiPaymentWindowMinutes must be whole minutes' })
    .min(10, { error: 'upiPaymentWindowMinutes must be at least 10' })
    .max(10_080, { error: 'upiPaymentWindowMinutes must be at most 10080 (a week)' }),
  /** A vendor lists fabrics only once its tax profile is complete; off, it sells without invoices until then. */
  requireTaxProfile: z.boolean({ error: 'requireTaxProfile must be true or false' }),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
/** A change of settings: the ones left out keep their values. */
export const AdminSettingsUpdateSchema = AdminSettingsSchema.partial();
export type AdminSettingsUpdate = z.infer<typeof AdminSettingsUpdateSchema>;

export const REASON_MAX_LENGTH = 500;
const reasonText = textSchema('Reason', 'A reason is required')
  .trim()
  .min(1, { error: 'A reason is required' })
  .max(REASON_MAX_LENGTH, { error: `Reason must be at most ${REASON_MAX_LENGTH} characters` });
export const ReasonRequestSchema = z.object({ reason: reasonText }, { error: 'A reason is required' });
export type ReasonRequest = z.infer<typeof ReasonRequestSchema>;

/** The operator cancels one part of an order (POST /api/admin/orders/{id}/parts/{partId}/cancel): why, told to both parties. */
export const PART_CANCEL_REASON_MIN = 3;
export const PartCancelRequestSchema = z.object(
  {
    reason: reasonText.min(PART_CANCEL_REASON_MIN, {
      error: `Reason must be at least ${PART_CANCEL_REASON_MIN} characters`,
    }),
  },
  { error: 'A reason is required' },
);
export type PartCancelRequest = z.infer<typeof PartCancelRequestSchema>;
export const OrderPartParamsSchema = z.object({ id: IdSchema, partId: IdSchema });

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be at least 1' })
  .max(100_000)
  .default(1);
const search = textSchema('q').trim().max(200, { error: 'q must be at most 200 characters' }).optional();

/** Every console list answers one page of this many rows, with the total to page through. */
export const ADMIN_PAGE_SIZE = 25;
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const AdminVendorsQuerySchema = z.object({ status: VendorStatusSchema.optional(), q: search, page });
export const AdminVendorSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  status: VendorStatusSchema,
  /** The operator's reason for the last rejection or suspension; null otherwise. */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  fabricCount: z.number().int(),
  ordersLast30Days: z.number().int(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;
export const AdminVendorPageSchema = pageOf(AdminVendorSchema);
/** `GET /api/admin/vendors/{id}`: the vendor's standing and counts, and its balance (positive: the marketplace owes it). */
export const AdminVendorSummarySchema = AdminVendorSchema.extend({ balance: z.number() });
export type AdminVendorSummary = z.infer<typeof AdminVendorSummarySchema>;
export type AdminVendorPage = z.infer<typeof AdminVendorPageSchema>;

export const ADMIN_FABRIC_STATUSES = ['listed', 'hidden', 'vendor_inactive'] as const;
export const AdminFabricsQuerySchema = z.object({
  q: search,
  status: z.enum(ADMIN_FABRIC_STATUSES, { error: 'status must be listed, hidden or vendor_inactive' }).optional(),
  /** Only this vendor's fabrics (its page in the console). */
  vendorId: IdSchema.optional(),
  page,
});
export const AdminFabricSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  category: z.string(),
  price: z.number(),
  createdAt: z.string(),
  vendor: z.object({ _id: IdSchema, name: z.string(), status: VendorStatusSchema }),
  /** Whether shoppers see it: its vendor is active and it is not hidden. */
  listed: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminFabric = z.infer<typeof AdminFabricSchema>;
export const AdminFabricPageSchema = pageOf(AdminFabricSchema);
export type AdminFabricPage = z.infer<typeof AdminFabricPageSchema>;

export const AdminOrdersQuerySchema = z.object({
  q: search,
  status: z
    .enum(PART_STATUSES, { error: 'status must be placed, accepted, shipped, delivered or cancelled' })
    .optional(),
  /** Only orders with a part of this vendor's. */
  vendorId: IdSchema.optional(),
  page,
});
export const AdminOrderSummarySchema = z.object({
  _id: IdSchema,
  orderNumber: z.string(),
  orderDate: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  totalPrice: z.number(),
  status: OrderSchema.shape.status,
  vendors: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
export const AdminOrderPageSchema = pageOf(AdminOrderSummarySchema);
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;
export const AdminOrderSchema = OrderSchema.extend({ customerName: z.string(), customerEmail: z.string() });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminUsersQuerySchema = z.object({ q: search, role: RoleSchema.optional(), page });
export const AdminUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageOf(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

const OverviewWindowSchema = z.object({
  days: z.number().int(),
  /** Rupees of the orders placed in the window and not cancelled in full. */
  gmv: z.number(),
  orders: z.number().int(),
  ordersByStatus: z.record(OrderSchema.shape.status, z.number().int()),
  newShoppers: z.number().int(),
  newVendors: z.number().int(),
});
export const AdminOverviewSchema = z.object({
  windows: z.array(OverviewWindowSchema),
  vendorsPending: z.number().int(),
  /**
   * From the vendors' ledgers: commission on every delivered part, what the marketplace owes vendors
   * (the positive balances) and what vendors owe it (the negative ones, as a positive sum).
   */
  money: z.object({ commissionEarned: z.number(), owedToVendors: z.number(), owedByVendors: z.number() }),
  /**
   * Returns: how many wait for their vendor (requested, approved or received) and for the
   * operator (escalated), and the refunds made: how many, what went back to shoppers, and the commission
   * the marketplace gave back with them.
   */
  returns: z
    .object({
      open: z.number().int(),
      escalated: z.number().int(),
      refunds: z.number().int(),
      refunded: z.number(),
      commissionReturned: z.number(),
    })
    .optional(),
  /**
   * What coupons took off the parts not cancelled: the marketplace's coupons, which it
   * funds from its commission, and the vendors' own, which they fund.
   */
  coupons: z.object({ marketplaceFunded: z.number(), vendorFunded: z.number() }).optional(),
  /** The last 30 days, oldest first, for the chart. */
  daily: z.array(z.object({ day: z.string(), gmv: z.number(), orders: z.number().int() })),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** A list of returns, of one status or all: the vendor's (GET /api/orders/vendor/returns) and the operator's escalations. */
export const ReturnsQuerySchema = z.object({ status: ReturnStatusSchema.optional(), page });

/** The operator's list of escalated returns (GET /api/admin/returns). */
export const AdminReturnPageSchema = pageOf(AdminReturnSchema);
export type AdminReturnPage = z.infer<typeof AdminReturnPageSchema>;

/** The vendor's Returns tab (GET /api/orders/vendor/returns): a page of its returns, newest first. */
export const VendorReturnPageSchema = pageOf(ReturnSchema);
export type VendorReturnPage = z.infer<typeof VendorReturnPageSchema>;

export const AUDIT_TARGETS = ['vendor', 'fabric', 'user', 'settings', 'order'] as const;
export const AdminAuditEntrySchema = z.object({
  _id: IdSchema,
  at: z.string(),
  actor: z.object({ _id: IdSchema, name: z.string() }),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  /** The vendor's, fabric's or account's name, the order's number, or the setting's name. */
  targetName: z.string(),
  reason: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
/** A list that only pages: `?page=` from 1. */
export const PageQuerySchema = z.object({ page });
const indiaDay = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date such as 2026-11-29` })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: `${name} must be a real date` })
    .optional();

/**
 * `?page=` and the filters: `about` (a vendor or user the entries are about), `actor` (an operator's id), `action` (words the action holds, in any case), and
 * `from`/`to`, India dates, both days included.
 */
export const AdminAuditQuerySchema = PageQuerySchema.extend({
  /** Only the entries about this vendor (or user), or one of its fabrics. */
  about: IdSchema.optional(),
  actor: IdSchema.optional(),
  action: textSchema('action').trim().max(100, { error: 'action must be at most 100 characters' }).optional(),
  from: indiaDay('from'),
  to: indiaDay('to'),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: 'from must be on or before to',
});
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;
export const AdminAuditPageSchema = pageOf(AdminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;

/** What a vendor is told of its own standing, in its dashboard. */
export const VendorStandingSchema = z.object({ status: VendorStatusSchema, reason: z.string().nullable() });
export type VendorStanding = z.infer<typeof VendorStandingSchema>;
