import type { Page } from '@playwright/test';
import { routes } from '@portal/domain';
import type { LoginPage } from '../pages/LoginPage';
import { SearchDialog } from '../pages/SearchDialog';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// The top bar's search (docs/product.md, "Search"). A line of the seeded meeting "Precificação
// dos pães de fermentação natural" (apps/server/src/seed/demo-data.ts) says "Então a ficha
// técnica precisa ratear esse custo pelas unidades de cada fornada."; it is searched in
// capitals, without accents, by a stem ("fornadas") and a part of a word ("ratea").
const query = 'RATEA fornadas';

/** Signs `who` in and answers the search of the shell they land in. */
async function signedIn(loginPage: LoginPage, page: Page, who: 'user' | 'admin') {
  await loginPage.goto();
  await loginPage.signInAs(who);
  await page.waitForURL(exactPath(demo[who].landing));
  const search = new SearchDialog(page);
  await expect(search.trigger).toBeVisible();
  return search;
}

test('a search opens the meeting on the Transcript tab at the line found', async ({
  loginPage,
  meetingPage,
  page,
}) => {
  const search = await signedIn(loginPage, page, 'user');
  await page.keyboard.press('Control+k');
  await expect(search.dialog).toBeVisible();
  await expect(search.box).toBeFocused();
  await search.box.fill(query);
  const lines = search.group('Transcrições');
  const line = lines.getByRole('option').filter({ hasText: 'ratear esse custo' });
  await expect(line).toBeVisible();
  await expect(search.marks(line)).toHaveText(['ratear', 'fornada']);

  // Keyboard: the arrows reach the line, Enter opens it.
  const index = await search.options.evaluateAll(
    (all, text) => all.findIndex((o) => o.textContent?.includes(text)),
    'ratear esse custo',
  );
  for (let i = 0; i < index; i += 1) await search.box.press('ArrowDown');
  await expect(line).toHaveAttribute('aria-selected', 'true');
  await search.box.press('Enter');

  await page.waitForURL((url) => url.pathname.startsWith(routes.meetings + '/'));
  expect(new URL(page.url()).searchParams.get('linha')).toMatch(/^\d+$/);
  await expect(search.dialog).toBeHidden();
  await expect(meetingPage.tab('Transcript')).toHaveAttribute('aria-selected', 'true');
  const marked = meetingPage.entries.and(page.locator('[aria-current="location"]'));
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('ratear esse custo pelas unidades de cada fornada');
  await expect(marked).toBeInViewport();

  // Reloading the address opens the same line again.
  await page.reload();
  await expect(meetingPage.entries.and(page.locator('[aria-current="location"]'))).toContainText(
    'ratear esse custo',
  );
});

test('a task opens on the board with its panel, a document in its folder', async ({
  loginPage,
  taskBoardPage: board,
  documentsPage,
  page,
}) => {
  const search = await signedIn(loginPage, page, 'user');
  await search.trigger.click();
  await search.box.fill('ficha tecnica produtos');
  const task = search.group('Tarefas').getByRole('option').first();
  await expect(task).toContainText('Montar ficha técnica dos 10 produtos principais');
  await task.click();
  await page.waitForURL(exactPath(routes.tasks));
  await expect(board.panelTitle('Montar ficha técnica dos 10 produtos principais')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(board.panel).toBeHidden();

  await search.trigger.click();
  await search.box.fill('fluxo caixa');
  const document = search.group('Documentos').getByRole('option').first();
  await expect(document).toContainText('Financeiro');
  await document.click();
  await page.waitForURL(exactPath(routes.documents));
  await expect(documentsPage.breadcrumb).toContainText('Financeiro');
});

test('nothing found says so; Esc closes the search', async ({ loginPage, page }) => {
  const search = await signedIn(loginPage, page, 'user');
  await search.trigger.click();
  await search.box.fill('xilofone');
  await expect(search.empty('xilofone')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
});

test('an admin searches every company and a line opens in spy mode', async ({
  loginPage,
  meetingPage,
  page,
}) => {
  const search = await signedIn(loginPage, page, 'admin');
  await search.trigger.click();
  await search.box.fill(query);
  const line = search.group('Transcrições').getByRole('option').first();
  await expect(line).toContainText('Padaria Pão da Serra');
  await line.click();
  await page.waitForURL((url) => url.pathname.startsWith(routes.meetings + '/'));
  await expect(page.getByText('Modo visualização')).toBeVisible();
  await expect(meetingPage.entries.and(page.locator('[aria-current="location"]'))).toContainText(
    'ratear esse custo',
  );
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the magnifier opens the search, which fits the screen', async ({ loginPage, page }) => {
    const search = await signedIn(loginPage, page, 'user');
    await search.trigger.click();
    await search.box.fill(query);
    await expect(search.group('Transcrições')).toBeVisible();
    const box = await search.dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
