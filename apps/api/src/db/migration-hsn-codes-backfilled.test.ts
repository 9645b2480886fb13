import { FIBRES, suggestedHsnCode } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('hsn_codes_backfilled');

const VENDOR = '00000000-0000-4000-8000-000000000001';
const LARGE_VENDOR = '00000000-0000-4000-8000-000000000002';

interface Listed {
  name: string;
  vendor?: string;
  composition?: { fibre: string; percent: number }[];
  weightGsm?: number;
  construction?: string;
  pattern?: string;
  hsnCode?: string;
}

const literal = (value: string | number | undefined) =>
  value === undefined ? 'null' : typeof value === 'number' ? String(value) : `'${value}'`;

/** Fabrics as the store kept them before codes existed (no code), and one whose vendor gave its own. */
const LISTED: Listed[] = [
  ...FIBRES.map((fibre) => ({ name: `Plain ${fibre}`, composition: [{ fibre, percent: 100 }] })),
  { name: 'Heavy cotton canvas', composition: [{ fibre: 'cotton', percent: 100 }], weightGsm: 280 },
  { name: 'Cotton at 200 GSM', composition: [{ fibre: 'cotton', percent: 100 }], weightGsm: 200 },
  {
    name: 'Silk-cotton chanderi',
    composition: [
      { fibre: 'cotton', percent: 40 },
      { fibre: 'silk', percent: 60 },
    ],
  },
  {
    name: 'Linen-cotton, half each',
    composition: [
      { fibre: 'linen', percent: 50 },
      { fibre: 'cotton', percent: 50 },
    ],
  },
  { name: 'Cotton jersey', composition: [{ fibre: 'cotton', percent: 100 }], construction: 'knit' },
  { name: 'Chikankari mulmul', composition: [{ fibre: 'cotton', percent: 100 }], pattern: 'embroidered' },
  { name: 'Nothing stated' },
  { name: 'Coded by its vendor', composition: [{ fibre: 'cotton', percent: 100 }], hsnCode: '52081100' },
  { name: 'Large vendor cotton', vendor: LARGE_VENDOR, composition: [{ fibre: 'cotton', percent: 100 }] },
];

describe('the hsn-codes-backfilled migration', () => {
  it("gives each fabric listed without an HSN code the one a save would suggest from its fibre and weight, and leaves a vendor's own code and a large vendor's fabrics alone", async () => {
    const old = oldDatabase();
    const { client } = old;
    const values = LISTED.map(
      (fabric) =>
        `('${fabric.vendor ?? VENDOR}', '${fabric.name}', 'cotton', 50000, 1000, '${JSON.stringify(fabric.composition ?? [])}',
          ${literal(fabric.weightGsm)}, ${literal(fabric.construction)}, ${literal(fabric.pattern)}, ${literal(fabric.hsnCode)})`,
    );
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${VENDOR}', 'Vendor', 'v@example.com', 'x', 'vendor'),
        ('${LARGE_VENDOR}', 'Large vendor', 'large@example.com', 'x', 'vendor');
      insert into vendor_tax_profiles (vendor_id, turnover_above_5_crore) values ('${LARGE_VENDOR}', true);
      insert into fabrics (vendor_id, name, category, price_paise, stock, composition, weight_gsm, construction, pattern, hsn_code)
        values ${values.join(',\n')};
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ name: string; hsn_code: string | null }>(
      'select name, hsn_code from fabrics',
    );
    const codes = Object.fromEntries(rows.map((row) => [row.name, row.hsn_code]));
    expect(codes).toMatchObject({
      'Plain cotton': '5208',
      'Plain silk': '5007',
      'Plain linen': '5309',
      'Heavy cotton canvas': '5209',
      'Cotton at 200 GSM': '5208',
      'Silk-cotton chanderi': '5007',
      'Linen-cotton, half each': '5309',
      'Cotton jersey': '6006',
      'Chikankari mulmul': '5810',
      'Nothing stated': null,
      'Coded by its vendor': '52081100',
      // Above Rs. 5 crore a code needs 6 digits, which only the vendor can give.
      'Large vendor cotton': null,
    });
    // Every other fabric got what the API's own rule suggests for it.
    for (const fabric of LISTED.filter((listed) => !listed.hsnCode && !listed.vendor)) {
      const suggested = suggestedHsnCode({
        composition: fabric.composition ?? [],
        weightGsm: fabric.weightGsm ?? null,
        construction: fabric.construction ?? null,
        pattern: fabric.pattern ?? null,
      });
      expect([fabric.name, codes[fabric.name]]).toEqual([fabric.name, suggested]);
    }
  });
});
