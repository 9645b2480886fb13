import type { TestProject } from 'vitest/node';
import { type PostgresServer, startPostgresServer } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
  }
}

let server: PostgresServer | undefined;

/** With TEST_DATABASE=postgres the API suite runs against a real PostgreSQL server started here. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE === 'postgres') {
    server = await startPostgresServer();
    project.provide('postgresUrl', server.url);
  } else {
    project.provide('postgresUrl', undefined);
  }
}

export function teardown(): void {
  server?.stop();
}
