import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { schema, type Database } from '../db';
import { markedText, matchesWords, wordsRank } from './full-text';

/**
 * The portal's search, one query per kind of thing found. Each first takes at most
 * SEARCH_CANDIDATES matching rows in the order the indexes give them (so a common word over
 * thousands of companies costs no more than a rare one), then ranks those and marks the words of
 * the best. The searched texts are the index expressions of migration 0019, letter for letter.
 */

const b = schema.businesses;
const m = schema.meetings;
const e = schema.meetingTranscriptEntries;
const t = schema.tasks;
const d = schema.documents;
const folder = alias(schema.documents, 'folder');
const ub = schema.userBusinesses;

/** How many matching rows of a kind are ranked. */
export const SEARCH_CANDIDATES = 200;

/** Whose things are searched: one company, the active ones linked to a person, or every active one. */
export type SearchScope =
  { kind: 'company'; businessId: string } | { kind: 'linked'; userId: string } | { kind: 'all' };

const inScope = (businessId: PgColumn, scope: SearchScope): SQL => {
  switch (scope.kind) {
    case 'company':
      return sql`${businessId} = ${scope.businessId}`;
    case 'linked':
      return sql`${businessId} in (select ${ub.businessId} from ${ub} inner join ${b} on ${b.id} = ${ub.businessId} where ${ub.userId} = ${scope.userId} and ${b.status} = 'active')`;
    case 'all':
      return sql`${businessId} in (select ${b.id} from ${b} where ${b.status} = 'active')`;
  }
};

// The searched texts (migration 0019's index expressions).
const meetingText = sql`${m.title} || ' ' || ${m.overview} || ' ' || ${m.notes}`;
const lineText = sql`${e.text}`;
const taskText = sql`${t.title} || ' ' || ${t.description}`;
const documentText = sql`${d.name}`;
const companyText = sql`${b.name} || ' ' || coalesce(${b.niche}, '') || ' ' || coalesce(${b.website}, '') || ' ' || coalesce(${b.usernameInstagram}, '') || ' ' || coalesce(${b.knowledgeBase}, '')`;

export type SearchRequest = { scope: SearchScope; words: readonly string[]; limit: number };

/**
 * At most SEARCH_CANDIDATES rows of `table` (its `id`, owned through `businessId`) whose `text`
 * matches, in the order the indexes give them, with their rank.
 */
function bestOf(
  db: Database,
  table: PgTable,
  columns: { id: PgColumn; businessId: PgColumn },
  text: SQL,
  { scope, words }: SearchRequest,
) {
  return db
    .select({ id: columns.id, rank: wordsRank(text, words).as('rank') })
    .from(table)
    .where(and(inScope(columns.businessId, scope), matchesWords(text, words)))
    .limit(SEARCH_CANDIDATES)
    .as('found');
}

export async function searchMeetings(db: Database, request: SearchRequest) {
  const { words, limit } = request;
  const found = bestOf(db, m, { id: m.id, businessId: m.businessId }, meetingText, request);
  return db
    .select({
      meetingId: m.id,
      businessId: b.id,
      businessName: b.name,
      date: m.date,
      title: markedText(sql`${m.title}`, words),
      text: markedText(sql`${m.overview} || ' ' || ${m.notes}`, words),
    })
    .from(found)
    .innerJoin(m, eq(m.id, found.id))
    .innerJoin(b, eq(b.id, m.businessId))
    .orderBy(desc(found.rank), desc(m.date))
    .limit(limit);
}

export async function searchTranscriptLines(db: Database, { scope, words, limit }: SearchRequest) {
  const found = db
    .select({
      meetingId: e.meetingId,
      position: e.position,
      rank: wordsRank(lineText, words).as('rank'),
    })
    .from(e)
    .innerJoin(m, eq(m.id, e.meetingId))
    .where(and(inScope(m.businessId, scope), matchesWords(lineText, words)))
    .limit(SEARCH_CANDIDATES)
    .as('found');
  return db
    .select({
      meetingId: m.id,
      businessId: b.id,
      businessName: b.name,
      date: m.date,
      meetingTitle: m.title,
      line: e.position,
      speaker: e.speaker,
      minutes: e.minutes,
      text: markedText(lineText, words),
    })
    .from(found)
    .innerJoin(e, and(eq(e.meetingId, found.meetingId), eq(e.position, found.position)))
    .innerJoin(m, eq(m.id, e.meetingId))
    .innerJoin(b, eq(b.id, m.businessId))
    .orderBy(desc(found.rank), desc(m.date), e.position)
    .limit(limit);
}

export async function searchTasks(db: Database, request: SearchRequest) {
  const { words, limit } = request;
  const found = bestOf(db, t, { id: t.id, businessId: t.businessId }, taskText, request);
  return db
    .select({
      taskId: t.id,
      businessId: b.id,
      businessName: b.name,
      status: t.status,
      title: markedText(sql`${t.title}`, words),
      text: markedText(sql`${t.description}`, words),
    })
    .from(found)
    .innerJoin(t, eq(t.id, found.id))
    .innerJoin(b, eq(b.id, t.businessId))
    .orderBy(desc(found.rank), desc(t.createdAt))
    .limit(limit);
}

export async function searchDocuments(db: Database, request: SearchRequest) {
  const { words, limit } = request;
  const found = bestOf(db, d, { id: d.id, businessId: d.businessId }, documentText, request);
  return db
    .select({
      documentId: d.id,
      businessId: b.id,
      businessName: b.name,
      documentType: d.type,
      name: d.name,
      title: markedText(documentText, words),
      folderId: folder.id,
      folderName: folder.name,
    })
    .from(found)
    .innerJoin(d, eq(d.id, found.id))
    .innerJoin(b, eq(b.id, d.businessId))
    .leftJoin(folder, eq(folder.id, d.parentId))
    .orderBy(desc(found.rank), d.name)
    .limit(limit);
}

export async function searchCompanies(db: Database, request: SearchRequest) {
  const { words, limit } = request;
  const found = bestOf(db, b, { id: b.id, businessId: b.id }, companyText, request);
  const details = sql`concat_ws(' · ', ${b.niche}, ${b.website}, ${b.usernameInstagram}, ${b.knowledgeBase})`;
  return db
    .select({
      businessId: b.id,
      businessName: b.name,
      title: markedText(sql`${b.name}`, words),
      text: markedText(details, words),
    })
    .from(found)
    .innerJoin(b, eq(b.id, found.id))
    .orderBy(desc(found.rank), b.name)
    .limit(limit);
}
