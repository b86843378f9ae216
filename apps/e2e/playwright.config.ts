import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: no browser download is possible on our machines, hence executablePath.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './src/specs',
  // The built server is started once, on a free port with a fresh DATA_DIR (see global-setup.ts).
  globalSetup: './src/support/global-setup.ts',
  // One worker: specs sign the same demo people in and out, and a logout ends every earlier token
  // of that person at once, so parallel specs would invalidate each other's sessions.
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium' }],
});
