// What the benches that run on both databases share: the order (embedded PGlite, then a
// throwaway PostgreSQL database, skipped with a note when none answers) and the demo company's id.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase, schema } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { createThrowawayPostgres, TEST_ADMIN_DATABASE_URL } from '@portal/server/src/db/testing';
import { startBuiltServer } from './bench-cluster';

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

/** The demo user of the seed, who works in the demo company. */
export const DEMO_USER = { authType: 'user', key: 'usuario@demo.com.br', password: 'demo1234' };

/** The demo user's token from `base`'s login. */
export async function signInDemoUser(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}

/**
 * A DATA_DIR of its own and the built server's environment on it (PGlite, or `databaseUrl`),
 * migrated and seeded with the demo by a first start; `run` gets them with the demo company's
 * id, and the folder goes afterwards.
 */
export async function withDemoData<T>(
  serverMain: string,
  prefix: string,
  jwtSecret: string,
  databaseUrl: string | undefined,
  run: (env: Record<string, string>, businessId: string, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env: Record<string, string> = {
    JWT_SECRET: jwtSecret,
    // Development for the demo seed, but the log lines production writes: one JSON object each
    // (the readable format costs about a sixth of a hot call, formatting in the process).
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  };
  try {
    // The first start migrates and seeds the demo; PGlite lets one process hold DATA_DIR.
    await (await startBuiltServer(serverMain, env, 1)).stop();
    return await run(env, await demoBusinessId(databaseUrl, dataDir), dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo company's id (business code DEMO01), read with the server stopped. */
async function demoBusinessId(databaseUrl: string | undefined, dataDir: string) {
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
