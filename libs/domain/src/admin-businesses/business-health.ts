// A company's health as its card shows it to the admin and the council (beyond docs/product.md): from the
// facts getAll sends about that company alone (its previous month's report, its overdue tasks,
// its newest meeting) to a level with its pt-BR label and the reasons behind it. The assistant
// counts overdue tasks by the same rule (overdueTaskCutoff).
import {
  HEALTH_LABELS,
  HEALTH_NO_ISSUES,
  HEALTH_NO_MEETING,
  HEALTH_REPORT_MISSING,
  healthMeetingStale,
  healthOverdueTasks,
} from '../messages';
import { dayKeyOf } from '../reports/report-rules';
import { HEALTH_MEETING_STALE_DAYS, TASK_OVERDUE_DAYS } from '../validation/limits';

/** What the server tells about a company (the api-client's `BusinessHealth`). */
export type CompanyHealthFacts = {
  /** The company has a report for the calendar month before today's (São Paulo). */
  readonly previousMonthFilled: boolean;
  /** The company's overdue tasks (isTaskOverdue). */
  readonly overdueTasks: number;
  /** The newest meeting's date (a timestamp or 'YYYY-MM-DD'), or null when there is none. */
  readonly lastMeetingAt: string | null;
};

/** Up to date, one thing to look at, or two and more. */
export const HEALTH_LEVELS = ['ok', 'attention', 'critical'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

export type CompanyHealth = {
  readonly level: HealthLevel;
  /** 'Em dia', 'Atenção', 'Crítico'. */
  readonly label: string;
  /** Why, in pt-BR; one sentence saying all is well when there is nothing to say. */
  readonly reasons: readonly string[];
  /** Whole days since the newest meeting (São Paulo calendar days), or null without one. */
  readonly daysSinceMeeting: number | null;
  /** How many things need attention (0 for 'ok'); the health sort's second key. */
  readonly issues: number;
  readonly overdueTasks: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Open tasks (not done) created before this instant are overdue: TASK_OVERDUE_DAYS before `now`.
 * Tasks carry no due date, so an open task's age is what says it is late. The server counts a
 * company's tasks created before it (the badge) and the assistant lists them (its 'atrasadas').
 */
export const overdueTaskCutoff = (now: Date): Date =>
  new Date(now.getTime() - TASK_OVERDUE_DAYS * DAY_MS);

/** Whether a task is overdue at `now` (overdueTaskCutoff's rule, for one task). */
export const isTaskOverdue = (
  task: { readonly status: string; readonly createdAt: Date },
  now: Date,
): boolean => task.status !== 'done' && task.createdAt.getTime() < overdueTaskCutoff(now).getTime();
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Whole calendar days (São Paulo) from the meeting to today: 0 the same day, 1 the next. A date
 * in the future counts as today; an unreadable one as no meeting.
 */
export function daysSince(value: string | null, today: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  let day = trimmed;
  if (!DATE_ONLY.test(trimmed)) {
    const date = new Date(trimmed);
    if (Number.isNaN(date.getTime())) return null;
    day = dayKeyOf(date);
  }
  const days = daysBetween(day, dayKeyOf(today));
  return Number.isNaN(days) ? null : Math.max(0, days);
}

const levelOf = (issues: number): HealthLevel =>
  issues === 0 ? 'ok' : issues === 1 ? 'attention' : 'critical';

/**
 * The badge: each of the previous month's report missing, an overdue task, and no meeting for
 * more than HEALTH_MEETING_STALE_DAYS (or none at all) is one issue; none is 'Em dia', one
 * 'Atenção', two or three 'Crítico'.
 */
export function companyHealth(facts: CompanyHealthFacts, today: Date): CompanyHealth {
  const daysSinceMeeting = daysSince(facts.lastMeetingAt, today);
  const overdueTasks = Math.max(0, Math.floor(facts.overdueTasks));
  const reasons: string[] = [];
  if (!facts.previousMonthFilled) reasons.push(HEALTH_REPORT_MISSING);
  if (overdueTasks > 0) reasons.push(healthOverdueTasks(overdueTasks));
  if (daysSinceMeeting === null) reasons.push(HEALTH_NO_MEETING);
  else if (daysSinceMeeting > HEALTH_MEETING_STALE_DAYS) {
    reasons.push(healthMeetingStale(daysSinceMeeting));
  }
  const level = levelOf(reasons.length);
  return {
    level,
    label: HEALTH_LABELS[level],
    reasons: reasons.length === 0 ? [HEALTH_NO_ISSUES] : reasons,
    daysSinceMeeting,
    issues: reasons.length,
    overdueTasks,
  };
}

const LEVEL_RANK: Record<HealthLevel, number> = { critical: 0, attention: 1, ok: 2 };

/**
 * The health sort: the company needing most attention first (level, then number of issues, then
 * overdue tasks, then the longest without a meeting); a company without health facts last.
 * Negative when `a` comes first, 0 for a tie.
 */
export function compareHealth(a: CompanyHealth | null, b: CompanyHealth | null): number {
  if (!a || !b) return a === b ? 0 : a ? -1 : 1;
  return (
    LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
    b.issues - a.issues ||
    b.overdueTasks - a.overdueTasks ||
    (b.daysSinceMeeting ?? Number.MAX_SAFE_INTEGER) -
      (a.daysSinceMeeting ?? Number.MAX_SAFE_INTEGER)
  );
}
