// `npm test`: every suite, in stages. The scripts of one stage run side by side where two cores gain by
// it: the PGlite pass beside the PostgreSQL pass (two vitest workers each: the PostgreSQL pass waits on the servers it starts);
// then the browser journeys beside type checking and the unit tests, which fill the time the journeys
// spend waiting on pages (one vitest worker each on two cores). Each script's lines are marked with its
// name, and a table of seconds is printed at the end, also when a stage fails: the run stops at the
// first failing stage, with that script's status.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const STAGES = [['lint'], ['test:api', 'test:api:postgres'], ['test:e2e', 'typecheck', 'test:unit']];

const rows = [];
const startedAt = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** Runs one npm script, its output marked with its name when others run beside it. */
function runScript(name, marked) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (marked) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      rows.push({ name, seconds: secondsSince(started), status });
      resolve(status);
    });
  });
}

function printTable() {
  console.log(`\n${'stage'.padEnd(24)} ${'seconds'.padStart(8)}  result`);
  for (const { name, seconds, status } of rows) {
    console.log(`${name.padEnd(24)} ${String(seconds).padStart(8)}  ${status === 0 ? 'ok' : `failed (${status})`}`);
  }
  console.log(`${'npm test (wall clock)'.padEnd(24)} ${String(secondsSince(startedAt)).padStart(8)}`);
}

for (const stage of STAGES) {
  console.log(`::: ${stage.join(' + ')}`);
  const statuses = await Promise.all(stage.map((name) => runScript(name, stage.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    process.exitCode = failed;
    break;
  }
}
printTable();
