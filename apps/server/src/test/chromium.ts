import { chromium, type Browser } from 'playwright';
import { fullChromium, testChromium } from '@portal/test-support';

/**
 * The test browser (@portal/test-support) for the server's *.browser.test.ts; `full` for what only
 * the full browser has, such as its PDF viewer.
 */
export const launchChromium = (full = false): Promise<Browser> =>
  chromium.launch(full ? fullChromium() : testChromium());
