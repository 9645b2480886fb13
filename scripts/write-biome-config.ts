// `npm run lint:config`: writes biome.json from scripts/biome-config.ts, formatted as Biome formats it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { biomeConfig } from './biome-config';

const repoRoot = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(repoRoot, 'biome.json'), `${JSON.stringify(biomeConfig(), null, 2)}\n`);
execFileSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
