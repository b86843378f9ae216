import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file so `drizzle-kit generate --config apps/server/drizzle.config.ts`
// works from the workspace root as well as from apps/server.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema/index.ts'),
  out: here('./src/db/migrations'),
  strict: true,
  verbose: true,
});
