import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, instant } from './columns';
import { meetings } from './meetings';
import { users } from './users';

export const taskStatuses = ['not-started', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** the product's server field `task` (the description). */
    description: text('description').notNull().default(''),
    status: text('status', { enum: taskStatuses }).notNull().default('not-started'),
    /** Board order across the whole business (updateOrder rewrites it 0..n-1). */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    completedAt: instant('completed_at'),
    fromMeeting: uuid('from_meeting').references(() => meetings.id, { onDelete: 'set null' }),
    /** 'Responsável': a person linked to the company when set; cleared when that person is deleted. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The person who put it on the board; null for a meeting's tasks, the business account's, the
     * tasks made before this was kept, or once that person is deleted.
     */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'Prazo': a calendar day ('YYYY-MM-DD'), read in São Paulo time. */
    dueDate: date('due_date', { mode: 'string' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Bumped on every write so a service can refuse a stale update if it wants to. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tasks_business_position_idx').on(t.businessId, t.position),
    index('tasks_from_meeting_idx').on(t.fromMeeting),
    index('tasks_owner_idx').on(t.ownerId),
    // A person's own data (their export) lists the tasks they created.
    index('tasks_created_by_idx').on(t.createdBy),
    // The reminders' check reads the open tasks due around today (housekeeping/task-reminders.ts).
    index('tasks_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} is not null and ${t.status} <> 'done'`),
    check('tasks_status_valid', sql`${t.status} in ('not-started', 'in-progress', 'done')`),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
