import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { MeetingFact } from './assistant-work';
import { matchesTopic } from './full-text';

/**
 * Topics in meetings by full-text search (full-text.ts): a meeting is found when its title,
 * overview or notes, or one of its transcript lines, has every word of the topic.
 */

const b = schema.businesses;
const m = schema.meetings;
const e = schema.meetingTranscriptEntries;

/** Transcript lines shown per meeting found: who said it, when, and what. */
const SAID_PER_MEETING = 3;

export type SaidLine = { speaker: string; minutes: number; text: string };

export type MeetingTopicHit = MeetingFact & {
  /** Where the topic is: in the title, overview or notes, and in how many transcript lines. */
  inText: boolean;
  lines: number;
  /** The first transcript lines that have it, in the meeting's order. */
  said: SaidLine[];
};

export async function searchMeetingTopics(
  db: Database,
  topic: string,
  filter: { businessId?: string; limit: number },
): Promise<MeetingTopicHit[]> {
  const lineMatches = matchesTopic(sql`${e.text}`, topic);
  const lines =
    sql<number>`(select count(*) from ${e} where ${e.meetingId} = ${m.id} and ${lineMatches})`.mapWith(
      Number,
    );
  const inText = sql<boolean>`${matchesTopic(sql`${m.title} || ' ' || ${m.overview} || ' ' || ${m.notes}`, topic)}`;
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
  const withLines = rows.filter((r) => r.lines > 0).map((r) => r.id);
  const said = withLines.length
    ? await db
        .select({ meetingId: e.meetingId, speaker: e.speaker, minutes: e.minutes, text: e.text })
        .from(e)
        .where(and(inArray(e.meetingId, withLines), lineMatches))
        .orderBy(asc(e.meetingId), asc(e.position))
    : [];
  return rows.map((r) => ({
    ...r,
    said: said
      .filter((line) => line.meetingId === r.id)
      .slice(0, SAID_PER_MEETING)
      .map(({ speaker, minutes, text }) => ({ speaker, minutes, text })),
  }));
}
