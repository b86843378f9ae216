import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { tasks } from './tasks';
import { users } from './users';

export const taskReminderKinds = ['due-tomorrow', 'overdue'] as const;
export type TaskReminderKind = (typeof taskReminderKinds)[number];

/**
 * The task reminders sent: one row per task, kind and 'Prazo', claimed (INSERT … ON CONFLICT DO
 * NOTHING) in the transaction that writes the e-mail to the outbox. The same event goes out once
 * however many servers run the check; a task whose 'Prazo' moves is a new event and reminds again.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: taskReminderKinds }).notNull(),
    /** The 'Prazo' the reminder was about, 'YYYY-MM-DD'. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Who it went to (the owner then); null once that person is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.kind, t.dueDate] }),
    check('task_reminders_kind_valid', sql`${t.kind} in ('due-tomorrow', 'overdue')`),
  ],
);

/**
 * The weekly digests sent: one row per person and week (its Monday, São Paulo), claimed like the
 * task reminders, so a person gets one digest a week whatever the number of servers.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week's Monday, 'YYYY-MM-DD'. */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

export type TaskReminder = typeof taskReminders.$inferSelect;
export type WeeklyDigest = typeof weeklyDigests.$inferSelect;
