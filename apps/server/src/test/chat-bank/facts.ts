import { formatBRL, formatNetMargin, routes, summaryCards } from '@portal/domain';
import { monthRows, nameOf, reportLink, sum, type DemoWorld, type ReportRow } from '../chat-world';

// The facts the bank's answers must show, computed from the demo rows (not through the
// assistant's tools) and written with the domain's formatters.

type Pick = (r: ReportRow) => number;
export const gross: Pick = (r) => r.grossRevenue;
export const net: Pick = (r) => r.netRevenue;
export const profit: Pick = (r) => r.netProfit;
export const expenses: Pick = (r) => r.expenses;
export const cogs: Pick = (r) => r.cogs;

/** 'YYYY-MM' of each month from `start` to `end`. */
export const months = (start: string, end: string): string[] => {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= end) return out;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
};

/** One company's figure in one month, as the answer prints it, with the report's link. */
export const monthFigure =
  (company: string, month: string, pick: Pick) =>
  (w: DemoWorld): string[] => {
    const r = w.report(company, month)!;
    return [formatBRL(pick(r)), reportLink(r)];
  };

/** One company's figure summed over months. */
export const rangeFigure =
  (company: string, start: string, end: string, pick: Pick) =>
  (w: DemoWorld): string[] => [
    formatBRL(
      sum(
        months(start, end)
          .map((m) => w.report(company, m))
          .filter(Boolean)
          .map((r) => pick(r!)),
      ),
    ),
  ];

/** Every company's figure summed in one month. */
export const totalOf =
  (month: string, pick: Pick) =>
  (w: DemoWorld): string[] => [formatBRL(sum(monthRows(w, month).map(pick)))];

/** A ranking of one month: its first N rows, as the table prints them. */
export const rankingOf =
  (month: string, pick: Pick, n: number, low = false) =>
  (w: DemoWorld): string[] =>
    [...monthRows(w, month)]
      .sort((a, b) => (low ? pick(a) - pick(b) : pick(b) - pick(a)))
      .slice(0, n)
      .map(
        (r, i) =>
          `${i + 1}º | [${nameOf(w, r.businessId)}](${reportLink(r)}) | ${formatBRL(pick(r))}`,
      );

export const marginOf = (company: string, month: string) => (w: DemoWorld) => [
  formatNetMargin(w.report(company, month)!.netMargin),
];

export const companyLink = (w: DemoWorld, fragment: string) =>
  `[${w.company(fragment).name}](${routes.companyView(w.company(fragment).id, { page: 'info' })})`;

/** The companies that reach their goal at the current pace: the Analytics card's forecast. */
export const reachingGoal = (w: DemoWorld): string[] =>
  w.companies
    .filter((c) => {
      const rows = w.reports
        .filter((r) => r.businessId === c.id)
        .map((r) => ({
          month_year: r.month.slice(0, 7),
          gross_revenue: r.grossRevenue,
          net_profit: r.netProfit,
        }));
      const goal = summaryCards(rows, w.company(c.name).meta, { year: 2026, month: 10 }).goal;
      return (
        goal.forecast !== null && goal.revenueGoal !== null && goal.forecast >= goal.revenueGoal
      );
    })
    .map((c) => c.name);

export { formatBRL, formatNetMargin };
