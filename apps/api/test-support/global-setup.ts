import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
    /** A file holding a migrated, empty PGlite database (`dumpDataDir`), which each PGlite test database copies. */
    pgliteTemplate: string | undefined;
    /** A migrated, empty database on the test PostgreSQL server, which each test database there is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Creating a PGlite database and migrating it costs a few seconds of CPU; loading a copy of one made
 * here costs about a second, and every test file opens at least one.
 */
async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Migrating costs a second or two of the server's and the test's CPU; `create database … template` a tenth. */
async function writePostgresTemplate(adminUrl: string): Promise<string> {
  const name = 'fabric_store_migrated';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

/**
 * The api-postgres project, and the api project with TEST_DATABASE=postgres, run against a real
 * PostgreSQL server started here and stopped when the project's files are done; the api project
 * otherwise runs on in-memory PGlite databases, each a copy of one migrated here.
 */
export async function setup(project: TestProject): Promise<() => void> {
  if (project.name === 'api-postgres' || process.env.TEST_DATABASE === 'postgres') {
    const server = await startPostgresServer();
    project.provide('postgresUrl', server.url);
    project.provide('postgresTemplate', await writePostgresTemplate(server.url));
    project.provide('pgliteTemplate', undefined);
    return () => server.stop();
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'fabric-store-pglite-template-'));
  const template = path.join(folder, 'migrated.tar');
  await writePgliteTemplate(template);
  project.provide('postgresUrl', undefined);
  project.provide('postgresTemplate', undefined);
  project.provide('pgliteTemplate', template);
  return () => rmSync(folder, { recursive: true, force: true });
}
