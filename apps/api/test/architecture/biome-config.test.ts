import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { biomeConfig } from '../../../../scripts/biome-config';

// biome.json repeats each shared pattern in every override that needs it (Biome's overrides replace a
// rule's options); scripts/biome-config.ts writes each once. The import-boundaries test lints with biome.json.
describe('biome.json', () => {
  it('is what scripts/biome-config.ts writes (edit that, then run `npm run lint:config`)', () => {
    const written = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../biome.json'), 'utf8'));
    expect(written).toEqual(biomeConfig());
  });
});
