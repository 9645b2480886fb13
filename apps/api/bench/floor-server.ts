// The yardsticks, each a bare node:http process started by floor.ts with the JSON file it reads:
// - `bytes`: answers every request with the same bytes and headers the API sent (the cached page);
// - `statements`: the Node floor, answering each request by running the next captured request's
//   statements through node-postgres (each prepared once per connection, as the API prepares its
//   own) on a pool the API's size, with their rows as JSON; with `rollBack`, between BEGIN and ROLLBACK,
//   the deferred constraint checks a COMMIT would run made first.
//   An id a statement answered (a new order's, say) replaces the captured one in the statements after
//   it, so that a checkout replayed writes a new order with its own parts rather than colliding.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: (string | null)[];
  /** The ids it answered when captured, cell by cell (null for other cells). */
  returned?: (string | null)[];
}

export type FloorSpec =
  | { kind: 'bytes'; body: string; headers: Record<string, string> }
  | { kind: 'statements'; databaseUrl: string; poolSize: number; rollBack: boolean; requests: CapturedStatement[][] };

function answerBytes(spec: Extract<FloorSpec, { kind: 'bytes' }>): RequestListener {
  const body = Buffer.from(spec.body, 'base64');
  const headers = { ...spec.headers, 'content-length': String(body.length) };
  return (_request, response) => response.writeHead(200, headers).end(body);
}

/** The captured ids a statement answered, each mapped to the id it answers now. */
function noteNewIds(captured: (string | null)[], answered: unknown[], renamed: Map<string, string>) {
  const cells = answered.flatMap((row) => Object.values(row as object));
  captured.forEach((id, index) => {
    const now = cells[index];
    if (id && typeof now === 'string' && now !== id) renamed.set(id, now);
  });
}

/** A statement's values with every id renamed so far put in place of the captured one, inside text too. */
function followIds(values: (string | null)[], renamed: Map<string, string>) {
  if (renamed.size === 0) return values;
  return values.map((value) => {
    if (value === null) return value;
    let followed = value;
    for (const [captured, now] of renamed) followed = followed.replaceAll(captured, now);
    return followed;
  });
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
      const renamed = new Map<string, string>();
      for (const statement of statements) {
        const { rows: answered } = await client.query({ ...statement, values: followIds(statement.values, renamed) });
        if (statement.returned) noteNewIds(statement.returned, answered, renamed);
        rows.push(answered);
      }
      if (spec.rollBack) {
        // The checks a commit would run (the journal's balance is deferred to it) are run before the rollback.
        await client.query('set constraints all immediate');
        await client.query('rollback');
      }
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
// Exits as a normal end, so that `node --cpu-prof` writes the floor's profile when the bench stops it.
process.once('SIGTERM', () => process.exit(0));
