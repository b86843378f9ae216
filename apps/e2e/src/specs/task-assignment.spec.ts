import { apiLogin, removeTasksMarked, waitForTasksCall } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// Unique per run, so the spec can run again on the same database.
const stamp = Date.now();

// Whatever step failed, no task of this run stays on the shared demo board.
test.afterEach(({ request }) => removeTasksMarked(request, String(stamp)));

test("the demo user gives a task to herself with a past 'Prazo', sees it late, finds it under 'Minhas tarefas' and moves the date", async ({
  loginPage,
  taskBoardPage: board,
  page,
  request,
}) => {
  const me = (await apiLogin(request, demo.user.key)).user.name;
  const title = `Pagar boleto do moinho ${stamp}`;

  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await board.goto();
  await expect(board.cardsIn('Not started').first()).toBeVisible();

  const created = waitForTasksCall(page, 'create');
  await board.createTask(title, 'Boleto de novembro.', { owner: me, due: '2025-01-10' });
  expect((await created).status()).toBe(200);
  const card = board.cardIn('Not started', title);
  await expect(card).toContainText(`Responsável: ${me}`);
  await expect(card).toContainText('Prazo: 10/01/2025 · Atrasada');

  // Sorted by 'Prazo' it comes first: the demo's other tasks have none or later ones.
  await board.sortBy('Prazo');
  await expect(board.cardsIn('Not started').first()).toContainText(title);
  await board.show('Minhas tarefas');
  await expect(card).toBeVisible();
  const shown = await board.cardsIn('Not started').allInnerTexts();
  for (const text of shown) expect(text).toContain(`Responsável: ${me}`);

  // A new date from the panel, by keyboard-friendly native fields; kept after a reload.
  await board.open(title);
  await board.assign(board.panel, { due: '2099-12-31' });
  const updated = waitForTasksCall(page, 'update');
  await board.panel.getByRole('button', { name: 'Salvar Alterações' }).click();
  expect((await updated).status()).toBe(200);
  await expect(board.toast('Tarefa atualizada com sucesso!')).toBeVisible();
  await board.panel.getByRole('button', { name: 'Fechar' }).click();
  await expect(card).toContainText('Prazo: 31/12/2099');
  await expect(card).not.toContainText('Atrasada');

  await page.reload();
  const again = board.cardIn('Not started', title);
  await expect(again).toContainText(`Responsável: ${me}`);
  await expect(again).toContainText('Prazo: 31/12/2099');
});
