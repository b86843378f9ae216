// Debian's Chromium, as both the story tests (vitest.config.ts) and the built-Storybook check
// (check-built/) launch it: no browser download is possible on our machines. Reduced motion: the
// theme then shortens every animation to nothing (theme/global.css.ts), so a play function never
// reads a dialog mid fade-in (`toBeVisible` fails on opacity 0 when the machine is loaded).
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
