import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerCouponMakerRoutes } from './coupon-routes';

/** The operator's coupons, funded by the marketplace: `/api/admin/coupons`. */
export function registerCouponAdminRoutes(app: FastifyInstance, db: Database): void {
  registerCouponMakerRoutes(app, db, {
    prefix: '/api/admin/coupons',
    tag: 'admin',
    role: 'admin',
    owner: (id) => ({ operatorId: id }),
  });
}
