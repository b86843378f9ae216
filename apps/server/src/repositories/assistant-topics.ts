import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { MeetingFact } from './assistant-work';

/**
 * Topics in meetings and documents by full-text search in Portuguese with accents ignored
 * (the `portuguese_unaccent` configuration of migration 0014): 'precificação' finds the
 * meeting titled 'Precificação dos pães', 'black friday' the one about it. Every word of the
 * topic must be in the meeting (title, overview, notes or a transcript line).
 */

const b = schema.businesses;
const m = schema.meetings;
const e = schema.meetingTranscriptEntries;
const d = schema.documents;

const query = (topic: string): SQL => sql`plainto_tsquery('portuguese_unaccent', ${topic})`;
const matches = (text: SQL, topic: string): SQL =>
  sql`to_tsvector('portuguese_unaccent', ${text}) @@ ${query(topic)}`;

export type MeetingTopicHit = MeetingFact & {
  /** Where the topic is: in the title, overview or notes, and in how many transcript lines. */
  inText: boolean;
  lines: number;
};

export async function searchMeetingTopics(
  db: Database,
  topic: string,
  filter: { businessId?: string; limit: number },
): Promise<MeetingTopicHit[]> {
  const lines =
    sql<number>`(select count(*) from ${e} where ${e.meetingId} = ${m.id} and ${matches(sql`${e.text}`, topic)})`.mapWith(
      Number,
    );
  const inText = sql<boolean>`${matches(sql`${m.title} || ' ' || ${m.overview} || ' ' || ${m.notes}`, topic)}`;
  const rows = await db
    .select({
      id: m.id,
      businessId: m.businessId,
      businessName: b.name,
      title: m.title,
      date: m.date,
      overview: m.overview,
      inText,
      lines,
    })
    .from(m)
    .innerJoin(b, eq(b.id, m.businessId))
    .where(
      and(
        eq(b.status, 'active'),
        filter.businessId ? eq(b.id, filter.businessId) : undefined,
        sql`(${inText} or ${lines} > 0)`,
      ),
    )
    .orderBy(desc(inText), desc(m.date))
    .limit(filter.limit);
  return rows;
}

export type DocumentTopicHit = {
  businessId: string;
  businessName: string;
  name: string;
  type: (typeof schema.documents.$inferSelect)['type'];
};

/** Documents whose name has every word of the topic, stems and accents aside. */
export function searchDocumentTopics(
  db: Database,
  topic: string,
  filter: { businessId?: string; limit: number },
): Promise<DocumentTopicHit[]> {
  return db
    .select({ businessId: d.businessId, businessName: b.name, name: d.name, type: d.type })
    .from(d)
    .innerJoin(b, eq(b.id, d.businessId))
    .where(
      and(
        eq(b.status, 'active'),
        filter.businessId ? eq(b.id, filter.businessId) : undefined,
        // File names join words with '_' and '-': read them as spaces.
        matches(sql`translate(${d.name}, '_-.', '   ')`, topic),
      ),
    )
    .orderBy(b.name, d.name)
    .limit(filter.limit);
}
