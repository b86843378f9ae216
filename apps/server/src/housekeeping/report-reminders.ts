import {
  dayKeyOf,
  formatMonthYear,
  monthKey,
  monthOf,
  previousMonth,
  reportReminderSubject,
  reportReminderText,
  routes,
} from '@portal/domain';
import type { Database } from '../db';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import {
  claimReportReminder,
  listActivePeopleOf,
  listCompaniesToRemind,
} from '../repositories/report-reminders';
import { scheduleEvery, type Schedule } from './schedule';
import { notify } from '../services/notifications';

/** How often a running server checks for reminders to send (and once when it starts). */
const REPORT_REMINDER_EVERY_MS = 60 * 60_000;

export type ReminderDeps = {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  logger: Logger;
  /** The portal's base URL, without trailing slash. */
  publicUrl: string;
  /** From this day of the month on (São Paulo) the previous month's reminders go out. */
  day: number;
};

export type RemindersSent = { month: string; companies: number; emails: number };

/**
 * On or after the reminder day of `now`'s month (in São Paulo), e-mails the active people of each
 * active company whose previous month has no report. Each company's reminder of a month is
 * claimed first (a row in report_reminders), so it goes out once per company and month whatever
 * the number of servers running this, restarts and reruns included. Each e-mail goes into the
 * outbox (mail/outbox.ts), which sends it with retries. Its link opens the report form on the
 * missing month, after the sign-in when there is no session. Answers null before the day.
 */
export async function sendReportReminders(
  deps: ReminderDeps,
  now: Date,
): Promise<RemindersSent | null> {
  if (Number(dayKeyOf(now).slice(8)) < deps.day) return null;
  const month = previousMonth(monthOf(now));
  const key = monthKey(month);
  const monthDate = `${key}-01`;
  const label = formatMonthYear(key);
  const link = `${deps.publicUrl}${routes.fillReport(key)}`;
  const sent: RemindersSent = { month: key, companies: 0, emails: 0 };
  for (const company of await listCompaniesToRemind(deps.db, monthDate)) {
    if (!(await claimReportReminder(deps.db, company.id, monthDate, now))) continue;
    sent.companies++;
    const people = await listActivePeopleOf(deps.db, company.id);
    await notify.reportReminder(
      deps.db,
      { businessId: company.id, company: company.name, monthKey: key, monthLabel: label },
      people.map((person) => person.id),
    );
    for (const person of people) {
      try {
        await deps.mailer.send({
          to: person.email,
          subject: reportReminderSubject(label),
          text: reportReminderText(person.name, company.name, label, link),
          link,
        });
        sent.emails++;
      } catch (error) {
        deps.logger.error(`[lembretes] falha ao enviar o lembrete para ${person.email}`, error);
      }
    }
  }
  return sent;
}

/** Checks now and then every `everyMs` (hourly); a failed check is logged and tried again. */
export function scheduleReportReminders(
  deps: ReminderDeps & { now: () => Date; everyMs?: number },
): Schedule {
  return scheduleEvery(async () => {
    try {
      const sent = await sendReportReminders(deps, deps.now());
      if (sent?.companies) {
        deps.logger.info(
          `[lembretes] relatório de ${sent.month}: ${sent.companies} empresas lembradas, ${sent.emails} emails`,
        );
      }
    } catch (error) {
      deps.logger.error('[lembretes] falha ao verificar os relatórios do mês', error);
    }
  }, deps.everyMs ?? REPORT_REMINDER_EVERY_MS);
}
