import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

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
