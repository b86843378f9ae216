import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';

/**
 * Queries on `meetings` and the tables that hang off it (transcript entries, added tasks), plus
 * the board tasks a meeting creates. Pass the `Database` or, inside a service's transaction, its
 * `tx`.
 */

export type MeetingRow = typeof schema.meetings.$inferSelect;
export type NewMeetingRow = typeof schema.meetings.$inferInsert;
export type TranscriptEntryRow = typeof schema.meetingTranscriptEntries.$inferInsert;
export type AddedTaskRow = typeof schema.meetingAddedTasks.$inferInsert;

const m = schema.meetings;
const e = schema.meetingTranscriptEntries;
const a = schema.meetingAddedTasks;
const t = schema.tasks;

/** A business's meetings, newest first (same date: the one stored last first). */
export function listMeetingsOfBusiness(db: Database, businessId: string): Promise<MeetingRow[]> {
  return db
    .select()
    .from(m)
    .where(eq(m.businessId, businessId))
    .orderBy(desc(m.date), desc(m.createdAt), asc(m.id));
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

/** Added tasks of many meetings in one query, each meeting's in the order it named them. */
export function listAddedTasks(db: Database, meetingIds: readonly string[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ meetingId: a.meetingId, title: a.title, task: a.task })
    .from(a)
    .where(inArray(a.meetingId, [...meetingIds]))
    .orderBy(asc(a.meetingId), asc(a.position));
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

/**
 * Appends tasks to the end of a business's board (positions after the current largest), in the
 * order given, as not started. The business row is locked first so two meetings ingested at
 * once do not take the same positions.
 */
export async function appendMeetingTasksToBoard(
  db: Database,
  businessId: string,
  meetingId: string,
  items: readonly { title: string; description: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  await db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId))
    .for('no key update');
  const [top] = await db
    .select({ max: sql<number | null>`max(${t.position})` })
    .from(t)
    .where(eq(t.businessId, businessId));
  const start = top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1;
  const inserted = await db
    .insert(t)
    .values(
      items.map((item, i) => ({
        businessId,
        title: item.title,
        description: item.description,
        status: 'not-started' as const,
        position: start + i,
        fromMeeting: meetingId,
      })),
    )
    .returning({ id: t.id });
  return inserted.length;
}
