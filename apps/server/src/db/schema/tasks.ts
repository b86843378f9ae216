import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, instant } from './columns';
import { meetings } from './meetings';

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
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Bumped on every write so a service can refuse a stale update if it wants to. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tasks_business_position_idx').on(t.businessId, t.position),
    index('tasks_from_meeting_idx').on(t.fromMeeting),
    check('tasks_status_valid', sql`${t.status} in ('not-started', 'in-progress', 'done')`),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
