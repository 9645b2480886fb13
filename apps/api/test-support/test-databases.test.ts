import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALSO_ON_POSTGRES, databasesOf, POSTGRES_ONLY } from './test-databases';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Every test file under apps/api, wherever it is, relative to apps/api. */
const testFiles = readdirSync(apiRoot, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
  .filter((file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file));

describe('the API test files and their databases', () => {
  it('run every test file on at least one database', () => {
    expect(testFiles.length).toBeGreaterThan(30);
    expect(testFiles.filter((file) => databasesOf(file).length === 0)).toEqual([]);
  });

  it('name each file of the PostgreSQL lists once, and an existing one', () => {
    const entries = [...Object.keys(POSTGRES_ONLY), ...Object.keys(ALSO_ON_POSTGRES)];
    const matches = (entry: string) => testFiles.filter((file) => `/${file}`.endsWith(`/${entry}`));
    expect(entries.filter((entry) => matches(entry).length !== 1)).toEqual([]);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('run a file on both databases only when a reason is given, and the rest on one', () => {
    const both = testFiles.filter((file) => databasesOf(file).length === 2);
    expect(both).toHaveLength(Object.keys(ALSO_ON_POSTGRES).length);
    expect(testFiles.filter((file) => databasesOf(file).join() === 'postgres')).toHaveLength(
      Object.keys(POSTGRES_ONLY).length,
    );
  });
});
