import type { Page, Route } from '@playwright/test';
import { demo, demoPassword } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

// The public pages are drawn at build time (apps/portal/vite-prerender.ts): their HTML already
// holds the page, with its CSS inline, and the scripts hydrate it.

/** What the browser says about hydration, the page's policy or React itself (none expected). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|Minified React error|Content Security Policy/i.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Layout shifts from the first paint on, as Chromium reports them. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

/** Holds the portal's entry script until `release()`: the page as it is before any script runs. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the HTML of / already holds the login form, its CSS inline', async ({ request }) => {
  const reply = await request.get(routes.login);
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toMatch(/<h1[^>]*>Bem-vindo de volta<\/h1>/);
  expect(html).toMatch(/<form[^>]*aria-label="Entrar"/);
  expect(html).toMatch(/<input[^>]*type="text"[^>]*name="key"/);
  expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
  expect(html).toMatch(/<button type="submit"[^>]*>Entrar<\/button>/);
  // Nothing to fetch before the first paint: the stylesheets are in the page, their links off.
  expect(html).toContain('<style>');
  for (const link of html.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    expect(link).toContain(' disabled');
  }
  // The other public pages have their own HTML.
  expect(await (await request.get(routes.register)).text()).toMatch(
    /<h1[^>]*>Crie sua conta<\/h1>/,
  );
  const reset = await (await request.get(`${routes.resetPassword}?token=abc`)).text();
  expect(reset).toMatch(/<h1[^>]*>Redefinir senha<\/h1>/);
  expect(reset).toContain('Verificando link...');
});

test('the login page is drawn and styled with no script at all', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(routes.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.getByLabel(/email ou código/i)).toBeVisible();
    await expect(page.getByLabel(/^senha$/i)).toBeVisible();
    const entrar = page.getByRole('button', { name: /^entrar$/i });
    await expect(entrar).toBeVisible();
    // The brand's button, not the browser's grey one: the page's CSS applies.
    const background = await entrar.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(background).not.toBe('rgb(239, 239, 239)');
  } finally {
    await context.close();
  }
});

test('the login page hydrates without a mismatch or a shift, and its form signs in', async ({
  loginPage,
  page,
}) => {
  const problems = watchConsole(page);
  await recordShifts(page);
  // The drawn page first, its font in and painted (Inter replacing the fallback may move text
  // by a pixel when it comes after the first paint: not hydration's doing, and not measured here).
  const release = await holdScripts(page);
  await page.goto(routes.login, { waitUntil: 'commit' });
  await loginPage.submitButton.waitFor();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const beforeScripts = (await shiftsOf(page)).length;
  release();
  // Hydrated: React has attached itself to the drawn button; then two frames are drawn.
  await page.waitForFunction(() => {
    const button = document.querySelector('button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect((await shiftsOf(page)).slice(beforeScripts)).toEqual([]);
  expect(problems).toEqual([]);

  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  expect(problems).toEqual([]);
});

test('what is typed and sent before the scripts run signs in once they have', async ({
  loginPage,
  page,
}) => {
  const problems = watchConsole(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const release = await holdScripts(page);
  await page.goto(routes.login, { waitUntil: 'commit' });
  await loginPage.keyInput.fill(demo.user.key);
  await loginPage.passwordInput.fill(demoPassword);
  await loginPage.submitButton.click();
  release();
  await page.waitForURL(exactPath(demo.user.landing));
  // Held by the page, sent by the app: the browser never sent the form itself (a GET to the page
  // with the password in its address).
  expect(visited.filter((url) => new URL(url).search !== '')).toEqual([]);
  expect(problems).toEqual([]);
});

test('a signed-in person on / never sees the drawn login form, and lands as before', async ({
  loginPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const release = await holdScripts(page);
  await page.goto(routes.login, { waitUntil: 'commit' });
  // In the page, kept hidden (so not in its accessibility tree either).
  const heading = page.locator('h1', { hasText: 'Bem-vindo de volta' });
  await heading.waitFor({ state: 'attached' });
  await expect(heading).toBeHidden();
  release();
  await page.waitForURL(exactPath(demo.user.landing));
});

test('the registration and reset pages hydrate without a mismatch and work', async ({
  registerPage,
  resetPasswordPage,
  page,
}) => {
  const problems = watchConsole(page);
  await registerPage.goto();
  await registerPage.nextButton.click();
  await expect(page.getByText('O nome é obrigatório')).toBeVisible();

  await page.goto(`${routes.resetPassword}?token=nao-existe`);
  await expect(resetPasswordPage.invalidLink).toBeVisible();
  expect(problems).toEqual([]);
});
