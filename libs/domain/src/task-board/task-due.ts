import { dayKeyOf } from '../reports/report-rules';
import type { Task } from '../model/workspace';

/** 'YYYY-MM-DD' that is a day of the calendar (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

/**
 * A task is overdue from the day after its 'Prazo' while it is not done, by São Paulo's calendar
 * (the day its people live in), whatever the server's or the browser's zone.
 */
export const isOverdue = (task: Pick<Task, 'due_date' | 'status'>, now: Date): boolean =>
  !!task.due_date && task.status !== 'done' && task.due_date < dayKeyOf(now);

/** 'YYYY-MM-DD' → 'dd/mm/aaaa', as the portal writes days. */
export const formatDueDate = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};
