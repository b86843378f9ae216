import { describe, expect, it } from 'vitest';
import { addDays, digestOrder, isDigestTime, isReminderTime, weekOf } from './task-mail';

describe('when task e-mails go out (São Paulo)', () => {
  it('moves calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it("names a week by its Monday in São Paulo, whatever the machine's zone", () => {
    // Sunday 13 December 2026, 23:30 in São Paulo, is already Monday in UTC.
    expect(weekOf(new Date('2026-12-14T02:30:00Z'))).toBe('2026-12-07');
    expect(weekOf(new Date('2026-12-14T03:00:00Z'))).toBe('2026-12-14');
    expect(weekOf(new Date('2026-12-20T12:00:00Z'))).toBe('2026-12-14');
    expect(weekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });

  it('sends reminders from 08:00 and the digest on Monday from 08:00 only', () => {
    expect(isReminderTime(new Date('2026-12-15T10:59:00Z'))).toBe(false);
    expect(isReminderTime(new Date('2026-12-15T11:00:00Z'))).toBe(true);
    expect(isDigestTime(new Date('2026-12-14T10:59:00Z'))).toBe(false);
    expect(isDigestTime(new Date('2026-12-14T11:00:00Z'))).toBe(true);
    expect(isDigestTime(new Date('2026-12-15T02:59:00Z'))).toBe(true);
    expect(isDigestTime(new Date('2026-12-15T03:00:00Z'))).toBe(false);
  });

  it('lists the overdue first, then by due date, then the tasks without one', () => {
    const tasks = [
      { title: 'Sem prazo B', due_date: null },
      { title: 'Futura', due_date: '2026-12-20' },
      { title: 'Sem prazo A', due_date: null },
      { title: 'Atrasada', due_date: '2026-12-01' },
      { title: 'Hoje', due_date: '2026-12-14' },
    ];
    expect(digestOrder(tasks, '2026-12-14').map((t) => t.title)).toEqual([
      'Atrasada',
      'Hoje',
      'Futura',
      'Sem prazo A',
      'Sem prazo B',
    ]);
  });
});
