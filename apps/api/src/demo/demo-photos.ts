import { COLOUR_FAMILY_SWATCHES, type ColourFamily } from '@fabric-store/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fabricImages, fabrics } from '../db/schema';
import { storePhoto } from '../modules/fabric-images/service';
import type { VariantStore } from '../modules/fabric-images/variant-store';
import { drawnPhoto } from './drawn-photos';

/** Colour words of the demo fabrics' names and descriptions, longest first so "wine red" beats "red". */
const COLOURS: [word: string, hex: string][] = [
  ['peacock blue', '#0f5f7a'],
  ['midnight black', '#15151c'],
  ['wine red', '#6b1226'],
  ['madder red', '#a3301f'],
  ['pearl grey', '#b9bcc0'],
  ['sky', '#8ec3e6'],
  ['raw indigo', '#1f2c5c'],
  ['mid blue', '#4a6fa5'],
  ['light wash', '#a9c0d9'],
  ['sage green', '#9caf88'],
  ['forest green', '#234d2c'],
  ['blush pink', '#f2c4c6'],
  ['off-white', '#f1ece0'],
  ['natural', '#d9ccb0'],
  ['beige', '#d8c6a3'],
  ['ivory', '#f3ecd8'],
  ['oatmeal', '#d6ccb8'],
  ['terracotta', '#c0603f'],
  ['charcoal', '#3b3d40'],
  ['navy', '#1d2a4d'],
  ['mustard', '#d2a02a'],
  ['rust', '#a24a24'],
  ['emerald', '#0f6b4a'],
  ['maroon', '#5c1020'],
  ['gold', '#c9a23a'],
  ['indigo', '#26336b'],
  ['black', '#17171a'],
  ['red', '#b3202a'],
  ['poppies', '#d8342c'],
];

/** A silk with no colour in its name is drawn in the classic temple-sari red and gold. */
const CATEGORY_COLOURS: Record<string, string> = {
  silk: '#8c1c2c',
  cotton: '#e9e2d0',
  linen: '#cdbf9f',
  wool: '#6b5e52',
  denim: '#2f4a7a',
  chiffon: '#e8d0d6',
  velvet: '#4a1830',
};

type Pattern = 'check' | 'stripes' | 'herringbone' | 'border' | 'motif' | 'twill' | 'weave' | 'sheen';

export interface DemoLook {
  colours: string[];
  pattern: Pattern;
}

/** How a demo fabric looks, read from its own name and description (colour words, pattern words) and its category. */
/** How a pattern attribute is drawn, for a fabric whose words name none. */
const ATTRIBUTE_PATTERNS: Partial<Record<string, Pattern>> = {
  check: 'check',
  stripe: 'stripes',
  brocade: 'border',
  print: 'motif',
  floral: 'motif',
  paisley: 'motif',
  ikat: 'motif',
  geometric: 'herringbone',
};

/** The colour family's swatch, for a fabric whose words name no colour; none for multicolour. */
function attributeColour(colourFamily: string | null | undefined): string | undefined {
  if (!colourFamily || colourFamily === 'multicolour') return undefined;
  return COLOUR_FAMILY_SWATCHES[colourFamily as ColourFamily];
}

export function demoLookOf(fabric: {
  name: string;
  description: string;
  category: string;
  colourFamily?: string | null;
  pattern?: string | null;
}): DemoLook {
  const text = `${fabric.name} ${fabric.description}`.toLowerCase();
  const found: { at: number; hex: string }[] = [];
  let rest = text;
  for (const [word, hex] of COLOURS) {
    const at = rest.indexOf(word);
    if (at < 0) continue;
    found.push({ at, hex });
    rest = rest.replaceAll(word, ' '.repeat(word.length));
  }
  const colours = found.sort((a, b) => a.at - b.at).map((colour) => colour.hex);
  if (colours.length === 0)
    colours.push(attributeColour(fabric.colourFamily) ?? CATEGORY_COLOURS[fabric.category] ?? '#9a8f80');
  if (fabric.category === 'silk' && colours.length === 1 && /border|zari/.test(text)) colours.push('#c9a23a');
  const pattern: Pattern = /check/.test(text)
    ? 'check'
    : /stripe/.test(text)
      ? 'stripes'
      : /herringbone|tweed/.test(text)
        ? 'herringbone'
        : /border|brocade/.test(text)
          ? 'border'
          : /print|buta|poppies|kalamkari|ajrakh|block/.test(text)
            ? 'motif'
            : ATTRIBUTE_PATTERNS[fabric.pattern ?? '']
              ? (ATTRIBUTE_PATTERNS[fabric.pattern ?? ''] as Pattern)
              : fabric.category === 'denim'
                ? 'twill'
                : fabric.category === 'silk' || fabric.category === 'velvet' || fabric.category === 'chiffon'
                  ? 'sheen'
                  : 'weave';
  return { colours, pattern };
}

function tile(look: DemoLook): { size: number; body: string } {
  const [base = '#999', second] = look.colours;
  const accent = second ?? '#ffffff';
  switch (look.pattern) {
    case 'check':
      // Buffalo check: the two colours in bands, the crossings darker.
      return {
        size: 80,
        body: `<rect width="80" height="80" fill="${second ? accent : '#111'}"/><rect width="40" height="80" fill="${base}" opacity=".85"/><rect width="80" height="40" fill="${base}" opacity=".6"/>`,
      };
    case 'stripes':
      return {
        size: 40,
        body: `<rect width="40" height="40" fill="#f7f7f2"/><rect width="14" height="40" fill="${base}"/>`,
      };
    case 'herringbone':
      return {
        size: 40,
        body: `<rect width="40" height="40" fill="${base}"/><path d="M0 0 20 20 0 40M20 0 40 20 20 40" fill="none" stroke="#fff" stroke-width="4" opacity=".25"/>`,
      };
    case 'border':
      return {
        size: 60,
        body: `<rect width="60" height="60" fill="${base}"/><path d="M30 8 38 30 30 52 22 30Z" fill="${accent}" opacity=".7"/>`,
      };
    case 'motif':
      return {
        size: 60,
        body: `<rect width="60" height="60" fill="${second ? accent : '#f3ecd8'}"/><circle cx="15" cy="15" r="8" fill="${base}"/><circle cx="45" cy="45" r="8" fill="${base}"/><circle cx="45" cy="15" r="3" fill="${base}" opacity=".6"/>`,
      };
    case 'twill':
      return {
        size: 20,
        body: `<rect width="20" height="20" fill="${base}"/><path d="M-5 5 5 -5M0 20 20 0M15 25 25 15" stroke="#fff" stroke-width="3" opacity=".18"/>`,
      };
    case 'sheen':
      return {
        size: 40,
        body: `<rect width="40" height="40" fill="${base}"/><path d="M0 30 Q10 20 20 30 T40 30" fill="none" stroke="${second ? accent : '#fff'}" stroke-width="2" opacity=".35"/>`,
      };
    default:
      return {
        size: 12,
        body: `<rect width="12" height="12" fill="${base}"/><path d="M0 3h12M0 9h12" stroke="#000" stroke-width="1.5" opacity=".12"/><path d="M3 0v12M9 0v12" stroke="#fff" stroke-width="1" opacity=".2"/>`,
      };
  }
}

/**
 * Two pictures of a demo fabric: the bolt laid flat, and a close-up of its weave (the same tile at
 * three times the scale, with a fold of light across it).
 */
export function demoPhotoSvgs(look: DemoLook, size = 640): string[] {
  const { size: tileSize, body } = tile(look);
  const view = (scale: number, fold: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><pattern id="p" width="${tileSize}" height="${tileSize}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})">${body}</pattern><linearGradient id="l" x1="0" y1="0" x2="1" y2="1">${fold}</linearGradient></defs><rect width="${size}" height="${size}" fill="url(#p)"/><rect width="${size}" height="${size}" fill="url(#l)"/></svg>`;
  return [
    view(
      1.5,
      '<stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".18"/>',
    ),
    view(
      4.5,
      '<stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset=".45" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/>',
    ),
  ];
}

/**
 * Gives every live fabric without photos two drawn photos, rendered to PNG and passed through the
 * upload pipeline, so the demo catalog's gallery, srcset and AVIF are real from the first start (drawn
 * once on a machine and kept, drawn-photos.ts).
 */
export async function addDemoPhotos(db: Database, store: VariantStore, photoFolder?: string): Promise<number> {
  const bare = await db
    .select({
      id: fabrics.id,
      name: fabrics.name,
      description: fabrics.description,
      category: fabrics.category,
      colourFamily: fabrics.colourFamily,
      pattern: fabrics.pattern,
    })
    .from(fabrics)
    .leftJoin(fabricImages, eq(fabricImages.fabricId, fabrics.id))
    .where(and(isNull(fabricImages.id), isNull(fabrics.deletedAt)))
    .orderBy(asc(fabrics.createdAt));
  let added = 0;
  for (const fabric of bare) {
    const svgs = demoPhotoSvgs(demoLookOf(fabric));
    const photos = await Promise.all(svgs.map((svg) => drawnPhoto(svg, photoFolder)));
    await db.transaction(async (tx) => {
      for (const [position, photo] of photos.entries()) await storePhoto(tx, store, fabric.id, position, photo);
    });
    added += photos.length;
  }
  return added;
}
