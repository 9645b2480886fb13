import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../src/db/client';
import { resolveTokenSecret } from '../src/modules/auth/tokens';
import { seedCatalog } from './seed-catalog';
import { seedOrders } from './seed-orders';

/**
 * Migrates and seeds; closes the connection, since PGlite allows one process at a time. The
 * seeding's writes (2 GB at a million fabrics) are then flushed to disk, checkpoint and all, so that
 * the kernel's writeback does not land in the middle of a measured scenario.
 */
export async function prepareDatabase(connection: DatabaseOptions, fabrics: number, orderCount: number) {
  // One connection, without the server's statement timeout: a statement of the seeding (an insert of
  // 100,000 fabrics with its triggers, an index build, VACUUM) may outlast it on a busy machine.
  const database = await openDatabase({ ...connection, poolSize: 1 });
  try {
    await database.db.execute(sql`set statement_timeout = 0`);
    await database.migrate();
    const seeded = await seedCatalog(database.db, fabrics);
    const orders = orderCount > 0 ? await seedOrders(database.db, orderCount) : undefined;
    await database.db.execute(sql`checkpoint`);
    // The server gets the secret the customers' tokens were signed with, whatever JWT_SECRET says here.
    const jwtSecret = await resolveTokenSecret(database.db, undefined);
    return { seeded, orders, jwtSecret };
  } finally {
    await database.close();
    execFileSync('sync');
  }
}
