import { rupeesToPaise } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fabrics, users, vendorTaxProfiles } from '../db/schema';
import { hashPassword } from '../modules/auth/service';
import { seedSettings } from '../modules/settings/service';
import { demoAttributeColumns } from './seed-attributes';
import { demoSaleColumns } from './seed-sale';
import { DEMO_MARKETPLACE, demoHsnCode, demoTaxProfiles } from './seed-tax-profiles';

/** Everyone in the demo catalog signs in with this password (see the README). */
export const DEMO_PASSWORD = 'fabric-demo-1';

export const DEMO_VENDORS = [
  {
    key: 'loomhouse',
    name: 'Meera Iyer (Loom House)',
    email: 'meera@loomhouse.example',
    phone: '+91 98450 11223',
    address: '14 Weavers Lane',
    city: 'Kanchipuram',
    state: 'Tamil Nadu',
    postalCode: '631501',
    country: 'India',
  },
  {
    key: 'indigo',
    name: 'Arjun Mehta (Indigo Works)',
    email: 'arjun@indigoworks.example',
    phone: '+91 99870 44556',
    address: '7 Mill Compound',
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380021',
    country: 'India',
  },
  {
    key: 'himalayan',
    name: 'Tenzin Dolma (Himalayan Threads)',
    email: 'tenzin@himalayanthreads.example',
    phone: '+91 94180 77889',
    address: '3 Mall Road',
    city: 'Kullu',
    state: 'Himachal Pradesh',
    postalCode: '175101',
    country: 'India',
  },
] as const;

export const DEMO_SHOPPER = {
  name: 'Priya Sharma',
  email: 'shopper@fabric-store.example',
  phone: '+91 90000 12345',
  address: '221 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

/** The marketplace's operator, who signs in with the demo password too. */
export const DEMO_OPERATOR = { name: 'Asha Operator', email: 'admin@fabric-store.example' };

/**
 * The payee a demo UPI order's QR code names, so a fresh `npm start` shows one. `@demo` is no bank's handle,
 * so no UPI app can send money to it; a real store sets its own in the console's settings.
 */
export const DEMO_UPI_PAYEE = { upiVpa: 'fabricstore@demo', upiPayeeName: 'Fabric Store (demo)' };

type VendorKey = (typeof DEMO_VENDORS)[number]['key'];
type DemoFabric = [
  vendor: VendorKey,
  category: string,
  name: string,
  rupees: number,
  /** Metres, or pieces for a piece fabric. */
  stock: number,
  description: string,
  /** Pre-cut packs are sold by the piece; everything else by the metre. */
  unit?: 'per_piece',
];

/** How the demo vendors cut and sample each kind of fabric: fine fabrics in quarter metres, wool by the half metre. */
const DEMO_CUTS: Record<string, { minCutCm: number; stepCm: number; swatchPricePaise: number }> = {
  silk: { minCutCm: 50, stepCm: 25, swatchPricePaise: 5000 },
  velvet: { minCutCm: 50, stepCm: 25, swatchPricePaise: 5000 },
  chiffon: { minCutCm: 50, stepCm: 25, swatchPricePaise: 3000 },
  wool: { minCutCm: 100, stepCm: 50, swatchPricePaise: 4000 },
};
const demoCut = (category: string) => ({
  ...(DEMO_CUTS[category] ?? { minCutCm: 50, stepCm: 10, swatchPricePaise: 3000 }),
  swatchOffered: true,
});

const DEMO_FABRICS: DemoFabric[] = [
  [
    'loomhouse',
    'silk',
    'Kanchipuram Temple-Border Silk',
    2450,
    18,
    'Heavy mulberry silk with a contrast zari temple border, woven on pit looms. Sold per metre, 44 inches wide.',
  ],
  [
    'loomhouse',
    'silk',
    'Mysore Crepe Silk, Peacock Blue',
    1890,
    25,
    'Fluid crepe with a soft sheen that drapes beautifully for sarees and evening dresses.',
  ],
  [
    'loomhouse',
    'silk',
    'Banarasi Brocade, Gold on Maroon',
    3200,
    9,
    'Dense brocade with floral buttis in antique gold. Ideal for lehengas and festive jackets.',
  ],
  [
    'loomhouse',
    'silk',
    'Tussar Silk, Natural Beige',
    1350,
    30,
    'Wild tussar with its characteristic slub and honeyed colour, lightly textured and breathable.',
  ],
  [
    'loomhouse',
    'chiffon',
    'Pure Silk Chiffon, Blush Pink',
    980,
    40,
    'Sheer, airy silk chiffon for dupattas, overlays and flowing sleeves.',
  ],
  [
    'loomhouse',
    'chiffon',
    'Georgette Chiffon, Midnight Black',
    640,
    55,
    'Slightly crinkled georgette with a matte finish; holds pleats and gathers well.',
  ],
  [
    'loomhouse',
    'velvet',
    'Silk Velvet, Emerald',
    2750,
    12,
    'Lustrous silk-viscose velvet with a deep pile, for blazers, blouses and cushions.',
  ],
  [
    'loomhouse',
    'velvet',
    'Micro Velvet, Wine Red',
    890,
    35,
    'Soft stretch micro velvet for winter kurtas and party wear.',
  ],
  [
    'loomhouse',
    'cotton',
    'Chanderi Cotton-Silk, Ivory',
    760,
    48,
    'Lightweight Chanderi weave with a gentle gloss and tiny gold motifs.',
  ],
  [
    'loomhouse',
    'linen',
    'Linen-Silk Blend, Pearl Grey',
    1540,
    20,
    'Crisp linen with a silk sheen, suited to tailored shirts and summer suits.',
  ],
  [
    'indigo',
    'cotton',
    'Hand-Block Printed Cotton, Indigo Buta',
    420,
    80,
    'Dabu-printed cotton from Bagru, dyed with natural indigo. Softens with every wash.',
  ],
  [
    'indigo',
    'cotton',
    'Ajrakh Cotton, Madder Red',
    560,
    60,
    'Traditional Ajrakh resist print in madder and indigo on soft mulmul cotton.',
  ],
  [
    'indigo',
    'cotton',
    'Khadi Cotton, Off-White',
    380,
    100,
    'Hand-spun, hand-woven khadi with an honest texture; cool in the Indian summer.',
  ],
  [
    'indigo',
    'cotton',
    'Cotton Poplin, Sky Stripes',
    310,
    120,
    'Smooth, tightly woven poplin with fine blue stripes, perfect for shirts.',
  ],
  [
    'indigo',
    'cotton',
    'Kalamkari Cotton, Tree of Life',
    590,
    45,
    'Pen-drawn Kalamkari motifs in vegetable dyes on medium-weight cotton.',
  ],
  [
    'indigo',
    'denim',
    'Selvedge Denim, Raw Indigo 13 oz',
    1150,
    40,
    'Rope-dyed raw selvedge denim woven on shuttle looms; fades with character.',
  ],
  [
    'indigo',
    'denim',
    'Stretch Denim, Mid Blue 10 oz',
    690,
    75,
    'Comfort-stretch denim with 2% elastane for jeans and jackets.',
  ],
  [
    'indigo',
    'denim',
    'Chambray Denim, Light Wash',
    520,
    90,
    'Lightweight chambray with a soft hand, great for shirts and summer dresses.',
  ],
  [
    'indigo',
    'denim',
    'Black Denim, Heavyweight 14 oz',
    1240,
    28,
    'Sulphur-dyed black denim with a dense twill for workwear and jackets.',
  ],
  [
    'indigo',
    'linen',
    'Pure Linen, Terracotta',
    1080,
    50,
    'European flax linen, stonewashed for a relaxed drape and a lived-in feel.',
  ],
  [
    'indigo',
    'linen',
    'Linen Cotton Slub, Sage Green',
    690,
    65,
    'Linen-cotton blend with a pronounced slub; easy to sew and to wear.',
  ],
  [
    'himalayan',
    'wool',
    'Kullu Tweed, Charcoal Herringbone',
    1680,
    22,
    'Hand-woven tweed from the Kullu valley with a classic herringbone weave.',
  ],
  [
    'himalayan',
    'wool',
    'Merino Wool Suiting, Navy',
    2350,
    16,
    'Fine 120s merino suiting with a smooth finish and natural stretch.',
  ],
  [
    'himalayan',
    'wool',
    'Pashmina Blend, Oatmeal',
    2990,
    10,
    'Featherlight pashmina-wool blend for shawls and stoles; warm without weight.',
  ],
  [
    'himalayan',
    'wool',
    'Boiled Wool, Mustard',
    1450,
    18,
    'Dense boiled wool that does not fray; ideal for unlined coats and capes.',
  ],
  [
    'himalayan',
    'wool',
    'Kashmiri Tweed Check, Rust',
    1790,
    14,
    'Soft woollen check in rust and cream, woven in Srinagar.',
  ],
  [
    'himalayan',
    'linen',
    'Heavy Linen Canvas, Natural',
    940,
    40,
    'Sturdy 300 gsm linen canvas for bags, upholstery and aprons.',
  ],
  [
    'himalayan',
    'velvet',
    'Cotton Velvet, Forest Green',
    1120,
    24,
    'Cotton velvet with a short, dense pile for jackets and home decor.',
  ],
  [
    'himalayan',
    'chiffon',
    'Printed Chiffon, Himalayan Poppies',
    720,
    38,
    'Poly chiffon printed with poppies of the high meadows; light and floaty.',
  ],
  [
    'himalayan',
    'cotton',
    'Flannel Cotton, Buffalo Check',
    540,
    70,
    'Brushed cotton flannel in a bold red-and-black check, warm for winter shirts.',
  ],
  [
    'indigo',
    'cotton',
    'Fat Quarter Bundle, Indigo Block Prints',
    650,
    40,
    'Five pre-cut fat quarters (50 × 55 cm) of hand block-printed indigo cotton, for quilting and patchwork.',
    'per_piece',
  ],
  [
    'indigo',
    'cotton',
    'Pre-cut Suit Set, Indigo Dabu Print',
    1450,
    25,
    'A pre-cut 2.5 m kurta length with a matching 2 m dupatta in indigo dabu-printed cotton.',
    'per_piece',
  ],
];

/**
 * Fills an empty database with demo vendors, a demo shopper, their fabrics and a demo UPI payee. The advisory lock
 * and the emptiness check make it safe when several processes start on one database at once.
 */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4201978)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return false;

    const vendors = await tx
      .insert(users)
      .values(DEMO_VENDORS.map(({ key: _key, ...vendor }) => ({ ...vendor, passwordHash, role: 'vendor' as const })))
      .returning({ id: users.id, email: users.email });
    await tx.insert(users).values({ ...DEMO_SHOPPER, passwordHash, role: 'customer' });
    await tx.insert(users).values({ ...DEMO_OPERATOR, passwordHash, role: 'admin' });
    await seedSettings(tx, { ...DEMO_UPI_PAYEE, ...DEMO_MARKETPLACE });

    const vendorIdByKey = new Map(
      DEMO_VENDORS.map((vendor) => [vendor.key, vendors.find((row) => row.email === vendor.email)?.id ?? '']),
    );
    await tx.insert(vendorTaxProfiles).values(demoTaxProfiles(vendorIdByKey));
    const now = Date.now();
    await tx.insert(fabrics).values(
      DEMO_FABRICS.map(([vendor, category, name, rupees, stock, description, unit], index) => ({
        vendorId: vendorIdByKey.get(vendor) ?? '',
        category,
        name,
        description,
        pricePaise: rupeesToPaise(rupees),
        // Sold by the metre: stock in centimetres (100 per piece), cut lengths and a swatch by kind of fabric.
        stock: stock * 100,
        ...(unit ? { unit, swatchOffered: false } : demoCut(category)),
        ...demoAttributeColumns(name),
        ...demoSaleColumns(name, rupeesToPaise(rupees)),
        hsnCode: demoHsnCode(name),
        // Spread over the past month so that "newest" has a stable, meaningful order.
        createdAt: new Date(now - (DEMO_FABRICS.length - index) * 86_400_000),
      })),
    );
    return true;
  });
}
