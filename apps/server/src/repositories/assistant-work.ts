import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import { foldedSql } from './assistant-companies';
import { matchesTopic } from './full-text';

/**
 * What the AI chat's tools read of meetings, tasks and documents, active companies
 * only, every query a read and bounded by `limit`. Text searches compare folded text (lower case,
 * no accents) with a folded needle, as a `like` pattern with its wildcards escaped.
 */

const b = schema.businesses;
const m = schema.meetings;
const e = schema.meetingTranscriptEntries;
const a = schema.meetingAddedTasks;
const t = schema.tasks;
const d = schema.documents;

const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const activeCompany = (businessId?: string): SQL =>
  businessId ? and(eq(b.status, 'active'), eq(b.id, businessId))! : eq(b.status, 'active');

export type MeetingFact = {
  id: string;
  businessId: string;
  businessName: string;
  title: string;
  date: Date;
  overview: string;
};

const meetingColumns = {
  id: m.id,
  businessId: m.businessId,
  businessName: b.name,
  title: m.title,
  date: m.date,
  overview: m.overview,
};

/** Meetings newest first, of one company or of all. */
export function listMeetingFacts(
  db: Database,
  filter: { businessId?: string; limit: number },
): Promise<MeetingFact[]> {
  return db
    .select(meetingColumns)
    .from(m)
    .innerJoin(b, eq(b.id, m.businessId))
    .where(activeCompany(filter.businessId))
    .orderBy(desc(m.date), asc(m.id))
    .limit(filter.limit);
}

/** The newest meeting of each active company, by company name. */
export async function listLatestMeetingPerCompany(db: Database): Promise<MeetingFact[]> {
  const rows = await db
    .selectDistinctOn([m.businessId], meetingColumns)
    .from(m)
    .innerJoin(b, eq(b.id, m.businessId))
    .where(activeCompany())
    .orderBy(m.businessId, desc(m.date), asc(m.id));
  return rows.sort((x, y) => x.businessName.localeCompare(y.businessName, 'pt-BR'));
}

export type MeetingDetailFact = MeetingFact & {
  notes: string;
  addedTasks: { title: string; task: string }[];
  transcriptEntries: number;
};

/** One meeting of an active company with its notes and the tasks it named, or null. */
export async function findMeetingFact(
  db: Database,
  meetingId: string,
): Promise<MeetingDetailFact | null> {
  const [row] = await db
    .select({ ...meetingColumns, notes: m.notes })
    .from(m)
    .innerJoin(b, eq(b.id, m.businessId))
    .where(and(eq(m.id, meetingId), activeCompany()));
  if (!row) return null;
  const addedTasks = await db
    .select({ title: a.title, task: a.task })
    .from(a)
    .where(eq(a.meetingId, meetingId))
    .orderBy(asc(a.position));
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(e)
    .where(eq(e.meetingId, meetingId));
  return { ...row, addedTasks, transcriptEntries: count?.n ?? 0 };
}

export type TaskFact = {
  id: string;
  businessId: string;
  businessName: string;
  title: string;
  status: 'not-started' | 'in-progress' | 'done';
  createdAt: Date;
  completedAt: Date | null;
  fromMeeting: string | null;
};

/** Tasks of one company or all, in the given statuses, created before `createdBefore` if set. */
export function listTaskFacts(
  db: Database,
  filter: {
    businessId?: string;
    statuses: readonly TaskFact['status'][];
    createdBefore?: Date;
    limit: number;
  },
): Promise<TaskFact[]> {
  return db
    .select({
      id: t.id,
      businessId: t.businessId,
      businessName: b.name,
      title: t.title,
      status: t.status,
      createdAt: t.createdAt,
      completedAt: t.completedAt,
      fromMeeting: t.fromMeeting,
    })
    .from(t)
    .innerJoin(b, eq(b.id, t.businessId))
    .where(
      and(
        activeCompany(filter.businessId),
        inArray(t.status, [...filter.statuses]),
        filter.createdBefore ? lt(t.createdAt, filter.createdBefore) : undefined,
      ),
    )
    .orderBy(asc(b.name), asc(t.createdAt), asc(t.id))
    .limit(filter.limit);
}

export type TaskCounts = {
  businessId: string;
  businessName: string;
  notStarted: number;
  inProgress: number;
  done: number;
  overdue: number;
};

/** Each active company's tasks counted by status, and its open ones created before `overdueBefore`. */
export function countTasksPerCompany(db: Database, overdueBefore: Date): Promise<TaskCounts[]> {
  const n = (condition: SQL) =>
    sql<number>`count(${t.id}) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      businessId: b.id,
      businessName: b.name,
      notStarted: n(sql`${t.status} = 'not-started'`),
      inProgress: n(sql`${t.status} = 'in-progress'`),
      done: n(sql`${t.status} = 'done'`),
      overdue: n(sql`${t.status} <> 'done' and ${t.createdAt} < ${overdueBefore.toISOString()}`),
    })
    .from(b)
    .leftJoin(t, eq(t.businessId, b.id))
    .where(activeCompany())
    .groupBy(b.id, b.name)
    .orderBy(asc(b.name));
}

export type DocumentFact = {
  id: string;
  businessId: string;
  businessName: string;
  name: string;
  type: 'folder' | 'redirectFolder' | 'driveFile' | 'uploadedFile';
  folder: string | null;
  createdAt: Date;
};

const parent = alias(schema.documents, 'parent');

/**
 * Library items (folders too) whose name contains the folded needle or has its words, stems and
 * accents aside (full-text.ts; file names join words with '_', '-' and '.': read as spaces), by
 * company and name.
 */
export function searchDocumentFacts(
  db: Database,
  folded: string,
  filter: { businessId?: string; limit: number },
): Promise<DocumentFact[]> {
  return db
    .select({
      id: d.id,
      businessId: d.businessId,
      businessName: b.name,
      name: d.name,
      type: d.type,
      folder: parent.name,
      createdAt: d.createdAt,
    })
    .from(d)
    .innerJoin(b, eq(b.id, d.businessId))
    .leftJoin(parent, eq(parent.id, d.parentId))
    .where(
      and(
        activeCompany(filter.businessId),
        folded
          ? sql`(${foldedSql(d.name)} like ${likePattern(folded)} or ${matchesTopic(sql`translate(${d.name}, '_-.', '   ')`, folded)})`
          : undefined,
      ),
    )
    .orderBy(asc(b.name), asc(d.name))
    .limit(filter.limit);
}
