import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';
import { users } from './users';

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
    /** 'Responsável' as the meeting named them; the board task it created carries the same. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'Prazo' as the meeting set it, 'YYYY-MM-DD'. */
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.position] })],
);

export type MeetingAddedTask = typeof meetingAddedTasks.$inferSelect;
export type NewMeetingAddedTask = typeof meetingAddedTasks.$inferInsert;
