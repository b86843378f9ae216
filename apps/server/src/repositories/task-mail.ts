import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { MailKind, Role } from '@portal/domain';
import { schema, type Database } from '../db';

// The queries of the e-mails about tasks (housekeeping/task-reminders.ts, weekly-digest.ts): each
// event is claimed by one statement for every task or person at once, and what the e-mails say is
// read for a whole batch, never one query per person.

export type ClaimedTaskReminder = {
  taskId: string;
  kind: 'due-tomorrow' | 'overdue';
  dueDate: string;
  title: string;
  businessId: string;
  company: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
};

/**
 * Claims, in one statement, the reminders due now: 'due-tomorrow' for open tasks due on
 * `tomorrow`, 'overdue' for open tasks due from `oldestOverdue` to the day before `today`. Only
 * tasks whose owner is an active person still linked to the task's active company, with task
 * reminders on. Each (task, kind, 'Prazo') is written once (the primary key): another server, a
 * rerun or a later check gets nothing for it. Answers what this call claimed, with what its
 * e-mail says. Run it in the transaction that writes the e-mails.
 */
export async function claimTaskReminders(
  db: Database,
  days: { today: string; tomorrow: string; oldestOverdue: string },
  now: Date,
): Promise<ClaimedTaskReminder[]> {
  const result = await db.execute(sql`
    with due as (
      select t.id as task_id,
        case when t.due_date = ${days.tomorrow}::date then 'due-tomorrow' else 'overdue' end as kind,
        t.due_date, t.owner_id
      from tasks t
      join users u on u.id = t.owner_id and u.status = 'active' and u.mail_task_reminders
      join businesses b on b.id = t.business_id and b.status = 'active'
      join user_businesses ub on ub.user_id = t.owner_id and ub.business_id = t.business_id
      where t.status <> 'done' and t.due_date is not null
        and (t.due_date = ${days.tomorrow}::date
          or (t.due_date < ${days.today}::date and t.due_date >= ${days.oldestOverdue}::date))
    ), claimed as (
      insert into task_reminders (task_id, kind, due_date, user_id, sent_at)
      select task_id, kind, due_date, owner_id, ${now.toISOString()}::timestamptz from due
      on conflict do nothing
      returning task_id, kind, due_date, user_id
    )
    select c.task_id as "taskId", c.kind, c.due_date::text as "dueDate", t.title,
      t.business_id as "businessId", b.name as company, u.id as "userId", u.name, u.email, u.role
    from claimed c
    join tasks t on t.id = c.task_id
    join businesses b on b.id = t.business_id
    join users u on u.id = c.user_id
    order by u.email, c.due_date, t.title`);
  return result.rows as ClaimedTaskReminder[];
}

export type DigestPerson = { id: string; name: string; email: string; role: Role };

/**
 * Claims the week's digest of up to `limit` people who have none yet: active people with the
 * digest on, linked to an active company. One statement; concurrent claimers take each person
 * once (the primary key). Run it in the transaction that writes the e-mails.
 */
export async function claimWeeklyDigests(
  db: Database,
  week: string,
  now: Date,
  limit: number,
): Promise<DigestPerson[]> {
  const result = await db.execute(sql`
    with candidates as (
      select u.id from users u
      where u.status = 'active' and u.mail_weekly_digest
        and exists (
          select 1 from user_businesses ub
          join businesses b on b.id = ub.business_id and b.status = 'active'
          where ub.user_id = u.id)
        and not exists (
          select 1 from weekly_digests d where d.user_id = u.id and d.week = ${week}::date)
      order by u.id
      limit ${limit}
    ), claimed as (
      insert into weekly_digests (user_id, week, sent_at)
      select id, ${week}::date, ${now.toISOString()}::timestamptz from candidates
      on conflict do nothing
      returning user_id
    )
    select u.id, u.name, u.email, u.role from claimed c join users u on u.id = c.user_id
    order by u.id`);
  return result.rows as DigestPerson[];
}

/** Open tasks a digest lists at most per person; the rest are counted. */
export const DIGEST_TASKS_LISTED = 20;

export type DigestTask = {
  ownerId: string;
  title: string;
  dueDate: string | null;
  company: string;
  /** The person's open tasks in all, this one included. */
  total: number;
};

/**
 * The open tasks (not done) of these people in the active companies they are still linked to:
 * per person the first DIGEST_TASKS_LISTED by 'Prazo' (the overdue first, those without one
 * last), each row with the person's total.
 */
export async function listDigestTasks(db: Database, ownerIds: string[]): Promise<DigestTask[]> {
  if (ownerIds.length === 0) return [];
  const t = schema.tasks;
  const b = schema.businesses;
  const ub = schema.userBusinesses;
  const ranked = db
    .select({
      ownerId: sql<string>`${t.ownerId}`.as('owner_id'),
      title: t.title,
      dueDate: t.dueDate,
      company: sql<string>`${b.name}`.as('company'),
      rank: sql<number>`row_number() over (partition by ${t.ownerId} order by ${t.dueDate} asc nulls last, ${t.title}, ${t.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${t.ownerId})`.as('total'),
    })
    .from(t)
    .innerJoin(b, and(eq(b.id, t.businessId), eq(b.status, 'active')))
    .innerJoin(ub, and(eq(ub.userId, t.ownerId), eq(ub.businessId, t.businessId)))
    .where(and(inArray(t.ownerId, ownerIds), ne(t.status, 'done')))
    .as('ranked');
  const rows = await db
    .select({
      ownerId: ranked.ownerId,
      title: ranked.title,
      dueDate: ranked.dueDate,
      company: ranked.company,
      total: ranked.total,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${DIGEST_TASKS_LISTED}`);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

export type DigestCompany = {
  userId: string;
  businessId: string;
  name: string;
  /** The company has a report for the month asked about. */
  hasReport: boolean;
};

/** The active companies of these people, each with whether `month` ('YYYY-MM-01') was filled. */
export async function listDigestCompanies(
  db: Database,
  userIds: string[],
  month: string,
): Promise<DigestCompany[]> {
  if (userIds.length === 0) return [];
  const b = schema.businesses;
  const ub = schema.userBusinesses;
  const r = schema.monthlyReports;
  return db
    .select({
      userId: ub.userId,
      businessId: b.id,
      name: b.name,
      hasReport: sql<boolean>`exists (select 1 from ${r} where ${r.businessId} = ${b.id} and ${r.month} = ${month})`,
    })
    .from(ub)
    .innerJoin(b, and(eq(b.id, ub.businessId), eq(b.status, 'active')))
    .where(inArray(ub.userId, userIds))
    .orderBy(asc(b.name));
}

/** The meetings of these companies from `start` to before `end`, by date. */
export function listMeetingsBetween(
  db: Database,
  businessIds: string[],
  start: Date,
  end: Date,
): Promise<{ businessId: string; title: string; date: Date }[]> {
  if (businessIds.length === 0) return Promise.resolve([]);
  const m = schema.meetings;
  return db
    .select({ businessId: m.businessId, title: m.title, date: m.date })
    .from(m)
    .where(and(inArray(m.businessId, businessIds), gte(m.date, start), lt(m.date, end)))
    .orderBy(asc(m.date), asc(m.title));
}

/** The column of each kind of e-mail a person may turn off. */
export const MAIL_KIND_COLUMN = {
  tasks: 'mailTaskReminders',
  digest: 'mailWeeklyDigest',
} as const satisfies Record<MailKind, string>;
