import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn } from './columns';

export type CustomAnswer = { question: string; response: string };

const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

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
    grossRevenue: money('gross_revenue'),
    netRevenue: money('net_revenue'),
    expenses: money('expenses'),
    cogs: money('cogs'),
    netProfit: money('net_profit'),
    /** A fraction (0.123 = 12.3 %), as SPEC's net_margin. */
    netMargin: numeric('net_margin', { precision: 12, scale: 6, mode: 'number' })
      .notNull()
      .default(0),
    customAnswers: jsonb('custom_answers').$type<CustomAnswer[]>().notNull().default([]),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('monthly_reports_business_month_unique').on(t.businessId, t.month),
    index('monthly_reports_month_idx').on(t.month),
    check('monthly_reports_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

export type MonthlyReport = typeof monthlyReports.$inferSelect;
export type NewMonthlyReport = typeof monthlyReports.$inferInsert;
