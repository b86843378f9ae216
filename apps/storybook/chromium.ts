import { testChromium } from '@portal/test-support';

// The test browser, as both the story tests (vitest.config.ts) and the built-Storybook check
// (check-built/) launch it. The reduced-motion flag reaches only pages Playwright does not
// emulate: on the pages it opens, Playwright reports 'no-preference' unless asked, so the stories
// see the animations a user sees and wait (waitFor, findBy) for what fades in.
export const chromiumLaunchOptions = testChromium(['--force-prefers-reduced-motion']);
