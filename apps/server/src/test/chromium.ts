import { chromium, type Browser } from 'playwright';

/** The Chromium the project runs (Debian's; CHROMIUM_PATH elsewhere), headless, for *.browser.test.ts. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
