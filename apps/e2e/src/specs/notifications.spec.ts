import { routes } from '@portal/domain';
import { apiLogin, newTask, removeTasksMarked, tasksAction } from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// Unique per run, so the spec can run again on the same database.
const stamp = Date.now();
const title = `Conferir o boleto do gás ${stamp}`;

// Whatever step failed, no task of this run stays on the shared demo board.
test.afterEach(({ request }) => removeTasksMarked(request, String(stamp)));

test('a task the admin gives the demo user rings her bell; following it opens the board and marks it read', async ({
  loginPage,
  page,
  request,
}) => {
  const user = await apiLogin(request, demo.user.key);
  const admin = await apiLogin(request, demo.admin.key);
  const created = await tasksAction(request, admin, 'create', user.business!.id, {
    task: newTask(title, {
      owner_id: user.user.id,
    }),
  });
  expect(created.status()).toBe(200);

  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const bell = page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  const link = panel.getByRole('link', { name: new RegExp(`Tarefa atribuída a você: ${title}`) });
  await expect(link).toBeVisible();
  await link.click();
  await page.waitForURL(exactPath(routes.tasks));
  await expect(panel).toBeHidden();
  const after = unreadBefore - 1;
  await expect(
    page.getByRole('button', {
      name: after === 0 ? 'Notificações' : new RegExp(`^Notificações, ${after} não lidas?$`),
    }),
  ).toBeVisible();

  // Read stays read after a reload: the server was told.
  await page.reload();
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notificações' })
      .getByRole('link', { name: new RegExp(title) })
      .locator('[aria-label="Não lida"]'),
  ).toHaveCount(0);
});
