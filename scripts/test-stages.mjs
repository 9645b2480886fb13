// `npm test`: every suite, in stages, sized to the CPUs there are (os.availableParallelism()). The scripts
// of a stage run side by side only as far as the cores allow: together they never ask for more workers
// than there are cores, so a slower or busier machine is slower, not oversubscribed into timeouts. Where a
// stage holds more scripts than there are cores (one core), they run one after another.
// - lint alone (Biome uses every core);
// - the API on PGlite beside the API on PostgreSQL, the cores shared between their vitest workers;
// - type checking (one core) beside the unit tests (the other cores' vitest workers);
// - the browser journeys alone (`npm run build`, then Playwright), one worker per core: each worker drives
//   a browser against the one server, which is what keeps the cores busy.
// Each script's lines are marked with its name when others run beside it, and a table of seconds is
// printed at the end, also when a stage fails: the run stops at the first failing stage, with that
// script's status.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const CORES = availableParallelism();

/**
 * A script and the arguments that size it, given the cores it may use. `cores` is its share: the stage's
 * cores split evenly between its scripts, one at least.
 */
const STAGES = [
  [{ name: 'lint' }],
  [
    { name: 'test:api', sized: (cores) => [`--maxWorkers=${cores}`] },
    { name: 'test:api:postgres', sized: (cores) => [`--maxWorkers=${cores}`] },
  ],
  [{ name: 'typecheck' }, { name: 'test:unit', sized: (cores) => [`--maxWorkers=${cores}`] }],
  [{ name: 'test:e2e', sized: (cores) => [`--workers=${cores}`] }],
];

const rows = [];
const startedAt = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** Runs one npm script, its output marked with its name when others run beside it. */
function runScript({ name, sized }, cores, marked) {
  return new Promise((resolve) => {
    const started = Date.now();
    const args = ['run', name, ...(sized ? ['--', ...sized(cores)] : [])];
    const child = spawn('npm', args, { stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (marked) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      rows.push({ name, cores, seconds: secondsSince(started), status });
      resolve(status);
    });
  });
}

/** The scripts of a stage, side by side in groups no larger than the cores, each group after the last. */
async function runStage(scripts) {
  const together = Math.max(1, Math.min(scripts.length, CORES));
  const share = Math.max(1, Math.floor(CORES / together));
  for (let first = 0; first < scripts.length; first += together) {
    const group = scripts.slice(first, first + together);
    console.log(`::: ${group.map(({ name }) => name).join(' + ')} (${CORES} cores)`);
    const statuses = await Promise.all(group.map((script) => runScript(script, share, group.length > 1)));
    const failed = statuses.find((status) => status !== 0);
    if (failed !== undefined) return failed;
  }
  return 0;
}

function printTable() {
  console.log(`\n${'stage'.padEnd(24)} ${'seconds'.padStart(8)} ${'cores'.padStart(6)}  result`);
  for (const { name, cores, seconds, status } of rows) {
    const result = status === 0 ? 'ok' : `failed (${status})`;
    console.log(`${name.padEnd(24)} ${String(seconds).padStart(8)} ${String(cores).padStart(6)}  ${result}`);
  }
  console.log(`${'npm test (wall clock)'.padEnd(24)} ${String(secondsSince(startedAt)).padStart(8)}`);
}

for (const stage of STAGES) {
  const status = await runStage(stage);
  if (status !== 0) {
    process.exitCode = status;
    break;
  }
}
printTable();
