import {
  addDays,
  dayKeyOf,
  formatDueDate,
  isReminderTime,
  OVERDUE_REMINDER_DAYS,
  taskDueTomorrowSubject,
  taskDueTomorrowText,
  taskOverdueSubject,
  taskOverdueText,
} from '@portal/domain';
import { insertOutboxMails, type NewOutboxMail } from '../repositories/mail-outbox';
import { claimTaskReminders, type ClaimedTaskReminder } from '../repositories/task-mail';
import { boardLinkOf, type TaskMailDeps } from './task-mail-deps';

export type TaskRemindersSent = { dueTomorrow: number; overdue: number };

function mailOf(deps: TaskMailDeps, r: ClaimedTaskReminder): NewOutboxMail {
  const link = boardLinkOf(deps.publicUrl, r.role, r.businessId);
  const words = {
    name: r.name,
    title: r.title,
    company: r.company,
    due: formatDueDate(r.dueDate),
    link,
    unsubscribe: deps.unsubscribe.urlOf(r.userId, 'tasks'),
  };
  return r.kind === 'due-tomorrow'
    ? {
        recipient: r.email,
        subject: taskDueTomorrowSubject(r.title),
        text: taskDueTomorrowText(words),
        link,
        unsubscribe: words.unsubscribe,
      }
    : {
        recipient: r.email,
        subject: taskOverdueSubject(r.title),
        text: taskOverdueText(words),
        link,
        unsubscribe: words.unsubscribe,
      };
}

/**
 * From REMINDER_HOUR (São Paulo) on, e-mails each open task's owner the day before its 'Prazo'
 * and once when it is past (up to OVERDUE_REMINDER_DAYS late). Every reminder is claimed and its
 * e-mail written to the outbox in one transaction (repositories/task-mail.ts), so each goes out
 * once whatever the number of servers, restarts and reruns; a task whose 'Prazo' changes reminds
 * again. Done tasks, tasks without an owner, owners who turned task reminders off, left the
 * company or are not active get nothing. Answers null before the hour.
 */
export async function sendTaskReminders(
  deps: TaskMailDeps,
  now: Date,
): Promise<TaskRemindersSent | null> {
  if (!isReminderTime(now, deps.hour)) return null;
  const today = dayKeyOf(now);
  const days = {
    today,
    tomorrow: addDays(today, 1),
    oldestOverdue: addDays(today, -OVERDUE_REMINDER_DAYS),
  };
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claimTaskReminders(tx, days, now);
    await insertOutboxMails(
      tx,
      rows.map((r) => mailOf(deps, r)),
      now,
    );
    return rows;
  });
  if (claimed.length) void deps.outbox.deliverDue();
  return {
    dueTomorrow: claimed.filter((r) => r.kind === 'due-tomorrow').length,
    overdue: claimed.filter((r) => r.kind === 'overdue').length,
  };
}
