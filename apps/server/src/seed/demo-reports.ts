import { formatMonthYear } from '@portal/domain';
import { DEMO_REPORT_MONTHS, LOSS_MONTH, MISSING_REPORT_SLUG } from './demo-data';
import { isoDate, monthStart, type DemoCompanyContext, type DemoRows } from './demo-rows';
import type { ReportFigures } from './transcript';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A year of one company's monthly reports; returns each month's figures (the meetings discuss
 * them) and the day the newest report was filled (the business's lastDRE).
 */
export function addReports(
  { now, rng, id, company, companyIndex, businessId }: DemoCompanyContext,
  rows: DemoRows,
): { figuresByMonth: Map<string, ReportFigures>; lastDre: string | null } {
  // Twelve monthly reports, ending last month (the month before last for one company), each
  // filled in a few days into the following month.
  const firstOffset = company.slug === MISSING_REPORT_SLUG ? -2 : -1;
  const figuresByMonth = new Map<string, ReportFigures>();
  let lastDre: string | null = null;
  for (let k = DEMO_REPORT_MONTHS - 1; k >= 0; k -= 1) {
    const month = monthStart(now, firstOffset - k);
    const calendarMonth = month.getUTCMonth();
    const growth = 1 + 0.012 * (DEMO_REPORT_MONTHS - 1 - k);
    const gross = round2(
      company.baseRevenue *
        (company.seasonality[calendarMonth] ?? 1) *
        growth *
        rng.between(0.95, 1.05),
    );
    const netRevenue = round2(gross * (1 - company.taxRate));
    const cogs = round2(gross * company.cogsRatio * rng.between(0.96, 1.04));
    const usualExpenses = round2(
      company.baseRevenue * company.expenseRatio * rng.between(0.94, 1.06),
    );
    const isLossMonth = company.slug === LOSS_MONTH.slug && k === LOSS_MONTH.monthsBeforeNewest;
    // The loss month: a one-off expense of a tenth of a usual month's revenue, on top of costs.
    const expenses = isLossMonth
      ? round2(netRevenue - cogs + company.baseRevenue * 0.1)
      : usualExpenses;
    const netProfit = round2(netRevenue - cogs - expenses);
    const netMargin = netRevenue === 0 ? 0 : Math.round((netProfit / netRevenue) * 1e6) / 1e6;
    // A calendar month ('2026-10'): no time zone moves it into the month before.
    const monthLabel = formatMonthYear(isoDate(month).slice(0, 7));
    const filledOn = new Date(
      Math.min(
        Date.UTC(month.getUTCFullYear(), calendarMonth + 1, 2 + (companyIndex % 4), 12),
        now.getTime(),
      ),
    );
    rows.reports.push({
      id: id(),
      businessId,
      month: isoDate(month),
      grossRevenue: gross,
      netRevenue,
      expenses,
      cogs,
      netProfit,
      netMargin,
      customAnswers: company.questions.map((q) => ({
        question: q.question,
        response: rng.pick(q.answers),
      })),
      createdAt: filledOn,
      // Filled through the company's own account.
      filledByName: company.name,
      filledAt: filledOn,
    });
    figuresByMonth.set(isoDate(month), {
      monthLabel,
      grossRevenue: gross,
      netProfit,
      netMargin,
      cogs,
    });
    lastDre = isoDate(filledOn);
  }
  return { figuresByMonth, lastDre };
}
