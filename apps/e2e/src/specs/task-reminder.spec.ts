import { rmSync } from 'node:fs';
import { request as newRequest } from '@playwright/test';
import { addDays, dayKeyOf, routes } from '@portal/domain';
import { apiLogin, newTask, tasksAction } from '../support/api';
import { demo } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { listMail, mailText, waitForMail } from '../support/mail';
import { startPortalServer, type PortalServer } from '../support/server';

// Servers of this spec's own, with the task reminders on from midnight (São Paulo), so the
// reminder goes whatever the hour the suite runs at. A server checks at start and then every
// quarter of an hour: started again after a task is given a 'Prazo', it checks at once.
const REMINDERS = { TASK_REMINDERS: 'true', TASK_REMINDER_HOUR: '0' };

/** The next server over the data the last one left, which is then removed. */
async function restart(last: PortalServer): Promise<PortalServer> {
  await last.stop(true);
  const next = await startPortalServer(last.dataDir, REMINDERS);
  rmSync(last.dataDir, { recursive: true, force: true });
  return next;
}

/** The e-mails the last server left, where the next one (started over a copy of its data) has them. */
const mailBefore = (before: readonly string[], last: PortalServer, next: PortalServer) =>
  before.map((file) => file.replace(last.dataDir, next.dataDir));

test('the owner of a task due tomorrow gets one reminder e-mail, with the board link', async () => {
  const first = await startPortalServer(process.env.E2E_SEEDED_DIR, REMINDERS);
  const title = `Renovar o alvará ${Date.now()}`;
  const api = await newRequest.newContext({ baseURL: first.baseUrl });
  const user = await apiLogin(api, demo.user.key);
  const created = await tasksAction(api, user, 'create', user.business!.id, {
    task: newTask(title, {
      owner_id: user.user.id,
      due_date: addDays(dayKeyOf(new Date()), 1),
    }),
  });
  expect(created.status()).toBe(200);
  await api.dispose();
  const firstMail = await listMail(first.dataDir);

  const second = await restart(first);
  const mail = await waitForMail(
    demo.user.key,
    mailBefore(firstMail, first, second),
    30_000,
    second.dataDir,
  );
  const text = mailText(mail);
  expect(text).toContain(`A tarefa "${title}"`);
  expect(text).toContain(routes.tasks);
  expect(text).toContain('Para não receber mais lembretes de tarefas por e-mail, abra:');
  const secondMail = await listMail(second.dataDir);

  // Started again, the server finds the reminder claimed and sends nothing more.
  const third = await restart(second);
  try {
    await expect(
      waitForMail(demo.user.key, mailBefore(secondMail, second, third), 5_000, third.dataDir),
    ).rejects.toThrow(/no e-mail/);
  } finally {
    await third.stop();
  }
});
