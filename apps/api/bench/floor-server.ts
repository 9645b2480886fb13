// The yardsticks, each a bare node:http process started by floor.ts with the JSON file it reads:
// - `bytes`: answers every request with the same bytes and headers the API sent (the cached page);
// - `statements`: the Node floor, answering each request by running the next captured request's
//   statements through node-postgres (each prepared once per connection, as the API prepares its
//   own) on a pool the API's size, with their rows as JSON; with `rollBack`, between BEGIN and ROLLBACK.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: (string | null)[];
}

export type FloorSpec =
  | { kind: 'bytes'; body: string; headers: Record<string, string> }
  | { kind: 'statements'; databaseUrl: string; poolSize: number; rollBack: boolean; requests: CapturedStatement[][] };

function answerBytes(spec: Extract<FloorSpec, { kind: 'bytes' }>): RequestListener {
  const body = Buffer.from(spec.body, 'base64');
  const headers = { ...spec.headers, 'content-length': String(body.length) };
  return (_request, response) => response.writeHead(200, headers).end(body);
}

function answerStatements(spec: Extract<FloorSpec, { kind: 'statements' }>): RequestListener {
  const name = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 20);
  const requests = spec.requests.map((statements) => statements.map((query) => ({ ...query, name: name(query.text) })));
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
  let next = 0;
  return async (_request, response) => {
    const statements = requests[next++ % requests.length] ?? [];
    const client = await pool.connect();
    try {
      if (spec.rollBack) await client.query('begin');
      const rows = [];
      for (const statement of statements) rows.push((await client.query(statement)).rows);
      if (spec.rollBack) await client.query('rollback');
      client.release();
      const body = JSON.stringify(rows);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      // A failed statement can leave the connection inside an aborted transaction: it is not reused.
      client.release(true);
      response.writeHead(500).end(String(error));
    }
  };
}

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as FloorSpec;
const server = createServer(spec.kind === 'bytes' ? answerBytes(spec) : answerStatements(spec));
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
