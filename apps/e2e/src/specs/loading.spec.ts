import type { Page, Route } from '@playwright/test';
import { apiBase } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { routes } from '@portal/domain';

// A reload draws the shell at once, with the page's loading bar inside it, and
// never the full-page 'Carregando...'; the page itself waits for the token check.

const validateToken = `**${apiBase}/validate-token`;

// Installed before the reload: from the first byte on, remembers every visible 'Carregando...'
// (the full-page spinner's text; spinners' visually hidden labels are 1 px and do not count) and
// every page heading that was ever on screen.
async function recordWhatShows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { loadingTexts: 0, headings: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const look = () => {
      for (const element of document.querySelectorAll('body *')) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        if (own === 'Carregando...') {
          const { width, height } = element.getBoundingClientRect();
          if (width > 1 && height > 1) seen.loadingTexts += 1;
        }
      }
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? '';
        if (text && !seen.headings.includes(text)) seen.headings.push(text);
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { seen: { loadingTexts: number; headings: string[] } }).seen,
  );

// The next token check waits until the returned function is called.
async function holdValidation(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(validateToken, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ loginPage, page }) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  // Older than 30 s: the reload checks the token with the server (docs/product.md), not the stored answer.
  await page.evaluate(() => localStorage.removeItem('last_token_validation'));
  await recordWhatShows(page);
});

test('a reload on the meetings list shows the shell and its loading bar while the token is checked', async ({
  shellPage,
  meetingsPage,
  page,
}) => {
  const release = await holdValidation(page);
  const checked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`${apiBase}/validate-token`),
  );
  await page.reload();
  await checked;

  // The shell of the signed-in person is there, with the loading bar where the page will be.
  await expect(shellPage.navLink('Reuniões')).toBeVisible();
  await expect(shellPage.logoutButton).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Carregando página' })).toBeVisible();
  // The page itself waits for the check.
  await expect(meetingsPage.heading('Padaria Pão da Serra')).toHaveCount(0);

  release();
  await expect(meetingsPage.heading('Padaria Pão da Serra')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Carregando página' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(routes.meetings);
  expect((await seen(page)).loadingTexts).toBe(0);
});

test('a token the server refuses on reload logs out without the page ever showing', async ({
  loginPage,
  page,
}) => {
  await page.route(validateToken, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', json: { valid: false } }),
  );
  await page.reload();
  await page.waitForURL(exactPath(routes.login));
  await expect(loginPage.keyInput).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  const { headings } = await seen(page);
  expect(headings.filter((heading) => heading.startsWith('Reuniões'))).toEqual([]);
});
