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
  // Migration 0001 creates pg_trgm, as the store's own PGlite client provides it. A copy of a new
  // database made once (global-setup.ts) spares each test the 5 s of creating one.
  const newTemplate = inject('pgliteNewTemplate');
  const client = new PGlite({
    extensions: { pg_trgm },
    loadDataDir: newTemplate ? new Blob([readFileSync(newTemplate)]) : undefined,
  });
  const older = migrationsBefore(idx);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: older });
  return {
    client,
    db: db as unknown as Database,
    migrateToLatest: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(older, { recursive: true, force: true });
    },
  };
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
