import { saoPauloWallClock } from '../format/sao-paulo';
import { dayKeyOf } from '../reports/report-rules';

// When the e-mails about tasks go out (docs/product.md, Mail): the day-before and overdue
// reminders to a task's owner, and each person's weekly digest. São Paulo's calendar, as for
// every date of the portal.

/** The e-mails a person may turn off, each on its own (profile modal, or the mail's own link). */
export const MAIL_KINDS = ['tasks', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Reminders and the digest go out from this hour of São Paulo's day, never in the night. */
export const REMINDER_HOUR = 8;

/**
 * An overdue reminder is sent while the 'Prazo' is at most this many days past: a server that was
 * down the day after still sends it, and a first start never mails about tasks late for months.
 */
export const OVERDUE_REMINDER_DAYS = 7;

/** `day` ('YYYY-MM-DD') moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of `now`'s week in São Paulo: a digest's week. */
export function weekOf(now: Date): string {
  const { weekday } = saoPauloWallClock(now);
  return addDays(dayKeyOf(now), -((weekday + 6) % 7));
}

/** From `hour` (REMINDER_HOUR unless the server says) on, São Paulo's clock: task reminders may go out. */
export const isReminderTime = (now: Date, hour = REMINDER_HOUR): boolean =>
  saoPauloWallClock(now).hour >= hour;

/**
 * Monday from REMINDER_HOUR to midnight, São Paulo: the week's digest may go out. A digest the
 * servers missed all Monday is not sent later in the week (its week would be half gone).
 */
export function isDigestTime(now: Date, hour = REMINDER_HOUR): boolean {
  const clock = saoPauloWallClock(now);
  return clock.weekday === 1 && clock.hour >= hour;
}

/**
 * The digest's open tasks: overdue first (oldest 'Prazo' first), then those with a 'Prazo' by
 * date, then those without one; ties by title.
 */
export function digestOrder<T extends { due_date: string | null; title: string }>(
  tasks: readonly T[],
  today: string,
): T[] {
  const rank = (t: T) => (!t.due_date ? 2 : t.due_date < today ? 0 : 1);
  return [...tasks].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.due_date ?? '').localeCompare(b.due_date ?? '') ||
      a.title.localeCompare(b.title, 'pt-BR'),
  );
}
