import { randomUUID } from 'node:crypto';
import {
  apiLogin,
  tasksAction,
  holdNextTasksCall,
  waitForTasksCall,
  type ApiSession,
} from '../support/api';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';

// A phone: 360 × 740 with a touch screen, where a drag is a long press that a scroll may take over.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const stamp = Date.now();
const title = `Pagar o boleto do Moinho ${stamp}`;

type ListedTask = { id: string; title: string; status: string; completed_at: string | null };

async function listTasks(request: Parameters<typeof apiLogin>[0], session: ApiSession) {
  const reply = await tasksAction(request, session, 'getAll', session.business?.id as string);
  const tasks = (await reply.json()) as ListedTask[] | { status: string };
  return Array.isArray(tasks) ? tasks : [];
}

test.beforeEach(async ({ request }) => {
  const session = await apiLogin(request, demo.user.key);
  const created = await tasksAction(request, session, 'create', session.business?.id as string, {
    task: {
      id: randomUUID(),
      title,
      task: 'Vence na sexta.',
      status: 'Not started',
      created_at: new Date().toISOString(),
      completed_at: null,
      from_meeting: null,
    },
  });
  expect(created.status()).toBe(200);
});

// Whatever step failed, the task of this run leaves the shared demo board.
test.afterEach(async ({ request }) => {
  const session = await apiLogin(request, demo.user.key);
  for (const task of (await listTasks(request, session)).filter((t) => t.title === title))
    await tasksAction(request, session, 'delete', session.business?.id as string, {
      taskId: task.id,
    });
});

test('on a phone a slow board shows its columns, and the side panel changes a task’s status without a drag, and it stays after a reload', async ({
  loginPage,
  taskBoardPage: board,
  page,
  request,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  // A slow board: its list is held at the browser while the page shows the columns to come.
  const release = await holdNextTasksCall(page, 'getAll');
  const loaded = waitForTasksCall(page, 'getAll');
  await board.goto();
  const skeleton = page.locator('[data-board-skeleton]');
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  for (const name of ['Not started', 'In progress', 'Done'])
    await expect(skeleton.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Carregando tarefas...' }),
  ).toBeAttached();
  release();
  await loaded;
  await expect(skeleton).toHaveCount(0);
  await expect(board.cardIn('Not started', title)).toBeVisible();

  // A tap opens the panel; the status is a native select, chosen with the finger.
  await board.cardIn('Not started', title).tap();
  await expect(board.panel).toBeVisible();
  await expect(board.statusControl()).toHaveValue('not-started');
  let saved = waitForTasksCall(page, 'updateOrder');
  await board.statusControl().selectOption({ label: 'In progress' });
  expect((await saved).status()).toBe(200);
  await expect(board.statusControl()).toHaveValue('in-progress');
  await board.panel.getByRole('button', { name: 'Fechar' }).tap();
  await expect(board.panel).toBeHidden();
  await expect(board.cardIn('In progress', title)).toBeVisible();
  await expect(board.cardIn('Not started', title)).toHaveCount(0);

  const reloaded = waitForTasksCall(page, 'getAll');
  await page.reload();
  await reloaded;
  await expect(board.cardIn('In progress', title)).toBeVisible();

  // On to Done: the server dates its completion; back out of Done clears it.
  await board.cardIn('In progress', title).tap();
  saved = waitForTasksCall(page, 'updateOrder');
  await board.statusControl().selectOption({ label: 'Done' });
  expect((await saved).status()).toBe(200);
  const session = await apiLogin(request, demo.user.key);
  const done = (await listTasks(request, session)).find((t) => t.title === title);
  expect(done).toMatchObject({ status: 'Done', completed_at: expect.any(String) });

  await page.reload();
  await board.cardIn('Done', title).tap();
  await expect(board.statusControl()).toHaveValue('done');
  saved = waitForTasksCall(page, 'updateOrder');
  await board.statusControl().selectOption({ label: 'Not started' });
  expect((await saved).status()).toBe(200);
  const reopened = (await listTasks(request, session)).find((t) => t.title === title);
  expect(reopened).toMatchObject({ status: 'Not started', completed_at: null });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
