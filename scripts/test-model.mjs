// `npm run test:model -- --runs 500 [--seed 42] [--database pglite]`: the marketplace model against the real API,
// with more random sequences (or another seed) than `npm test` gives it; on PostgreSQL unless told PGlite.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, database: { type: 'string', default: 'postgres' } },
});
const wholeNumber = (name, value) => {
  if (value !== undefined && !/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not "${value}"`);
    process.exit(2);
  }
  return value;
};
if (values.database !== 'postgres' && values.database !== 'pglite') {
  console.error(`--database must be postgres or pglite, not "${values.database}"`);
  process.exit(2);
}

const env = { ...process.env };
const runs = wholeNumber('runs', values.runs);
const seed = wholeNumber('seed', values.seed);
if (runs) env.MARKETPLACE_MODEL_RUNS = runs;
if (seed) env.MARKETPLACE_MODEL_SEED = seed;
const project = values.database === 'pglite' ? 'api' : 'api-postgres';
const child = spawn('npx', ['vitest', 'run', '--project', project, 'test/model/marketplace-model.test.ts'], {
  stdio: 'inherit',
  env,
});
child.on('close', (code) => process.exit(code ?? 1));
