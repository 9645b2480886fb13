import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

/**
 * The PGlite databases of the API's tests, kept within a test worker and emptied between files.
 * Opening one as a copy of the migrated template costs about 1.5 s of CPU (PostgreSQL in WebAssembly
 * starting on 40 MB of files); emptying one back to the rows the migrations wrote costs a tenth of that.
 * A file gets a database as new as a copy: every table of the template's rows only, every sequence
 * as the template has it, no session setting, lock or temporary table left by the file before. A file
 * that changed the schema itself (a trigger or function of its own, a column, an index) leaves a
 * database that is closed, not kept: emptying restores rows, and the next file would meet that change.
 */

interface Pristine {
  /** Every table of the application's schema. */
  tables: string[];
  /** The rows the migrations wrote, by table, and the columns to write them back to. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Each sequence's value, and whether it was taken (`setval`'s third argument). */
  sequences: { name: string; value: string; isCalled: boolean }[];
  /** A digest of the schema's objects (`SCHEMA_DIGEST`), as the migrations left them. */
  schema: string;
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
  const client = clientOf(kept.handle);
  if (client.closed) return;
  if (idle.length >= KEPT_AT_MOST || (await schemaDigest(client)) !== kept.pristine.schema) {
    return kept.handle.close();
  }
  idle.push(kept);
}

/** Every object of the application's schema a file could add, drop or change, with what defines it. */
const SCHEMA_DIGEST = `select md5(coalesce(string_agg(entry, ',' order by entry), '')) as digest from (
    select 'relation ' || c.relname || ' ' || c.relkind::text as entry
      from pg_class c where c.relnamespace = 'public'::regnamespace
    union all
    select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' ||
           a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'trigger ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
      from pg_proc p where p.pronamespace = 'public'::regnamespace
    union all
    select 'type ' || t.typname from pg_type t where t.typnamespace = 'public'::regnamespace
  ) entries`;

async function schemaDigest(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(SCHEMA_DIGEST);
  return rows[0]?.digest ?? '';
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
  return { tables: tables.map((table) => table.name), rows, sequences, schema: await schemaDigest(client) };
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
