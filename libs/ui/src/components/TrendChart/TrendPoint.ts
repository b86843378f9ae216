// The point type both halves of the chart read: TrendChart lazily imports TrendChartCanvas, so the
// canvas takes the type from here rather than from TrendChart, and neither imports the other back.
import type { MonthlyReport } from '@portal/domain';

/** What the chart draws of a month. */
export type TrendPoint = Pick<MonthlyReport, 'id' | 'month_year' | 'gross_revenue' | 'net_profit'>;
