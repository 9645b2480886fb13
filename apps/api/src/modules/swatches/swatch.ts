import { createHash } from 'node:crypto';

/**
 * Fabric images that need no network: an SVG swatch drawn from the fabric's category (the weave)
 * and an id-derived seed (the colours). Used for the demo catalog and for fabrics listed without an image.
 */
export function swatchPath(category: string, seed: string): string {
  const weave = category.toLowerCase().replace(/[^a-z]/g, '') || 'fabric';
  return `/swatches/${weave}-${seed
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 12)
    .toLowerCase()}.svg`;
}

/** The image a fabric shows: the vendor's own, or its swatch when it was listed without one. */
export function fabricImage(fabric: { image: string; category: string; id: string }): string {
  return fabric.image || swatchPath(fabric.category, fabric.id);
}

export const SWATCH_FILE_PATTERN = /^([a-z]{1,40})-([a-z0-9]{1,12})\.svg$/;

const PALETTES = [
  ['#7c2d12', '#fdba74'],
  ['#1e3a8a', '#93c5fd'],
  ['#14532d', '#86efac'],
  ['#581c87', '#d8b4fe'],
  ['#831843', '#f9a8d4'],
  ['#713f12', '#fde68a'],
  ['#134e4a', '#5eead4'],
  ['#3f3f46', '#e4e4e7'],
  ['#9a3412', '#fed7aa'],
  ['#1e40af', '#e0e7ff'],
] as const;

function weavePattern(weave: string, dark: string, light: string): string {
  switch (weave) {
    case 'cotton':
      return `<rect width="40" height="40" fill="${light}"/><rect width="20" height="20" fill="${dark}" opacity=".55"/><rect x="20" y="20" width="20" height="20" fill="${dark}" opacity=".55"/><rect width="40" height="20" fill="${dark}" opacity=".2"/>`;
    case 'denim':
      return `<rect width="40" height="40" fill="${dark}"/><path d="M-10 10 10 -10M0 40 40 0M30 50 50 30" stroke="${light}" stroke-width="5" opacity=".35"/>`;
    case 'linen':
      return `<rect width="40" height="40" fill="${light}"/><path d="M0 5h40M0 15h40M0 25h40M0 35h40" stroke="${dark}" stroke-width="1.5" opacity=".35"/><path d="M5 0v40M15 0v40M25 0v40M35 0v40" stroke="${dark}" stroke-width="1" opacity=".25"/>`;
    case 'wool':
      return `<rect width="40" height="40" fill="${dark}"/><path d="M0 0 20 20 0 40M20 0 40 20 20 40" fill="none" stroke="${light}" stroke-width="4" opacity=".45"/>`;
    case 'chiffon':
      return `<rect width="40" height="40" fill="${light}"/><circle cx="10" cy="10" r="4" fill="${dark}" opacity=".35"/><circle cx="30" cy="30" r="4" fill="${dark}" opacity=".35"/>`;
    case 'velvet':
      return `<rect width="40" height="40" fill="${dark}"/><circle cx="20" cy="20" r="18" fill="${light}" opacity=".12"/>`;
    case 'silk':
      return `<rect width="40" height="40" fill="${dark}"/><path d="M0 30 Q10 20 20 30 T40 30" fill="none" stroke="${light}" stroke-width="2" opacity=".5"/>`;
    default:
      return `<rect width="40" height="40" fill="${light}"/><rect width="14" height="40" fill="${dark}" opacity=".6"/>`;
  }
}

export function renderSwatch(weave: string, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const [dark, light] = PALETTES[(digest[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const angle = ((digest[1] ?? 0) % 4) * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${weave} fabric swatch"><defs><pattern id="w" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">${weavePattern(weave, dark, light)}</pattern><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient></defs><rect width="400" height="400" fill="url(#w)"/><rect width="400" height="400" fill="url(#g)"/></svg>`;
}
