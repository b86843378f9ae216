// What the benches that run on both databases share: the order (embedded PGlite, then a
// throwaway PostgreSQL database, skipped with a note when none answers) and the demo company's id.
import { eq } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase, schema } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { createThrowawayPostgres, TEST_ADMIN_DATABASE_URL } from '@portal/server/src/db/testing';

/** Runs `measure` on PGlite (no URL), then on a throwaway PostgreSQL database (its URL). */
export async function onEachBackend(
  measure: (label: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  await measure('embedded PGlite');
  let database;
  try {
    database = await createThrowawayPostgres();
  } catch (error) {
    console.log(
      `PostgreSQL skipped: ${(error as Error).message.split('\n')[0]} (${TEST_ADMIN_DATABASE_URL})`,
    );
    return;
  }
  try {
    await measure('PostgreSQL (DATABASE_URL)', database.url);
  } finally {
    await database.drop();
  }
}

/** The demo company's id (business code DEMO01), read with the server stopped. */
export async function demoBusinessId(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    const [demo] = await handle.db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.accessCode, 'DEMO01'));
    return demo!.id;
  } finally {
    await handle.close();
  }
}
