import { chromium, type Browser } from 'playwright';

/**
 * The Chromium the project runs (Debian's; CHROMIUM_PATH elsewhere), headless, with the flags this
 * machine kind needs (no sandbox, no GPU, nothing fetched in the background): the server's
 * *.browser.test.ts and the benches that open pages.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
