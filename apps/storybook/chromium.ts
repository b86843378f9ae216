// Debian's Chromium, as both the story tests (vitest.config.ts) and the built-Storybook check
// (check-built/) launch it: no browser download is possible on our machines. The reduced-motion
// flag reaches only pages Playwright does not emulate: on the pages it opens, Playwright reports
// 'no-preference' unless asked, so the stories see the animations a user sees and wait (waitFor,
// findBy) for what fades in.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    '--force-prefers-reduced-motion',
  ],
};
