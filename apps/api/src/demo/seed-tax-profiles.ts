// The demo vendors' tax profiles: complete and valid (GSTINs with the GSTN's check character), in the
// three states the vendors work from, so a fresh demo store taxes every line and can issue invoices.
import { buildGstin, stateNamed, suggestedHsnCode } from '@fabric-store/shared';
import type { vendorTaxProfiles } from '../db/schema';
import { demoAttributeColumns } from './seed-attributes';

/**
 * The marketplace's own tax facts in the demo, so that its tax invoices name it as the e-commerce operator
 * with a GSTIN and its commission invoices are issued once a month is over; a real store sets its own.
 */
export const DEMO_MARKETPLACE = {
  marketplaceLegalName: 'Fabric Store Marketplace Private Limited (demo)',
  marketplaceGstin: buildGstin('27', 'AABCF4321K'),
  marketplaceAddress: '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
};

interface DemoProfile {
  legalName: string;
  pan: string;
  line: string;
  city: string;
  state: string;
  pin: string;
  prefix: string;
  account: string;
  ifsc: string;
  signatory: string;
}

const DEMO_PROFILES: Record<string, DemoProfile> = {
  loomhouse: {
    legalName: 'Loom House Silks Private Limited',
    pan: 'AAFCL4821K',
    line: '14 Weavers Lane',
    city: 'Kanchipuram',
    state: 'Tamil Nadu',
    pin: '631501',
    prefix: 'LH',
    account: '50100234567890',
    ifsc: 'HDFC0001234',
    signatory: 'Meera Iyer',
  },
  indigo: {
    legalName: 'Indigo Works LLP',
    pan: 'AAKFI7305M',
    line: '7 Mill Compound',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pin: '380021',
    prefix: 'IW',
    account: '917020045612345',
    ifsc: 'UTIB0000123',
    signatory: 'Arjun Mehta',
  },
  himalayan: {
    legalName: 'Tenzin Dolma',
    pan: 'BXQPD6127H',
    line: '3 Mall Road',
    city: 'Kullu',
    state: 'Himachal Pradesh',
    pin: '175101',
    prefix: 'HT',
    account: '39876543210',
    ifsc: 'SBIN0001456',
    signatory: 'Tenzin Dolma',
  },
};

/** One complete profile for each demo vendor whose id is known, its return address its pickup address. */
export function demoTaxProfiles(vendorIdByKey: Map<string, string>): (typeof vendorTaxProfiles.$inferInsert)[] {
  return Object.entries(DEMO_PROFILES).map(([key, profile]) => {
    const code = stateNamed(profile.state)?.code ?? '';
    return {
      vendorId: vendorIdByKey.get(key) ?? '',
      legalName: profile.legalName,
      tradeName: null,
      gstin: buildGstin(code, profile.pan),
      pan: profile.pan,
      pickupAddressLine: profile.line,
      pickupCity: profile.city,
      pickupState: profile.state,
      pickupStateCode: code,
      pickupPin: profile.pin,
      returnAddressLine: profile.line,
      returnCity: profile.city,
      returnState: profile.state,
      returnStateCode: code,
      returnPin: profile.pin,
      invoicePrefix: profile.prefix,
      bankHolder: profile.legalName,
      bankAccountNumber: profile.account,
      bankIfsc: profile.ifsc,
      signatoryName: profile.signatory,
    };
  });
}

/** A demo fabric's HSN code, suggested from its fibre and weight as for a vendor who leaves it empty. */
export function demoHsnCode(name: string): string | null {
  const attributes: {
    composition?: { fibre: string; percent: number }[];
    weightGsm?: number | null;
    construction?: string | null;
    pattern?: string | null;
  } = demoAttributeColumns(name);
  return suggestedHsnCode({
    composition: attributes.composition ?? [],
    weightGsm: attributes.weightGsm ?? null,
    construction: attributes.construction ?? null,
    pattern: attributes.pattern ?? null,
  });
}
