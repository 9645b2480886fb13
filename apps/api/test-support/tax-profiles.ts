import { gstinCheckCharacter } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './test-app';

/** A GSTIN with its check character: the state's two digits, the PAN, entity 1, Z. */
export const gstinOf = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

/**
 * Completes `vendor`'s tax profile through `PUT /api/vendor/profile`, as the vendor's screen does:
 * registered in Maharashtra unless told otherwise (`gstin: null` for an unregistered vendor).
 */
export async function completeTaxProfile(
  app: FastifyInstance,
  vendor: TestUser,
  overrides: { invoicePrefix: string; pan: string; legalName?: string; gstin?: string | null },
) {
  const { invoicePrefix, pan } = overrides;
  const address = { line: '12 Kalbadevi Road', city: 'Mumbai', state: 'Maharashtra', pin: '400002' };
  const response = await app.inject({
    method: 'PUT',
    url: '/api/vendor/profile',
    headers: vendor.headers,
    payload: {
      legalName: overrides.legalName ?? `${vendor.name} Private Limited`,
      tradeName: vendor.name,
      gstin: overrides.gstin === undefined ? gstinOf('27', pan) : overrides.gstin,
      pan,
      pickupAddress: address,
      returnAddress: address,
      invoicePrefix,
      bankHolder: vendor.name,
      bankAccountNumber: '123456789012',
      bankIfsc: 'HDFC0001234',
      signatoryName: 'Lakshmi Iyer',
    },
  });
  if (response.statusCode !== 200) throw new Error(`profile refused: ${response.body}`);
}
