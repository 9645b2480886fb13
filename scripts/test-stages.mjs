// `npm test`: every suite, in stages, its workers sized from the CPUs there are (os.availableParallelism()).
// - lint alone (Biome uses every core);
// - the API on PGlite, a worker per core, beside the unit tests (half the cores), which fill what it leaves idle;
// - the API on PostgreSQL, a worker per core, alone;
// - the browser journeys (a Playwright worker per core, at most four) beside type checking, which fills the
//   core the operator's journey, run alone first, leaves free.
// Two scripts of a worker per core each, side by side, oversubscribe the cores: on 2 cores the two API passes
// took 257 s and 497 s of CPU together, against 110 s and 113 s (393 s of CPU) one after the other.
// The journeys themselves wait for states, never for time, so a slower machine takes longer, not fails.
// Each script's lines are marked with its name when others run beside it, and a table of seconds is
// printed at the end, also when a stage fails: the run stops at the first failing stage, with that
// script's status.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const CORES = availableParallelism();

/** The scripts of each stage, run side by side, and the arguments that size each from the cores. */
const STAGES = [
  [{ name: 'lint' }],
  [
    { name: 'test:api', sized: () => [`--maxWorkers=${CORES}`] },
    { name: 'test:unit', sized: () => [`--maxWorkers=${Math.max(1, Math.floor(CORES / 2))}`] },
  ],
  [{ name: 'test:api:postgres', sized: () => [`--maxWorkers=${CORES}`] }],
  [{ name: 'test:e2e', sized: () => [`--workers=${Math.min(CORES, 4)}`] }, { name: 'typecheck' }],
];

const rows = [];
const startedAt = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** Runs one npm script, its output marked with its name when others run beside it. */
function runScript({ name, sized }, marked) {
  return new Promise((resolve) => {
    const started = Date.now();
    const sizing = sized ? sized() : [];
    const args = ['run', name, ...(sizing.length > 0 ? ['--', ...sizing] : [])];
    const child = spawn('npm', args, { stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (marked) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      rows.push({
        name,
        workers: sizing.join(' ').replace(/^--(max)?[wW]orkers=/, ''),
        seconds: secondsSince(started),
        status,
      });
      resolve(status);
    });
  });
}

/** The scripts of a stage, side by side. */
async function runStage(scripts) {
  console.log(`::: ${scripts.map(({ name }) => name).join(' + ')} (${CORES} cores)`);
  const statuses = await Promise.all(scripts.map((script) => runScript(script, scripts.length > 1)));
  return statuses.find((status) => status !== 0) ?? 0;
}

function printTable() {
  console.log(`\n${'stage'.padEnd(24)} ${'seconds'.padStart(8)} ${'workers'.padStart(8)}  result`);
  for (const { name, workers, seconds, status } of rows) {
    const result = status === 0 ? 'ok' : `failed (${status})`;
    console.log(`${name.padEnd(24)} ${String(seconds).padStart(8)} ${workers.padStart(8)}  ${result}`);
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
