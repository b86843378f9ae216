import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit mangles absolute `out` paths once a snapshot exists ('.//work/...'), so paths are
// given relative to the current folder, computed from this file: `drizzle-kit generate --config
// apps/server/drizzle.config.ts` from the workspace root and `npm run db:generate` from
// apps/server both work.
const fromHere = (path: string) =>
  relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('./src/db/schema/index.ts'),
  out: fromHere('./src/db/migrations'),
  strict: true,
  verbose: true,
});
