import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerCouponMakerRoutes } from './coupon-routes';

/** A vendor's own coupons, funded by the vendor: `/api/vendor/coupons`. */
export function registerCouponVendorRoutes(app: FastifyInstance, db: Database): void {
  registerCouponMakerRoutes(app, db, {
    prefix: '/api/vendor/coupons',
    tag: 'vendor',
    role: 'vendor',
    owner: (id) => ({ vendorId: id }),
  });
}
