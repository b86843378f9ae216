import { defineConfig, devices } from '@playwright/test';
import { testChromium } from '@portal/test-support';

export default defineConfig({
  testDir: './src/specs',
  // Says at once when the builds are missing; each worker then starts the built server over a
  // database of its own (support/fixtures.ts).
  globalSetup: './src/support/global-setup.ts',
  // Two workers for the machine's two cores. Specs sign the same demo people in and out, and a
  // logout ends every earlier token of that person, so the workers share nothing: each has its
  // own server and database. A file's tests run in order in one worker.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'pt-BR',
    // No trace: recording one for every test (its screencast and DOM snapshots, to keep the
    // failures') took a third of the suite's time. A failure keeps its screenshot and error;
    // `npx playwright test --trace retain-on-failure` records traces when looking into one.
    trace: 'off',
    // The portal's service worker (the installable portal) stands between a page and the network,
    // where `page.route` cannot see; the specs hold and answer API calls there, so they run
    // without it. installable.spec.ts turns it on for its own browser context.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: testChromium(),
  },
  projects: [{ name: 'chromium' }],
});
