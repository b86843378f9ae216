import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { instant } from './columns';

/**
 * The monthly-report reminders sent: one row per company and month, claimed (INSERT … ON CONFLICT
 * DO NOTHING) before the e-mails go, so a month's reminder goes out once however many servers run
 * the check and however often they restart.
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** First day of the month the reminder asked for, 'YYYY-MM-DD'. */
    month: date('month', { mode: 'string' }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.month] })],
);

export type ReportReminder = typeof reportReminders.$inferSelect;
