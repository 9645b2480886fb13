// The floor of any Node API on a database-bound scenario: bare node:http with node-postgres, each
// request running the next captured request's statements (CAPTURED_FILE, from capture-statements.ts)
// on one pooled connection, each statement prepared once per connection as pgbench's are, and
// answering their rows as JSON; with ROLL_BACK, between BEGIN and ROLLBACK. In WORKERS processes, as
// the API runs. Started by startBareStatementsServer.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import type { CapturedRequest } from './capture-statements';
import { serveInWorkers } from './serve-in-workers';

const named = (request: CapturedRequest) =>
  request.map(({ text, values }) => ({
    name: createHash('sha1').update(text).digest('base64url').slice(0, 20),
    text,
    values,
  }));

serveInWorkers(Number(process.env.WORKERS ?? 1), (onListening) => {
  const requests = (JSON.parse(readFileSync(process.env.CAPTURED_FILE ?? '', 'utf8')) as CapturedRequest[]).map(named);
  const rollBack = process.env.ROLL_BACK === '1';
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) });
  let next = 0;
  createServer(async (_request, response) => {
    const statements = requests[next++ % requests.length] ?? [];
    const client = await pool.connect();
    try {
      if (rollBack) await client.query('begin');
      const rows = [];
      for (const statement of statements) rows.push((await client.query(statement)).rows);
      if (rollBack) await client.query('rollback');
      client.release();
      const body = JSON.stringify(rows);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      // A failed statement can leave the connection inside an aborted transaction: it is not reused.
      client.release(true);
      response.writeHead(500).end(String(error));
    }
  }).listen(Number(process.env.PORT), '127.0.0.1', onListening);
});
