import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/**
 * The PGlite databases of the API's tests, kept within a test worker and emptied between files.
 * Opening one as a copy of the migrated template costs about 1.5 s of CPU (PostgreSQL in WebAssembly
 * starting on 40 MB of files); emptying one back to the rows the migrations wrote costs a tenth of that.
 * A file gets a database as new as a copy: every table of the template's rows only, every sequence
 * as the template has it, no session setting, lock or temporary table left by the file before.
 */

interface Pristine {
  /** Every table of the application's schema. */
  tables: string[];
  /** The rows the migrations wrote, by table, and the columns to write them back to. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Each sequence's value, and whether it was taken (`setval`'s third argument). */
  sequences: { name: string; value: string; isCalled: boolean }[];
}

interface Kept {
  handle: DatabaseHandle;
  pristine: Pristine;
}

/** Databases a file has finished with, waiting for the next file of this worker. */
const idle: Kept[] = [];
const KEPT_AT_MOST = 2;

const clientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A migrated database as new as the template, and what closing it does: keep it for the next file. */
export async function takePgliteDatabase(): Promise<DatabaseHandle> {
  const kept = await reusedOrNew();
  return { ...kept.handle, close: async () => keep(kept) };
}

/** A database a file has finished with, emptied; else a new copy of the template, which needs no emptying. */
async function reusedOrNew(): Promise<Kept> {
  const kept = idle.pop();
  if (!kept) return openFromTemplate();
  await emptyToPristine(clientOf(kept.handle), kept.pristine);
  return kept;
}

async function keep(kept: Kept): Promise<void> {
  if (clientOf(kept.handle).closed) return;
  if (idle.length >= KEPT_AT_MOST) return kept.handle.close();
  idle.push(kept);
}

async function openFromTemplate(): Promise<Kept> {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('the PGlite template was not made: run the api project');
  // The template is migrated (global-setup.ts): what it holds now is what every file starts from.
  const handle = await openDatabase({ poolSize: 25, pgliteTemplate: new Blob([readFileSync(file)]) });
  return { handle, pristine: await readPristine(clientOf(handle)) };
}

async function readPristine(client: PGlite): Promise<Pristine> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Pristine['rows'] = [];
  for (const { name } of tables) {
    const { rows: columns } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = to_regclass($1) and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
      [`public.${quoted(name)}`],
    );
    const { rows: content } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from public.${quoted(name)} t`,
    );
    const json = content[0]?.json;
    if (json) rows.push({ table: name, columns: columns.map((column) => column.name), json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; isCalled: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
            last_value is not null as "isCalled"
       from pg_sequences where schemaname = 'public'`,
  );
  return { tables: tables.map((table) => table.name), rows, sequences };
}

async function emptyToPristine(client: PGlite, pristine: Pristine): Promise<void> {
  // Replica mode: the journal's guards refuse a TRUNCATE, and no trigger of a table being emptied should run.
  await client.exec('discard all');
  await client.exec(`set session_replication_role = replica;
    truncate table ${pristine.tables.map((table) => `public.${quoted(table)}`).join(', ')} restart identity cascade;`);
  for (const { table, columns, json } of pristine.rows) {
    const list = columns.map(quoted).join(', ');
    await client.query(
      `insert into public.${quoted(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::public.${quoted(table)}, $1::json)`,
      [json],
    );
  }
  for (const { name, value, isCalled } of pristine.sequences) {
    await client.query('select setval(to_regclass($1), $2::bigint, $3)', [name, value, isCalled]);
  }
  await client.exec('reset session_replication_role');
}
