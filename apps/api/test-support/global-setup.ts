import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../scripts/build-server';
import { openDatabase } from '../src/db/client';
import { startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
    /** A file holding a migrated, empty PGlite database (`dumpDataDir`), which each PGlite test database copies. */
    pgliteTemplate: string | undefined;
    /** A file holding a PGlite database before any migration, which the migration tests copy. */
    pgliteNewTemplate: string | undefined;
    /** The server built from the sources under test, which the tests' server processes run. */
    serverScript: string;
    /** A migrated, empty database on the test PostgreSQL server, which each test database there is created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Creating a PGlite database costs about 5 s of CPU and migrating it 2 s more; loading a copy of one
 * made here about 1.5 s. Two copies: new (for the migration tests, which migrate step by step) and migrated.
 */
async function writePgliteTemplates(newFile: string, migratedFile: string): Promise<void> {
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dumpTo = async (file: string) =>
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    await dumpTo(newFile);
    await database.migrate();
    await dumpTo(migratedFile);
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
 * Once per project: the server its tests start as processes, built from the sources under test into a
 * folder of apps/api (where its packages resolve), and its databases.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverFolder = path.resolve(import.meta.dirname, `../.tmp/test-server-${project.name}-${process.pid}`);
  project.provide('serverScript', await buildServer(serverFolder));
  const databases = await setUpDatabases(project);
  return async () => {
    await databases();
    rmSync(serverFolder, { recursive: true, force: true });
  };
}

/**
 * The api-postgres project, and the api project with TEST_DATABASE=postgres, run against a real
 * PostgreSQL server started here and stopped when the project's files are done; the api project
 * otherwise runs on in-memory PGlite databases, each a copy of one migrated here.
 */
async function setUpDatabases(project: TestProject): Promise<() => void | Promise<void>> {
  if (project.name === 'api-postgres' || process.env.TEST_DATABASE === 'postgres') {
    const server = await startPostgresServer();
    project.provide('postgresUrl', server.url);
    project.provide('postgresTemplate', await writePostgresTemplate(server.url));
    project.provide('pgliteTemplate', undefined);
    project.provide('pgliteNewTemplate', undefined);
    return () => server.stop();
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'fabric-store-pglite-template-'));
  const [newTemplate, template] = [path.join(folder, 'new.tar'), path.join(folder, 'migrated.tar')];
  await writePgliteTemplates(newTemplate, template);
  project.provide('postgresUrl', undefined);
  project.provide('postgresTemplate', undefined);
  project.provide('pgliteTemplate', template);
  project.provide('pgliteNewTemplate', newTemplate);
  return () => rmSync(folder, { recursive: true, force: true });
}
