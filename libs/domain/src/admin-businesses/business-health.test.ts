import { describe, expect, it } from 'vitest';
import {
  HEALTH_LABELS,
  HEALTH_NO_ISSUES,
  HEALTH_NO_MEETING,
  HEALTH_REPORT_MISSING,
} from '../messages';
import { HEALTH_MEETING_STALE_DAYS, TASK_OVERDUE_DAYS } from '../validation/limits';
import {
  compareHealth,
  companyHealth,
  daysSince,
  isTaskOverdue,
  overdueTaskCutoff,
} from './business-health';

const TODAY = new Date('2026-11-16T15:00:00-03:00');

describe('days since the last meeting', () => {
  it("counts São Paulo's calendar days", () => {
    expect(daysSince('2026-11-16', TODAY)).toBe(0);
    expect(daysSince('2026-11-15', TODAY)).toBe(1);
    expect(daysSince('2026-10-17T13:00:00-03:00', TODAY)).toBe(30);
    // 15 November 23:30 in São Paulo is 16 November in UTC: still yesterday there.
    expect(daysSince('2026-11-16T02:30:00Z', TODAY)).toBe(1);
  });

  it('reads a meeting ahead as today, and none or an unreadable date as no meeting', () => {
    expect(daysSince('2026-11-20', TODAY)).toBe(0);
    expect(daysSince(null, TODAY)).toBeNull();
    expect(daysSince('sem data', TODAY)).toBeNull();
  });
});

describe('overdue tasks', () => {
  const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 86_400_000);

  it(`counts an open task created more than ${TASK_OVERDUE_DAYS} days ago, not a done one`, () => {
    expect(overdueTaskCutoff(TODAY)).toEqual(daysAgo(TASK_OVERDUE_DAYS));
    const at = (status: string, days: number) =>
      isTaskOverdue({ status, createdAt: daysAgo(days) }, TODAY);
    expect(at('not-started', TASK_OVERDUE_DAYS + 1)).toBe(true);
    expect(at('in-progress', TASK_OVERDUE_DAYS + 1)).toBe(true);
    expect(at('done', TASK_OVERDUE_DAYS + 100)).toBe(false);
    expect(at('not-started', TASK_OVERDUE_DAYS)).toBe(false);
    expect(at('in-progress', 2)).toBe(false);
  });
});

describe('health badge', () => {
  const recent = '2026-11-10';

  it("is 'Em dia' with nothing to look at", () => {
    const health = companyHealth(
      { previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: recent },
      TODAY,
    );
    expect(health).toMatchObject({
      level: 'ok',
      label: HEALTH_LABELS.ok,
      reasons: [HEALTH_NO_ISSUES],
      daysSinceMeeting: 6,
      issues: 0,
    });
    expect(health.label).toBe('Em dia');
  });

  it("is 'Atenção' with one issue, saying which", () => {
    expect(
      companyHealth({ previousMonthFilled: false, overdueTasks: 0, lastMeetingAt: recent }, TODAY),
    ).toMatchObject({ level: 'attention', label: 'Atenção', reasons: [HEALTH_REPORT_MISSING] });
    expect(
      companyHealth({ previousMonthFilled: true, overdueTasks: 1, lastMeetingAt: recent }, TODAY)
        .reasons,
    ).toEqual(['1 tarefa atrasada']);
    expect(
      companyHealth({ previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: null }, TODAY),
    ).toMatchObject({ level: 'attention', reasons: [HEALTH_NO_MEETING], daysSinceMeeting: null });
  });

  it('counts a meeting older than the limit, not one at the limit', () => {
    const at = (days: number) =>
      companyHealth(
        {
          previousMonthFilled: true,
          overdueTasks: 0,
          lastMeetingAt: new Date(TODAY.getTime() - days * 86_400_000).toISOString(),
        },
        TODAY,
      );
    expect(at(HEALTH_MEETING_STALE_DAYS).level).toBe('ok');
    expect(at(HEALTH_MEETING_STALE_DAYS + 1)).toMatchObject({
      level: 'attention',
      reasons: [`Última reunião há ${HEALTH_MEETING_STALE_DAYS + 1} dias`],
    });
  });

  it("is 'Crítico' with two or three issues, listed in a fixed order", () => {
    const health = companyHealth(
      { previousMonthFilled: false, overdueTasks: 3, lastMeetingAt: null },
      TODAY,
    );
    expect(health).toMatchObject({
      level: 'critical',
      label: 'Crítico',
      issues: 3,
      reasons: [HEALTH_REPORT_MISSING, '3 tarefas atrasadas', HEALTH_NO_MEETING],
    });
  });

  it("reads each company's own facts: different facts, different chips", () => {
    const bakery = companyHealth(
      { previousMonthFilled: true, overdueTasks: 2, lastMeetingAt: recent },
      TODAY,
    );
    const clinic = companyHealth(
      { previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: recent },
      TODAY,
    );
    const gym = companyHealth(
      { previousMonthFilled: false, overdueTasks: 1, lastMeetingAt: '2026-09-01' },
      TODAY,
    );
    const chip = (h: typeof bakery) => `${h.label} · ${h.reasons.join(' · ')}`;
    expect([chip(bakery), chip(clinic), chip(gym)]).toEqual([
      'Atenção · 2 tarefas atrasadas',
      `Em dia · ${HEALTH_NO_ISSUES}`,
      `Crítico · ${HEALTH_REPORT_MISSING} · 1 tarefa atrasada · Última reunião há 76 dias`,
    ]);
  });

  it('orders the worst first, a company without facts last', () => {
    const of = (previousMonthFilled: boolean, overdueTasks: number, lastMeetingAt: string | null) =>
      companyHealth({ previousMonthFilled, overdueTasks, lastMeetingAt }, TODAY);
    const ordered = [
      of(false, 5, null),
      of(false, 1, null),
      of(true, 9, recent),
      of(true, 1, recent),
      of(true, 0, '2026-09-01'),
      of(true, 0, '2026-11-01'),
      of(true, 0, '2026-11-15'),
      null,
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareHealth)).toEqual(ordered);
    expect(compareHealth(null, null)).toBe(0);
  });
});
