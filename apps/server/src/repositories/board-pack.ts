import { and, asc, count, eq, gte, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { schema, type Database } from '../db';

/**
 * What the board pack of a month reads besides its reports: the month's meetings and its tasks.
 * A month is a range of instants, [start, end), São Paulo's midnights (the service passes them).
 */

export type MonthRange = { start: Date; end: Date };

const m = schema.meetings;
const t = schema.tasks;

/** The meetings held in the month, oldest first. */
export function listMeetingsInRange(db: Database, businessId: string, range: MonthRange) {
  return db
    .select({ id: m.id, title: m.title, date: m.date, overview: m.overview })
    .from(m)
    .where(and(eq(m.businessId, businessId), gte(m.date, range.start), lt(m.date, range.end)))
    .orderBy(asc(m.date), asc(m.createdAt), asc(m.id));
}

export type BoardPackTask = {
  id: string;
  title: string;
  status: 'not-started' | 'in-progress' | 'done';
  completedAt: Date | null;
};
const taskFields = { id: t.id, title: t.title, status: t.status, completedAt: t.completedAt };

/** Done in the month: completed within it. */
const doneIn = (range: MonthRange) =>
  and(isNotNull(t.completedAt), gte(t.completedAt, range.start), lt(t.completedAt, range.end));

/**
 * Open at the month's end: created before it, and not completed by then (never completed, or
 * completed later). A task marked done without a completion time is not counted open.
 */
const openAtEnd = (range: MonthRange) =>
  and(
    lt(t.createdAt, range.end),
    or(
      and(isNull(t.completedAt), ne(t.status, 'done')),
      and(isNotNull(t.completedAt), gte(t.completedAt, range.end)),
    ),
  );

/** Up to `limit` tasks of each kind and how many there are in all. */
export async function listTasksOfMonth(
  db: Database,
  businessId: string,
  range: MonthRange,
  limit: number,
): Promise<{
  done: BoardPackTask[];
  open: BoardPackTask[];
  doneCount: number;
  openCount: number;
}> {
  const ofBusiness = eq(t.businessId, businessId);
  const done = await db
    .select(taskFields)
    .from(t)
    .where(and(ofBusiness, doneIn(range)))
    .orderBy(asc(t.completedAt), asc(t.id))
    .limit(limit);
  const open = await db
    .select(taskFields)
    .from(t)
    .where(and(ofBusiness, openAtEnd(range)))
    .orderBy(asc(t.position), asc(t.createdAt), asc(t.id))
    .limit(limit);
  const [doneCount] = await db
    .select({ n: count() })
    .from(t)
    .where(and(ofBusiness, doneIn(range)));
  const [openCount] = await db
    .select({ n: count() })
    .from(t)
    .where(and(ofBusiness, openAtEnd(range)));
  return { done, open, doneCount: doneCount?.n ?? 0, openCount: openCount?.n ?? 0 };
}
