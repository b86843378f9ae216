import {
  dayKeyOf,
  digestOrder,
  formatDueDate,
  formatMeetingDate,
  formatMonthYear,
  isDigestTime,
  monthKey,
  monthOf,
  previousMonth,
  routes,
  saoPauloInstant,
  weekOf,
  weeklyDigestSubject,
  weeklyDigestText,
  type DigestContent,
} from '@portal/domain';
import { insertOutboxMails, type NewOutboxMail } from '../repositories/mail-outbox';
import {
  claimWeeklyDigests,
  listDigestCompanies,
  listDigestTasks,
  listMeetingsBetween,
  type DigestCompany,
  type DigestPerson,
  type DigestTask,
} from '../repositories/task-mail';
import type { TaskMailDeps } from './task-mail-deps';

/** People whose digests are claimed, read and written in one transaction. */
const DIGEST_BATCH = 500;
/** Meetings and pending reports a digest lists at most; the rest are counted. */
const DIGEST_LINES = 20;

export type DigestsSent = { week: string; people: number; emails: number };

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};

type WeekFacts = {
  week: string;
  today: string;
  start: Date;
  end: Date;
  month: string;
  monthLabel: string;
};

/** One person's digest, or null when it would say nothing (no task, meeting or missing report). */
function digestOf(
  deps: TaskMailDeps,
  facts: WeekFacts,
  person: DigestPerson,
  tasks: readonly DigestTask[],
  companies: readonly DigestCompany[],
  meetings: readonly { businessId: string; title: string; date: Date }[],
): NewOutboxMail | null {
  const names = new Map(companies.map((c) => [c.businessId, c.name]));
  const theirs = meetings.filter((m) => names.has(m.businessId));
  const pending = companies.filter((c) => !c.hasReport);
  const total = tasks[0]?.total ?? 0;
  if (total === 0 && theirs.length === 0 && pending.length === 0) return null;
  const ordered = digestOrder(
    tasks.map((t) => ({ ...t, due_date: t.dueDate })),
    facts.today,
  );
  const link = `${deps.publicUrl}${person.role === 'user' ? routes.tasks : routes.dashboard}`;
  const content: DigestContent = {
    name: person.name,
    monday: formatDueDate(facts.week),
    tasks: ordered.map((t) => ({
      title: t.title,
      company: t.company,
      due: t.dueDate ? formatDueDate(t.dueDate) : null,
      overdue: !!t.dueDate && t.dueDate < facts.today,
    })),
    moreTasks: total - ordered.length,
    meetings: theirs.slice(0, DIGEST_LINES).map((m) => ({
      company: names.get(m.businessId) ?? '',
      title: m.title,
      when: formatMeetingDate(m.date),
    })),
    moreMeetings: Math.max(0, theirs.length - DIGEST_LINES),
    pendingReports: pending
      .slice(0, DIGEST_LINES)
      .map((c) => ({ company: c.name, month: facts.monthLabel })),
    morePendingReports: Math.max(0, pending.length - DIGEST_LINES),
    link,
    unsubscribe: deps.unsubscribe.urlOf(person.id, 'digest'),
  };
  return {
    recipient: person.email,
    subject: weeklyDigestSubject(content.monday),
    text: weeklyDigestText(content),
    link,
    unsubscribe: content.unsubscribe,
  };
}

/** One batch: claims up to DIGEST_BATCH people, reads what their digests say, writes them. */
async function sendBatch(deps: TaskMailDeps, facts: WeekFacts, now: Date) {
  return deps.db.transaction(async (tx) => {
    const people = await claimWeeklyDigests(tx, facts.week, now, DIGEST_BATCH);
    if (people.length === 0) return { people: 0, emails: 0 };
    const ids = people.map((p) => p.id);
    const tasks = groupBy(await listDigestTasks(tx, ids), (t) => t.ownerId);
    const companies = await listDigestCompanies(tx, ids, facts.month);
    const businessIds = [...new Set(companies.map((c) => c.businessId))];
    const meetings = await listMeetingsBetween(tx, businessIds, facts.start, facts.end);
    const companiesOf = groupBy(companies, (c) => c.userId);
    const mails = people.flatMap((p) => {
      const mail = digestOf(
        deps,
        facts,
        p,
        tasks.get(p.id) ?? [],
        companiesOf.get(p.id) ?? [],
        meetings,
      );
      return mail ? [mail] : [];
    });
    await insertOutboxMails(tx, mails, now);
    return { people: people.length, emails: mails.length };
  });
}

/**
 * On Monday from REMINDER_HOUR (São Paulo), writes each person's digest of the week to the
 * outbox: their open tasks (overdue first), the week's meetings of their companies, and the
 * companies missing the previous month's report (DRE). People are taken in batches; each batch's
 * claims (weekly_digests) and e-mails commit together, so a person gets one digest a week however
 * many servers run this at once. A person with the digest off, or with nothing to say this week,
 * gets none. Answers null outside the digest's time.
 */
export async function sendWeeklyDigests(
  deps: TaskMailDeps,
  now: Date,
): Promise<DigestsSent | null> {
  if (!isDigestTime(now, deps.hour)) return null;
  const week = weekOf(now);
  const [year, month, day] = week.split('-').map(Number) as [number, number, number];
  const lastMonth = monthKey(previousMonth(monthOf(now)));
  const facts: WeekFacts = {
    week,
    today: dayKeyOf(now),
    start: saoPauloInstant(year, month, day),
    end: saoPauloInstant(year, month, day + 7),
    month: `${lastMonth}-01`,
    monthLabel: formatMonthYear(lastMonth),
  };
  const sent: DigestsSent = { week, people: 0, emails: 0 };
  for (;;) {
    const batch = await sendBatch(deps, facts, now);
    if (batch.people === 0) break;
    sent.people += batch.people;
    sent.emails += batch.emails;
    if (batch.emails) void deps.outbox.deliverDue();
  }
  return sent;
}
