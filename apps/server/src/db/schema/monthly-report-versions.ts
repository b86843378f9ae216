import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns';
import { monthlyReports, reportContentColumns } from './monthly-reports';
import { users } from './users';

/**
 * A monthly report as it was before a replacement: its content, who filled that version and
 * when, and who replaced it and when. Nothing a person saved is lost by saving the month again;
 * the month's row (`monthly_reports`) is always its newest version.
 */
export const monthlyReportVersions = pgTable(
  'monthly_report_versions',
  {
    id: idColumn(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => monthlyReports.id, { onDelete: 'cascade' }),
    /** The report's version this was (1 = as first filled). */
    version: integer('version').notNull(),
    ...reportContentColumns(),
    /** Who filled this version (null for the business account or a deleted person)… */
    filledBy: uuid('filled_by').references(() => users.id, { onDelete: 'set null' }),
    /** …and their name then. */
    filledByName: text('filled_by_name').notNull().default(''),
    filledAt: instant('filled_at').notNull(),
    /** Who replaced it by the next version, by id and by name then, and when. */
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    replacedByName: text('replaced_by_name').notNull().default(''),
    replacedAt: instant('replaced_at').notNull(),
  },
  (t) => [uniqueIndex('monthly_report_versions_report_version_unique').on(t.reportId, t.version)],
);

export type MonthlyReportVersion = typeof monthlyReportVersions.$inferSelect;
export type NewMonthlyReportVersion = typeof monthlyReportVersions.$inferInsert;
