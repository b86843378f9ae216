import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, instant } from './columns';
import { users } from './users';

export type CustomAnswer = { question: string; response: string };

const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * What a report says: its figures, the profit and margin computed from them, and the answers.
 * The month's report and each version it replaced (`monthly_report_versions`) hold the same.
 */
export const reportContentColumns = () => ({
  grossRevenue: money('gross_revenue'),
  netRevenue: money('net_revenue'),
  expenses: money('expenses'),
  cogs: money('cogs'),
  /**
   * net_revenue − cogs − expenses: as low as −2 × MAX_REPORT_FIGURE, so one digit wider than
   * the figures.
   */
  netProfit: numeric('net_profit', { precision: 15, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /**
   * A fraction (0.123 = 12.3 %), as the product's net_margin: at most 1, but as low as the lowest
   * profit over R$ 0,01 of revenue (about −2 × 10¹⁴).
   */
  netMargin: numeric('net_margin', { precision: 22, scale: 6, mode: 'number' })
    .notNull()
    .default(0),
  customAnswers: jsonb('custom_answers').$type<CustomAnswer[]>().notNull().default([]),
});

/** A monthly financial report (DRE). */
export const monthlyReports = pgTable(
  'monthly_reports',
  {
    id: idColumn(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** First day of the reported month, 'YYYY-MM-DD'. */
    month: date('month', { mode: 'string' }).notNull(),
    ...reportContentColumns(),
    createdAt: createdAtColumn(),
    /** Who filled the month last: a person (null for the business account or a deleted person)… */
    filledBy: uuid('filled_by').references(() => users.id, { onDelete: 'set null' }),
    /** …and their name then (the business's name for its account); filling again replaces both. */
    filledByName: text('filled_by_name').notNull().default(''),
    /** When the month was filled last. */
    filledAt: instant('filled_at').notNull().defaultNow(),
    /**
     * 1 when first filled, one more at each replacement; a replacement must name it (the
     * version the person was shown), and the one it replaces goes to `monthly_report_versions`.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('monthly_reports_business_month_unique').on(t.businessId, t.month),
    index('monthly_reports_month_idx').on(t.month),
    check('monthly_reports_first_day', sql`extract(day from ${t.month}) = 1`),
    check('monthly_reports_version_positive', sql`${t.version} >= 1`),
  ],
);

export type MonthlyReport = typeof monthlyReports.$inferSelect;
export type NewMonthlyReport = typeof monthlyReports.$inferInsert;
