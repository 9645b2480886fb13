import { type Fabric, NO_FABRIC_ATTRIBUTES } from '@fabric-store/shared';

/** A fabric as the API answers it: Rs. 450 a metre of linen, 12 m in stock, cut from 0.5 m; `overrides` change it. */
export function testFabric(overrides: Partial<Fabric> = {}): Fabric {
  return {
    _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Indigo Linen',
    price: 450,
    description: '',
    image: '',
    stock: 12,
    category: 'linen',
    unit: 'per_metre',
    minCut: 0.5,
    step: 0.1,
    swatchOffered: false,
    swatchPrice: 30,
    vendor: { _id: '7a1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', name: 'Bela Weaves' },
    createdAt: '2026-11-01T09:00:00.000Z',
    images: [],
    attributes: NO_FABRIC_ATTRIBUTES,
    rating: { average: 0, count: 0 },
    patternRepeatCm: null,
    shrinkagePercent: null,
    longestPiece: 12,
    remnants: [],
    remnantDiscount: 30,
    ...overrides,
  };
}
