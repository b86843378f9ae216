import { and, asc, count, desc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `monthly_reports`. Pass the `Database` or, inside a service's transaction, its `tx`. */

export type MonthlyReportRow = typeof schema.monthlyReports.$inferSelect;
export type NewMonthlyReportRow = typeof schema.monthlyReports.$inferInsert;

/** A stored report's six numbers under the domain's (docs/product.md's) names. */
export const numbersOf = (row: MonthlyReportRow) => ({
  gross_revenue: row.grossRevenue,
  net_revenue: row.netRevenue,
  expenses: row.expenses,
  cogs: row.cogs,
  net_profit: row.netProfit,
  net_margin: row.netMargin,
});

/** The business's reports, newest month first. */
export function listReportsOfBusiness(
  db: Database,
  businessId: string,
): Promise<MonthlyReportRow[]> {
  return db
    .select()
    .from(schema.monthlyReports)
    .where(eq(schema.monthlyReports.businessId, businessId))
    .orderBy(desc(schema.monthlyReports.month));
}

/** Which business and month a report id names, or null when it names none. */
export async function findReportOwner(
  db: Database,
  id: string,
): Promise<{ businessId: string; month: string } | null> {
  const [row] = await db
    .select({ businessId: schema.monthlyReports.businessId, month: schema.monthlyReports.month })
    .from(schema.monthlyReports)
    .where(eq(schema.monthlyReports.id, id));
  return row ?? null;
}

/** The business's report of `month` (its first day, 'YYYY-MM-DD'), or null when it has none. */
export async function findMonthReport(
  db: Database,
  businessId: string,
  month: string,
): Promise<MonthlyReportRow | null> {
  const [row] = await db
    .select()
    .from(schema.monthlyReports)
    .where(
      and(eq(schema.monthlyReports.businessId, businessId), eq(schema.monthlyReports.month, month)),
    );
  return row ?? null;
}

/** Fills a month that has no report yet (its first version). */
export async function insertReport(
  tx: Database,
  row: NewMonthlyReportRow,
): Promise<MonthlyReportRow> {
  const [saved] = await tx.insert(schema.monthlyReports).values(row).returning();
  return saved!;
}

/** What a replacement writes over a month's report: its content, who and when, its version. */
export type ReportReplacement = Pick<
  NewMonthlyReportRow,
  | 'grossRevenue'
  | 'netRevenue'
  | 'expenses'
  | 'cogs'
  | 'netProfit'
  | 'netMargin'
  | 'customAnswers'
  | 'filledBy'
  | 'filledByName'
  | 'filledAt'
> & { version: number; filledAt: Date };

/**
 * Keeps `current` as it is in `monthly_report_versions` (with who replaces it and when), then
 * writes `next` over the month's row (which keeps its id and created_at). Call it in the
 * transaction that checked `current` is the version the replacement names.
 */
export async function replaceReport(
  tx: Database,
  current: MonthlyReportRow,
  next: ReportReplacement,
): Promise<MonthlyReportRow> {
  await tx.insert(schema.monthlyReportVersions).values({
    reportId: current.id,
    version: current.version,
    grossRevenue: current.grossRevenue,
    netRevenue: current.netRevenue,
    expenses: current.expenses,
    cogs: current.cogs,
    netProfit: current.netProfit,
    netMargin: current.netMargin,
    customAnswers: current.customAnswers,
    filledBy: current.filledBy,
    filledByName: current.filledByName,
    filledAt: current.filledAt,
    replacedBy: next.filledBy,
    replacedByName: next.filledByName,
    replacedAt: next.filledAt,
  });
  const [saved] = await tx
    .update(schema.monthlyReports)
    .set(next)
    .where(eq(schema.monthlyReports.id, current.id))
    .returning();
  return saved!;
}

/** When the business's newest month was filled, or null when it has no report. */
export async function findNewestReportFill(db: Database, businessId: string): Promise<Date | null> {
  const [row] = await db
    .select({ filledAt: schema.monthlyReports.filledAt })
    .from(schema.monthlyReports)
    .where(eq(schema.monthlyReports.businessId, businessId))
    .orderBy(desc(schema.monthlyReports.month))
    .limit(1);
  return row?.filledAt ?? null;
}

/** One month's figures of an active business, with the business's name (admin finance). */
export type FinanceReportRow = {
  id: string;
  businessId: string;
  businessName: string;
  month: string;
  grossRevenue: number;
  netRevenue: number;
  expenses: number;
  cogs: number;
  netProfit: number;
  netMargin: number;
};

/** Reports of active businesses (joined) from `startMonth` to `endMonth`, both included. */
const ofActiveBetween = (startMonth: string, endMonth: string) =>
  and(
    eq(schema.businesses.status, 'active'),
    gte(schema.monthlyReports.month, startMonth),
    lte(schema.monthlyReports.month, endMonth),
  );

/**
 * Every report of every active business (not one waiting for approval) from `startMonth` to
 * `endMonth` (first days, 'YYYY-MM-DD', both included), with the business's name: one query,
 * ordered by business then month.
 */
export function listActiveReportsBetween(
  db: Database,
  startMonth: string,
  endMonth: string,
): Promise<FinanceReportRow[]> {
  const r = schema.monthlyReports;
  return db
    .select({
      id: r.id,
      businessId: r.businessId,
      businessName: schema.businesses.name,
      month: r.month,
      grossRevenue: r.grossRevenue,
      netRevenue: r.netRevenue,
      expenses: r.expenses,
      cogs: r.cogs,
      netProfit: r.netProfit,
      netMargin: r.netMargin,
    })
    .from(r)
    .innerJoin(schema.businesses, eq(schema.businesses.id, r.businessId))
    .where(ofActiveBetween(startMonth, endMonth))
    .orderBy(asc(r.businessId), asc(r.month));
}

/** The reports of one active business over a range, summed (admin finance's range mode). */
export type FinanceSumRow = {
  businessId: string;
  businessName: string;
  grossRevenue: number;
  netRevenue: number;
  expenses: number;
  cogs: number;
  netProfit: number;
  /** How many monthly reports the sums add up. */
  months: number;
};

/** A money column summed exactly (numeric in the database), read as a number. */
const summed = (column: AnyColumn) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * `listActiveReportsBetween` summed per business in the database, one row a business with at
 * least one report in the range, ordered by business: a year of 2,000 companies sends 2,000
 * rows instead of 24,000 (the bench's "Admin finance" figures).
 */
export function sumActiveReportsBetween(
  db: Database,
  startMonth: string,
  endMonth: string,
): Promise<FinanceSumRow[]> {
  const r = schema.monthlyReports;
  return db
    .select({
      businessId: r.businessId,
      businessName: schema.businesses.name,
      grossRevenue: summed(r.grossRevenue),
      netRevenue: summed(r.netRevenue),
      expenses: summed(r.expenses),
      cogs: summed(r.cogs),
      netProfit: summed(r.netProfit),
      months: count(),
    })
    .from(r)
    .innerJoin(schema.businesses, eq(schema.businesses.id, r.businessId))
    .where(ofActiveBetween(startMonth, endMonth))
    .groupBy(r.businessId, schema.businesses.name)
    .orderBy(asc(r.businessId));
}
