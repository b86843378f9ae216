import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@portal/domain': `${root}libs/domain/src/index.ts`,
      '@portal/api-client': `${root}libs/api-client/src/index.ts`,
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (fresh PGlite dir or a throwaway PostgreSQL database),
    // so files may run side by side; PGlite's initdb is slow on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
