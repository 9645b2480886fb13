import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLookOf, demoPhotoSvgs } from './demo-photos';
import { drawnPhoto } from './drawn-photos';

const folder = mkdtempSync(path.join(os.tmpdir(), 'drawn-photos-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the demo photos drawn on this machine', () => {
  const [svg = ''] = demoPhotoSvgs(demoLookOf({ name: 'Micro Velvet, Wine Red', description: '', category: 'velvet' }));

  it('are kept once drawn, and a second new store gets the very same renditions', async () => {
    const first = await drawnPhoto(svg, folder);
    expect(readdirSync(folder)).toHaveLength(1);
    const again = await drawnPhoto(svg, folder);
    expect(again).toEqual(first);
    expect(again.variants.map(({ format, width }) => `${format} ${width}`)).toEqual(
      first.variants.map(({ format, width }) => `${format} ${width}`),
    );
  });

  it('are drawn afresh when what was kept cannot be read', async () => {
    const [file = ''] = readdirSync(folder);
    const drawnBefore = await drawnPhoto(svg, folder);
    writeFileSync(path.join(folder, file), 'not a photo');
    expect(await drawnPhoto(svg, folder)).toEqual(drawnBefore);
  });
});
