import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { testFilesMocking, testTempRoot } from '@portal/test-support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

// The suites that run on both databases (`describe.each(BACKENDS)`, see test/harness.ts). PGlite
// is PostgreSQL itself compiled to WebAssembly, so the SQL is the same on both; what differs is
// around it: the driver (node-postgres vs PGlite's own: how numeric, bigint, dates and errors come
// back), concurrency (a pool of connections vs one connection with a queue: locks, SKIP LOCKED,
// ON CONFLICT races, transactions side by side), LISTEN/NOTIFY (the kept boards and meetings),
// read-only transactions, pool gauges and a database that closes or goes away. A suite stays here
// when it exercises one of those: repositories and migrations, money and figures read back,
// concurrent writers, claims and counters kept in rows, purges by time, what the database
// announces. The rest run on PGlite alone: the assistant's question bank (how thousands of
// phrasings are read; the tools it answers with run on both in the chat suite), and the suites
// that check the HTTP surface (headers, CSP, body limits, multipart, request ids, OpenAPI,
// proxies, Bearer), roles and refusals, or logic that reads a row or two the same way on either
// database, so a second run on PostgreSQL tells nothing the suites above do not.
// `TEST_BACKENDS=pglite,postgres npx vitest run` runs every
// suite on both; a file run alone takes its project's setting.
const bothDatabases = [
  'account-erasure',
  'admin-business-approvals',
  'admin-businesses',
  'admin-finance',
  'admin-users',
  'audit-log',
  'auth',
  'bad-input',
  'boards',
  'chat',
  'company-erase',
  'data-exports',
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
  'task-reminders',
  'reports',
  'revenue-goal',
  'search',
  'sessions',
  'tasks',
  'two-factor',
].map((name) => `src/${name}.http.test.ts`);

/** The test files that replace a module (`vi.mock`), on PGlite: none of them is in the list above. */
const mocking = testFilesMocking(here);

export default defineConfig({
  resolve: {
    alias: {
      '@portal/domain': `${root}libs/domain/src/index.ts`,
      '@portal/api-client': `${root}libs/api-client/src/index.ts`,
      '@portal/test-support': `${root}libs/test-support/src/index.ts`,
    },
  },
  test: {
    environment: 'node',
    // Each test file opens its own database (fresh PGlite dir or a throwaway PostgreSQL database),
    // so files may run side by side; PGlite's initdb is slow on a shared 2-core machine.
    // One module graph per worker, not per file: importing the server (Hono, drizzle, PGlite,
    // the PDF and XLSX writers) was most of each file's cost. Nothing a test depends on lives in
    // module state: every file builds its own app and database, and the one test that sets an
    // environment variable puts it back. Files that replace a module run apart (below).
    isolate: false,
    // Throwaway databases and data folders in memory where the machine allows (test-support).
    env: { TMPDIR: testTempRoot() },
    // About twice the slowest test and hook while `npm test` loads both cores (server starts
    // have their own allowance, test/process.ts).
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          // The process tests (all in this project) start the server from a bundle built once.
          globalSetup: ['src/test/server-build.ts'],
          exclude: [...bothDatabases, ...mocking],
          env: { TEST_BACKENDS: process.env.TEST_BACKENDS ?? 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'module mocks',
          include: mocking,
          // In a shared module graph the module a file mocks may already be loaded, unmocked,
          // by an earlier file of the same worker.
          isolate: true,
          env: { TEST_BACKENDS: process.env.TEST_BACKENDS ?? 'pglite' },
        },
      },
    ],
  },
});
