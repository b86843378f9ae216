import type { Page } from '@playwright/test';
import { waitForTasksCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ loginPage, page }) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
});

test('at 360 px the task board fits and puts Nova Tarefa at the top', async ({
  taskBoardPage: board,
  page,
}) => {
  const loaded = waitForTasksCall(page, 'getAll');
  await board.goto();
  await loaded;
  await expect(board.heading('Padaria Pão da Serra')).toBeVisible();
  await expect(board.column('Done')).toBeVisible();

  const button = board.newTaskButton();
  await expect(button).toHaveCount(1);
  const buttonBox = await button.boundingBox();
  const firstColumn = await board.column('Not started').boundingBox();
  expect(buttonBox && firstColumn && buttonBox.y + buttonBox.height).toBeLessThanOrEqual(
    firstColumn?.y ?? 0,
  );
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  // The side panel takes the whole width on a phone and the page still does not scroll sideways.
  await board.open('Treinar a equipe no novo sistema de caixa');
  const panel = await board.panel.boundingBox();
  expect(Math.round(panel?.width ?? 0)).toBe(360);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('at 360 px the meeting detail fits, tabs and search included', async ({
  meetingsPage,
  meetingPage,
  page,
}) => {
  await meetingsPage.open('Planejamento de produção e desperdício');
  await expect(meetingPage.title('Planejamento de produção e desperdício')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await meetingPage.tab('Transcript').click();
  await expect(meetingPage.search).toBeVisible();
  await expect(meetingPage.entries.first()).toBeVisible();
  const search = await meetingPage.search.boundingBox();
  expect((search?.x ?? 0) + (search?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
