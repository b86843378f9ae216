import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The suites that run on both databases (`describe.each(BACKENDS)`, see test/harness.ts). PGlite
// is PostgreSQL itself compiled to WebAssembly, so the SQL is the same on both; what differs is
// around it: the driver (node-postgres vs PGlite's own: how numeric, bigint, dates and errors come
// back), concurrency (a pool of connections vs one connection with a queue: locks, SKIP LOCKED,
// ON CONFLICT races, transactions side by side), LISTEN/NOTIFY (the kept boards and meetings),
// read-only transactions, pool gauges and a database that closes or goes away. A suite stays here
// when it exercises one of those: repositories and migrations, money and figures read back,
// concurrent writers, claims and counters kept in rows, purges by time, what the database
// announces. The rest run on PGlite alone: they check the HTTP surface (headers, CSP, body
// limits, multipart, request ids, OpenAPI, proxies, Bearer), roles and refusals, or logic that
// reads a row or two the same way on either database, so a second run on PostgreSQL tells
// nothing the suites above do not. `TEST_BACKENDS=pglite,postgres npx vitest run` runs every
// suite on both; a file run alone takes its project's setting.
const bothDatabases = [
  'admin-business-approvals',
  'admin-businesses',
  'admin-finance',
  'admin-users',
  'auth',
  'bad-input',
  'boards',
  'chat',
  'chat-bank',
  'documents',
  'figures',
  'health',
  'housekeeping',
  'ingest-idempotency',
  'login-throttle',
  'mail-outbox',
  'meetings',
  'meetings-kept',
  'metrics',
  'report-reminders',
  'reports',
  'revenue-goal',
  'sessions',
  'tasks',
].map((name) => `src/${name}.http.test.ts`);

export default defineConfig({
  resolve: {
    alias: {
      '@portal/domain': `${root}libs/domain/src/index.ts`,
      '@portal/api-client': `${root}libs/api-client/src/index.ts`,
    },
  },
  test: {
    environment: 'node',
    // Each test file opens its own database (fresh PGlite dir or a throwaway PostgreSQL database),
    // so files may run side by side; PGlite's initdb is slow on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'both databases',
          include: bothDatabases,
          env: { TEST_BACKENDS: 'pglite,postgres' },
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts'],
          exclude: bothDatabases,
          env: { TEST_BACKENDS: process.env.TEST_BACKENDS ?? 'pglite' },
        },
      },
    ],
  },
});
