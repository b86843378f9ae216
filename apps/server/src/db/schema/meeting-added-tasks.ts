import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';

/** the product's meeting `tasks_added` ({title, task}) in the order the meeting named them. */
export const meetingAddedTasks = pgTable(
  'meeting_added_tasks',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    task: text('task').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.position] })],
);

export type MeetingAddedTask = typeof meetingAddedTasks.$inferSelect;
export type NewMeetingAddedTask = typeof meetingAddedTasks.$inferInsert;
