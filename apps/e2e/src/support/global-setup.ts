import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { portalDist, serverMain, startPortalServer } from './server';

/**
 * Says at once when the builds are missing, then starts the built server once over a fresh
 * database (initdb, migrations, the demo seed) and stops it: each worker starts its own server
 * over a copy of that DATA_DIR (E2E_SEEDED_DIR, support/fixtures.ts), in a second instead of
 * seeding again.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Development shortcut: run the specs against a server you started yourself (its DATA_DIR is
  // needed to read the reset e-mails). The normal run never sets these.
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) return async () => undefined;
  for (const [file, hint] of [
    [serverMain, 'npm run build -w apps/server'],
    [path.join(portalDist, 'index.html'), 'npm run build -w apps/portal'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first`);
  }
  const seeded = await startPortalServer();
  await seeded.stop(true);
  process.env.E2E_SEEDED_DIR = seeded.dataDir;
  return async () => {
    if (!process.env.E2E_KEEP_DATA) rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}
