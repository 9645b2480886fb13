import type { Coupon } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './test-app';

let made = 0;

/**
 * Makes a coupon as `maker` does, a vendor its own or the operator the marketplace's, with a code no other
 * test of this process has (`stem` and a count); fails the test if it is refused. Answers the coupon.
 */
export async function makeCoupon(
  app: FastifyInstance,
  maker: TestUser,
  stem: string,
  terms: Record<string, unknown>,
): Promise<Coupon> {
  made += 1;
  const code = `${stem}${made}${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
  const url = maker.role === 'admin' ? '/api/admin/coupons' : '/api/vendor/coupons';
  const response = await app.inject({ method: 'POST', url, headers: maker.headers, payload: { code, ...terms } });
  if (response.statusCode !== 201) throw new Error(`coupon refused: ${response.body}`);
  return response.json<Coupon>();
}
