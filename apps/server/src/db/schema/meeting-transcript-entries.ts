import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';

/** One spoken line of a meeting; `position` keeps the order the transcript gave. */
export const meetingTranscriptEntries = pgTable(
  'meeting_transcript_entries',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    speaker: text('speaker').notNull(),
    text: text('text').notNull(),
    /** Minutes from the start of the meeting (shown with two decimals). */
    minutes: numeric('minutes', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.position] }),
    check('meeting_transcript_entries_position_non_negative', sql`${t.position} >= 0`),
  ],
);

export type MeetingTranscriptEntry = typeof meetingTranscriptEntries.$inferSelect;
export type NewMeetingTranscriptEntry = typeof meetingTranscriptEntries.$inferInsert;
