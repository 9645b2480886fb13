import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';

export const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

/**
 * The index of the migration whose name ends in `_${name}`: a test finds its migration by name, so that it
 * follows the migration when migrations are renumbered at a merge.
 */
export function migrationIndexNamed(name: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const found = journal.entries.find((entry) => entry.tag.endsWith(`_${name}`));
  if (!found) throw new Error(`no migration named *_${name}`);
  return found.idx;
}

/** A copy of the migrations as they were before migration `idx`: the same files, the journal cut before it. */
export function migrationsBefore(idx: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), `migrations-before-${idx}-`));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export interface DatabaseBeforeMigration {
  /** The raw client, for the rows an older schema had. */
  client: PGlite;
  db: Database;
  /** Runs migration `idx` and every later one, as a store's upgrade would. */
  migrateToLatest: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A fresh in-memory database migrated up to just before migration `idx`, for a test that fills it
 * as an older store would have and then checks what the migration makes of it.
 */
export async function databaseBeforeMigration(idx: number): Promise<DatabaseBeforeMigration> {
  const client = await newDatabase();
  const older = migrationsBefore(idx);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: older });
  return {
    client,
    db: db as unknown as Database,
    migrateToLatest: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await keepForTheNextFile(client);
      rmSync(older, { recursive: true, force: true });
    },
  };
}

/** The database the last migration test file of this worker finished with, waiting for the next one. */
let idle: PGlite | undefined;

/**
 * A database as new as a first start's: the one a file of this worker finished with, its schemas dropped
 * (a tenth of a second), else a copy of a new database made once (global-setup.ts), which costs about 1.5 s
 * of CPU where creating one costs 5 s. Migration 0001 creates pg_trgm, as the store's own PGlite client provides it.
 */
async function newDatabase(): Promise<PGlite> {
  const kept = idle;
  idle = undefined;
  if (kept && !kept.closed) {
    await kept.exec('discard all');
    await kept.exec('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    return kept;
  }
  const newTemplate = inject('pgliteNewTemplate');
  return new PGlite({
    extensions: { pg_trgm },
    loadDataDir: newTemplate ? new Blob([readFileSync(newTemplate)]) : undefined,
  });
}

async function keepForTheNextFile(client: PGlite): Promise<void> {
  if (idle || client.closed) return client.close();
  idle = client;
}

/**
 * The database of a migration test file: opened before its tests, migrated up to just before the migration
 * named `name` (`migrationIndexNamed`), closed after them. Call the answer inside a test.
 */
export function databaseBeforeMigrationNamed(name: string): () => DatabaseBeforeMigration {
  let old: DatabaseBeforeMigration | undefined;
  beforeAll(async () => {
    old = await databaseBeforeMigration(migrationIndexNamed(name));
  });
  afterAll(() => old?.close());
  return () => {
    if (!old) throw new Error(`the database before the migration ${name} is not open`);
    return old;
  };
}

/** A fixed uuid for the n-th row a migration test writes by hand. */
export const rowId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
