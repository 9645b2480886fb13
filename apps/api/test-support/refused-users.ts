import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Makes the database itself refuse every new user, with the error "users are closed": a write that
 * fails after every check of the API's has passed. The trigger changes the schema, so a kept PGlite
 * database that had it is not handed on (pglite-reuse.ts).
 */
export async function refuseNewUsers(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`create function refuse_new_users() returns trigger language plpgsql as $$
             begin raise exception 'users are closed'; end $$`),
  );
  await db.execute(
    sql.raw('create trigger refuse_new_users before insert on users for each row execute function refuse_new_users()'),
  );
}
