// The browsers the tests and the benches launch. No browser can be downloaded on our machines, so
// both are Debian's, by path.

/** What this machine kind needs: no sandbox (root in a container), no GPU, nothing fetched behind the page. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Launch options in the shape Playwright's `chromium.launch` takes. */
export type ChromiumLaunch = { readonly executablePath: string; readonly args: string[] };

/**
 * What every story, server and end-to-end test drives: Chromium's headless shell (Debian's
 * `chromium-headless-shell`), the same Blink and V8 as the full browser without its window,
 * compositor and GPU processes. A test page costs about a third of the CPU time it costs in the
 * full browser, and on two cores the tests are CPU-bound.
 */
export const testChromium = (extraFlags: readonly string[] = []): ChromiumLaunch => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [...FLAGS, ...extraFlags],
});

/**
 * The full browser a person runs (Debian's `chromium`), headless: what the benches measure with,
 * since what a person feels is painted by its pipeline, not the shell's; and what the one test of
 * a part only it has (its PDF viewer) opens.
 */
export const fullChromium = (): ChromiumLaunch => ({
  executablePath: process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
});
