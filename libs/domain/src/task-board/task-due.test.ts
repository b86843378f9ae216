import { describe, expect, it } from 'vitest';
import { formatDueDate, isCalendarDay, isOverdue } from './task-due';

describe("a task's due date ('Prazo')", () => {
  it('is a day of the calendar written YYYY-MM-DD', () => {
    for (const day of ['2026-11-30', '2028-02-29', '2026-01-01'])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '30/11/2026', '2026-1-5', ''])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it("is overdue from the next day in São Paulo, whatever the machine's zone, until done", () => {
    const task = { due_date: '2026-11-16', status: 'in-progress' as const };
    // 23:00 of the 16th in São Paulo (UTC−3) is already the 17th in UTC.
    expect(isOverdue(task, new Date('2026-11-17T02:00:00Z'))).toBe(false);
    expect(isOverdue(task, new Date('2026-11-17T03:30:00Z'))).toBe(true);
    expect(isOverdue({ ...task, status: 'done' }, new Date('2027-01-01T12:00:00Z'))).toBe(false);
    expect(isOverdue({ ...task, due_date: null }, new Date('2027-01-01T12:00:00Z'))).toBe(false);
  });

  it('is written dd/mm/aaaa', () => {
    expect(formatDueDate('2026-12-05')).toBe('05/12/2026');
  });
});
