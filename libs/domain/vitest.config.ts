import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and machines, no module state between files (fake timers are put back after
    // each test): the files share one module graph in threads instead of each loading it again,
    // which took most of the run (import 25 s of 35 s for api-client's 1.7 s of tests).
    pool: 'threads',
    isolate: false,
  },
});
