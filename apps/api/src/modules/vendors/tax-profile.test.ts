import type { Fabric, VendorTaxProfile } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import { completeProfile, giveTaxProfile, gstinFor, TEST_PAN } from '../../../test-support/tax-profiles';
import { addFabric, messageOf, signUp, type TestUser } from '../../../test-support/test-app';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
afterAll(() => ctx.close());

const put = (vendor: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/vendor/profile', headers: vendor.headers, payload });
const profileOf = async (vendor: TestUser) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/vendor/profile', headers: vendor.headers })
  ).json<VendorTaxProfile>();

describe('a vendor’s tax profile', () => {
  it('starts empty, naming everything a complete profile needs', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const profile = await profileOf(vendor);
    expect(profile.profileComplete).toBe(false);
    expect(profile.missing).toEqual([
      'Legal name',
      'PAN',
      'Pickup address',
      'Return address',
      'Invoice prefix',
      'Account holder',
      'Account number',
      'IFSC',
      'Authorised signatory',
    ]);
  });

  it('takes a state’s short form as its full name, shows the account number once to its owner and masked after', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const given = completeProfile('MH');
    const saved = await giveTaxProfile(ctx.app, vendor, given);
    expect(saved.pickupAddress).toMatchObject({ state: 'Maharashtra', stateCode: '27', pin: '400013' });
    expect(saved.bankAccountNumber).toBe('50100234567890');
    expect(saved).toMatchObject({ profileComplete: true, missing: [], registered: true });

    const read = await profileOf(vendor);
    expect(read.bankAccountNumber).toBe('XXXXXXXXXX7890');
    const seenByOperator = await asOperator<VendorTaxProfile>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/vendors/${vendor._id}/profile`,
    );
    expect(seenByOperator.bankAccountNumber).toBe('XXXXXXXXXX7890');
    expect(seenByOperator.gstin).toBe(given.gstin);

    // Saving again without the account number (the screen shows it masked) keeps it.
    const again = await giveTaxProfile(ctx.app, vendor, { ...given, bankAccountNumber: '', signatoryName: 'R. Mehta' });
    expect(again).toMatchObject({
      bankAccountNumber: '50100234567890',
      signatoryName: 'R. Mehta',
      profileComplete: true,
    });
  });

  it('says whether a GSTIN’s format or its checksum is wrong, and checks its state and PAN against the profile', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const good = gstinFor('Maharashtra', TEST_PAN);
    const wrongCheck = `${good.slice(0, 14)}${good.endsWith('A') ? 'B' : 'A'}`;
    const cases: [object, string][] = [
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin: GSTIN format is wrong'],
      [{ gstin: wrongCheck }, 'gstin: GSTIN checksum is wrong'],
      [
        { gstin: gstinFor('Karnataka', TEST_PAN) },
        "gstin: GSTIN's state code 29 is not that of the pickup state Maharashtra (27)",
      ],
      [{ pan: 'ABCDE1234F' }, 'gstin: GSTIN must contain the PAN given'],
      [{ bankIfsc: 'HDFC1234567' }, 'bankIfsc: IFSC must be 4 letters, a 0'],
      [{ bankAccountNumber: '12345678' }, 'bankAccountNumber: Account number must be 9 to 18 digits'],
      [{ invoicePrefix: 'lh' }, 'invoicePrefix: Invoice prefix must be 2 to 4 capital letters'],
      [{ pickupAddress: { line: 'x', city: 'y', state: 'Gotham', pin: '400013' } }, 'pickupAddress.state: '],
      [{ returnAddress: { line: 'x', city: 'y', state: 'MH', pin: '012345' } }, 'returnAddress.pin: '],
    ];
    for (const [change, message] of cases) {
      const response = await put(vendor, { ...completeProfile('Maharashtra'), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(String(messageOf(response))).toContain(message);
    }
    expect((await profileOf(vendor)).missing).toHaveLength(9);
  });

  it('refuses an invoice prefix another vendor uses (409)', async () => {
    const first = await signUp(ctx.app, 'vendor');
    const second = await signUp(ctx.app, 'vendor');
    const taken = await giveTaxProfile(ctx.app, first, completeProfile());
    const response = await put(second, completeProfile('Maharashtra', { invoicePrefix: taken.invoicePrefix ?? '' }));
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(`Invoice prefix ${taken.invoicePrefix} is used by another vendor; choose another`);
  });

  it('an unregistered vendor gives its PAN and state instead of a GSTIN', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const saved = await giveTaxProfile(ctx.app, vendor, completeProfile('Gujarat', { gstin: null }));
    expect(saved).toMatchObject({ gstin: null, registered: false, profileComplete: true });
  });
});

describe('HSN codes of fabrics', () => {
  it('suggests the heading from fibre and weight when the vendor leaves it empty, and keeps the vendor’s own', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const cotton = (weightGsm: number) => ({ composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm });
    expect((await addFabric(ctx.app, vendor, { attributes: cotton(120) })).hsnCode).toBe('5208');
    expect((await addFabric(ctx.app, vendor, { attributes: cotton(320) })).hsnCode).toBe('5209');
    const silkKnit = { composition: [{ fibre: 'silk' as const, percent: 100 }], construction: 'knit' as const };
    expect((await addFabric(ctx.app, vendor, { attributes: silkKnit })).hsnCode).toBe('6006');
    const own = await addFabric(ctx.app, vendor, { attributes: cotton(120), hsnCode: '52081190' });
    expect(own.hsnCode).toBe('52081190');
    // An old fabric without a fibre has none until the vendor states one.
    const plain = await addFabric(ctx.app, vendor);
    expect(plain.hsnCode).toBeNull();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${plain._id}`,
      headers: vendor.headers,
      payload: { attributes: { composition: [{ fibre: 'linen', percent: 100 }] } },
    });
    expect(edited.json<Fabric>().hsnCode).toBe('5309');
  });

  it('asks a vendor above Rs. 5 crore for 6 or more digits', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    await giveTaxProfile(ctx.app, vendor, completeProfile('Maharashtra', { turnoverAbove5Crore: true }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: 'Mulmul', price: 300, stock: 10, category: 'cotton', hsnCode: '5208' },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('HSN code must have 6 or 8 digits');
    expect((await addFabric(ctx.app, vendor, { hsnCode: '520811' })).hsnCode).toBe('520811');
    const badForm = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: 'Mulmul', price: 300, stock: 10, category: 'cotton', hsnCode: '52081' },
    });
    expect(messageOf(badForm)).toBe('hsnCode: HSN code must be 4, 6 or 8 digits');
  });
});

describe('the operator’s requireTaxProfile', () => {
  it('is off by default; on, a vendor lists fabrics only once its profile is complete', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    await addFabric(ctx.app, vendor);
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', { requireTaxProfile: true });
    try {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/fabrics',
        headers: vendor.headers,
        payload: { name: 'Khadi', price: 300, stock: 10, category: 'cotton' },
      });
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toContain('Complete your tax profile before listing fabrics');
      await giveTaxProfile(ctx.app, vendor, completeProfile());
      await addFabric(ctx.app, vendor, { hsnCode: '5208' });
    } finally {
      await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', { requireTaxProfile: false });
    }
  });
});
