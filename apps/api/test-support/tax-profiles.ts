import { buildGstin, stateNamed, type VendorTaxProfile, type VendorTaxProfileRequest } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './test-app';

/** A GSTIN of the right form and check character for a state (by name or code) and a PAN. */
export function gstinFor(state: string, pan: string, entity = '1'): string {
  return buildGstin(stateNamed(state)?.code ?? state, pan, entity);
}

let prefixes = 0;
/** An invoice prefix no other test vendor of this process has (three capital letters). */
export function uniqueInvoicePrefix(): string {
  prefixes += 1;
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  return `${letter(Math.floor(prefixes / 676))}${letter(Math.floor(prefixes / 26))}${letter(prefixes)}`;
}

export const TEST_PAN = 'AAPFU0939F';

/**
 * A complete profile of a registered vendor picking up in `state` (Maharashtra unless told); `gstin: null`
 * makes it unregistered.
 */
export function completeProfile(
  state = 'Maharashtra',
  overrides: Partial<VendorTaxProfileRequest> = {},
): VendorTaxProfileRequest {
  const address = { line: '12 Mill Compound, Lower Parel', city: 'Mumbai', state, pin: '400013' };
  return {
    legalName: 'Loom House Textiles Private Limited',
    tradeName: 'Loom House',
    gstin: gstinFor(state, TEST_PAN),
    pan: TEST_PAN,
    pickupAddress: address,
    returnAddress: { ...address, line: '3 Returns Gate, Lower Parel' },
    invoicePrefix: uniqueInvoicePrefix(),
    bankHolder: 'Loom House Textiles Private Limited',
    bankAccountNumber: '50100234567890',
    bankIfsc: 'HDFC0001234',
    signatoryName: 'Asha Mehta',
    turnoverAbove5Crore: false,
    ...overrides,
  };
}

/** Saves a vendor's tax profile through the API; fails the test if it is refused. */
export async function giveTaxProfile(
  app: FastifyInstance,
  vendor: TestUser,
  profile: VendorTaxProfileRequest,
): Promise<VendorTaxProfile> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/vendor/profile',
    headers: vendor.headers,
    payload: profile,
  });
  if (response.statusCode !== 200) throw new Error(`profile refused: ${response.body}`);
  return response.json<VendorTaxProfile>();
}

/**
 * Completes `vendor`'s tax profile as the vendor's screen does: registered in Maharashtra with this PAN and
 * invoice prefix unless told otherwise (`gstin: null` for an unregistered vendor).
 */
export async function completeTaxProfile(
  app: FastifyInstance,
  vendor: TestUser,
  overrides: { invoicePrefix: string; pan: string; legalName?: string; gstin?: string | null },
): Promise<VendorTaxProfile> {
  const { invoicePrefix, pan, legalName, gstin } = overrides;
  return giveTaxProfile(
    app,
    vendor,
    completeProfile('Maharashtra', {
      invoicePrefix,
      pan,
      legalName: legalName ?? `${vendor.name} Private Limited`,
      tradeName: vendor.name,
      gstin: gstin === undefined ? gstinFor('27', pan) : gstin,
      bankHolder: vendor.name,
      signatoryName: 'Lakshmi Iyer',
    }),
  );
}
