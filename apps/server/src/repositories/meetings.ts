import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';

/**
 * Queries on `meetings` and the tables that hang off it (transcript entries, added tasks). The
 * board tasks a meeting creates go through repositories/tasks.ts. Pass the `Database` or, inside
 * a service's transaction, its `tx`.
 */

export type MeetingRow = typeof schema.meetings.$inferSelect;
export type NewMeetingRow = typeof schema.meetings.$inferInsert;
export type TranscriptEntryRow = typeof schema.meetingTranscriptEntries.$inferInsert;
export type AddedTaskRow = typeof schema.meetingAddedTasks.$inferInsert;

const m = schema.meetings;
const e = schema.meetingTranscriptEntries;
const a = schema.meetingAddedTasks;

/** Newest first (same date: the one stored last first). */
const newestFirst = [desc(m.date), desc(m.createdAt), asc(m.id)] as const;

/** A business's meetings, newest first. */
export function listMeetingsOfBusiness(db: Database, businessId: string): Promise<MeetingRow[]> {
  return db
    .select()
    .from(m)
    .where(eq(m.businessId, businessId))
    .orderBy(...newestFirst);
}

/**
 * What the meetings list shows of a business's meetings, newest first: no notes, and of the
 * overview only its first `overviewChars` characters (trimmed), so a long overview never
 * leaves the database whole. Transcripts live in their own table and are not touched.
 */
export function listMeetingSummariesOfBusiness(
  db: Database,
  businessId: string,
  overviewChars: number,
): Promise<{ id: string; title: string; date: Date; overview: string }[]> {
  return db
    .select({
      id: m.id,
      title: m.title,
      date: m.date,
      overview: sql<string>`left(btrim(${m.overview}), ${overviewChars}::int)`,
    })
    .from(m)
    .where(eq(m.businessId, businessId))
    .orderBy(...newestFirst);
}

/** The meeting `meetingId` only where it belongs to the business. */
const meetingOfBusiness = (meetingId: string, businessId: string) =>
  and(eq(m.id, meetingId), eq(m.businessId, businessId));

/** One meeting, only when it belongs to the business; undefined otherwise. */
export async function findMeetingOfBusiness(
  db: Database,
  meetingId: string,
  businessId: string,
): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(m).where(meetingOfBusiness(meetingId, businessId)).limit(1);
  return row;
}

/**
 * Transcripts of many meetings in one query, each already the JSON text getmeetings sends
 * (`[{"speaker", "text", "minutes"}]` in spoken order): PostgreSQL builds it, so thousands of
 * entries never become JavaScript objects only to be stringified again.
 */
export function listTranscriptsAsJson(
  db: Database,
  meetingIds: readonly string[],
): Promise<{ meetingId: string; transcript: string }[]> {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      meetingId: e.meetingId,
      transcript: sql<string>`json_agg(json_build_object('speaker', ${e.speaker}, 'text', ${e.text}, 'minutes', ${e.minutes}::float8) order by ${e.position})::text`,
    })
    .from(e)
    .where(inArray(e.meetingId, [...meetingIds]))
    .groupBy(e.meetingId);
}

/**
 * Added tasks of many meetings in one query, each meeting's in the order it named them, with the
 * promised owner's name and due date.
 */
export function listAddedTasks(db: Database, meetingIds: readonly string[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      meetingId: a.meetingId,
      title: a.title,
      task: a.task,
      ownerName: schema.users.name,
      dueDate: a.dueDate,
    })
    .from(a)
    .leftJoin(schema.users, eq(schema.users.id, a.ownerId))
    .where(inArray(a.meetingId, [...meetingIds]))
    .orderBy(asc(a.meetingId), asc(a.position));
}

/** The board tasks a meeting created, in board order, as they are now ('Plano de ação'). */
export function listActionPlan(db: Database, businessId: string, meetingId: string) {
  const t = schema.tasks;
  return db
    .select({
      id: t.id,
      title: t.title,
      status: t.status,
      ownerName: schema.users.name,
      dueDate: t.dueDate,
    })
    .from(t)
    .leftJoin(schema.users, eq(schema.users.id, t.ownerId))
    .where(and(eq(t.businessId, businessId), eq(t.fromMeeting, meetingId)))
    .orderBy(asc(t.position), asc(t.createdAt), asc(t.id));
}

export async function insertMeeting(
  db: Database,
  row: NewMeetingRow,
): Promise<{ id: string; title: string; date: Date }> {
  const [inserted] = await db
    .insert(m)
    .values(row)
    .returning({ id: m.id, title: m.title, date: m.date });
  return inserted!;
}

/** Rows per INSERT: 5 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 2_000;

export async function insertTranscriptEntries(
  db: Database,
  rows: readonly TranscriptEntryRow[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(e).values(rows.slice(i, i + BATCH));
  }
}

export async function insertAddedTasks(db: Database, rows: readonly AddedTaskRow[]): Promise<void> {
  if (rows.length) await db.insert(a).values([...rows]);
}

/** True when the meeting belongs to the business (a task may only point at its own board's). */
export async function isMeetingOfBusiness(
  db: Database,
  meetingId: string,
  businessId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(meetingOfBusiness(meetingId, businessId))
    .limit(1);
  return Boolean(row);
}
