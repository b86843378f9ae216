import type { Request } from '@playwright/test';
import { removeTasksMarked, waitForTasksCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

const company = 'Padaria Pão da Serra';
// Unique per run, so the spec can run again on the same database.
const stamp = Date.now();

// Whatever step failed, no task of this run stays on the shared demo board.
test.afterEach(({ request }) => removeTasksMarked(request, String(stamp)));

test('the demo user creates a task, drags it to Done, edits, and deletes it', async ({
  loginPage,
  taskBoardPage: board,
  page,
}) => {
  const title = `Conferir estoque de farinha ${stamp}`;
  const renamed = `Conferir estoque de farinha e fermento ${stamp}`;

  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const loaded = waitForTasksCall(page, 'getAll');
  await board.goto();
  expect((await loaded).status()).toBe(200);
  await expect(board.heading(company)).toBeVisible();
  const before = {
    notStarted: await board.count('Not started'),
    inProgress: await board.count('In progress'),
    done: await board.count('Done'),
  };

  // Create: the new card lands in 'Not started'.
  const created = waitForTasksCall(page, 'create');
  await board.createTask(title, 'Contar os sacos de farinha e fermento antes do pedido de sexta.');
  expect((await created).status()).toBe(200);
  await expect(board.toast('Tarefa criada com sucesso!')).toBeVisible();
  await expect(board.cardIn('Not started', title)).toBeVisible();
  await expect.poll(() => board.count('Not started')).toBe(before.notStarted + 1);

  // Keyboard drag to 'In progress': Space, ArrowRight, Space; the order is saved.
  let saved = waitForTasksCall(page, 'updateOrder');
  // The board refetches after each confirmed change (docs/product.md); the next drag starts after it.
  let refetched = waitForTasksCall(page, 'getAll');
  await board.moveWithKeyboard(title, 'ArrowRight', 'In progress');
  expect((await saved).status()).toBe(200);
  expect((await refetched).status()).toBe(200);
  await expect(board.cardIn('In progress', title)).toBeVisible();
  await expect.poll(() => board.count('In progress')).toBe(before.inProgress + 1);
  await expect.poll(() => board.count('Not started')).toBe(before.notStarted);

  // Mouse drag to 'Done'.
  saved = waitForTasksCall(page, 'updateOrder');
  refetched = waitForTasksCall(page, 'getAll');
  await board.moveWithMouse(title, 'Done');
  expect((await saved).status()).toBe(200);
  expect((await refetched).status()).toBe(200);
  await expect(board.cardIn('Done', title)).toBeVisible();
  // Dropping does not open the card.
  await expect(board.panel).toBeHidden();

  // After a reload the board comes from the server: the task is still in Done.
  const reloaded = waitForTasksCall(page, 'getAll');
  await page.reload();
  await reloaded;
  await expect(board.cardIn('Done', title)).toBeVisible();
  await expect.poll(() => board.count('Done')).toBe(before.done + 1);
  await expect.poll(() => board.count('In progress')).toBe(before.inProgress);
  await expect.poll(() => board.count('Not started')).toBe(before.notStarted);

  // Title edit with the pencil and Enter: saved, and kept after a reload.
  await board.open(title);
  await expect(board.panelTitle(title)).toBeVisible();
  await board.startTitleEdit();
  await board.titleInput().fill(renamed);
  const updated = waitForTasksCall(page, 'update');
  await board.titleInput().press('Enter');
  expect((await updated).status()).toBe(200);
  await expect(board.toast('Tarefa atualizada com sucesso!')).toBeVisible();
  await expect(board.panelTitle(renamed)).toBeVisible();
  await expect(board.cardIn('Done', renamed)).toBeVisible();

  await page.reload();
  await expect(board.cardIn('Done', renamed)).toBeVisible();
  await expect(board.card(title)).toHaveCount(0);

  // A second edit cancelled with Escape: the title shown is the saved one, nothing is sent.
  await board.open(renamed);
  await board.startTitleEdit();
  await board.titleInput().fill('Título que não deve ficar');
  let sentUpdate = false;
  const spy = (request: Request) => {
    if (request.url().endsWith('/tasks') && request.headers()['action'] === 'update')
      sentUpdate = true;
  };
  page.on('request', spy);
  await board.titleInput().press('Escape');
  await expect(board.titleInput()).toHaveCount(0);
  await expect(board.panelTitle(renamed)).toBeVisible();
  // Escape in the title leaves the panel open (it only cancels the edit).
  await expect(board.panel).toBeVisible();
  await expect(board.cardIn('Done', renamed)).toBeVisible();
  page.off('request', spy);
  expect(sentUpdate).toBe(false);
  await board.panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(board.panel).toBeHidden();

  // Delete via the trash icon, confirmed.
  await board.deleteButton(renamed).click();
  await expect(board.deleteDialog).toBeVisible();
  await expect(board.deleteDialog).toContainText(renamed);
  const deleted = waitForTasksCall(page, 'delete');
  await board.deleteDialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(board.toast('Tarefa excluída com sucesso!')).toBeVisible();
  await expect(board.card(renamed)).toHaveCount(0);

  await page.reload();
  await expect(board.heading(company)).toBeVisible();
  await expect.poll(() => board.count('Done')).toBe(before.done);
  await expect(board.card(renamed)).toHaveCount(0);
});
