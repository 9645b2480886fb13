import { CouponCreateRequestSchema, CouponSchema, CouponUseSchema, IdParamsSchema } from '@fabric-store/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { type CouponOwner, createCoupon, disableCoupon, listCoupons, listCouponUses } from './service';

/** Who makes coupons under a prefix: the operator (`/api/admin/coupons`) or a vendor (`/api/vendor/coupons`). */
export interface CouponMaker {
  prefix: string;
  tag: string;
  role: 'admin' | 'vendor';
  owner: (callerId: string) => CouponOwner;
}

/** The same routes for every maker, each over its own coupons only: create, list, disable, and a coupon's uses. */
export function registerCouponMakerRoutes(app: FastifyInstance, db: Database, maker: CouponMaker): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { prefix, tag, role, owner } = maker;
  const preValidation = app.requireRole(role);
  const ownerOf = (request: FastifyRequest) => owner(callerOf(request).id);
  const schema = { tags: [tag], security: [{ bearer: [] }] };

  api.post(
    prefix,
    { schema: { ...schema, body: CouponCreateRequestSchema, response: { 201: CouponSchema } }, preValidation },
    async (request, reply) => reply.status(201).send(await createCoupon(db, ownerOf(request), request.body)),
  );
  api.get(prefix, { schema: { ...schema, response: { 200: z.array(CouponSchema) } }, preValidation }, async (request) =>
    listCoupons(db, ownerOf(request)),
  );
  api.post(
    `${prefix}/:id/disable`,
    { schema: { ...schema, params: IdParamsSchema, response: { 200: CouponSchema } }, preValidation },
    async (request) => disableCoupon(db, ownerOf(request), request.params.id),
  );
  api.get(
    `${prefix}/:id/uses`,
    { schema: { ...schema, params: IdParamsSchema, response: { 200: z.array(CouponUseSchema) } }, preValidation },
    async (request) => listCouponUses(db, ownerOf(request), request.params.id),
  );
}
