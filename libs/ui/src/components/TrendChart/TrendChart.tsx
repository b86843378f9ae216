import type { MonthlyReport } from '@portal/domain';

/** What the chart draws of a month. */
export type TrendPoint = Pick<MonthlyReport, 'id' | 'month_year' | 'gross_revenue' | 'net_profit'>;

export type TrendChartProps = {
  /** The months to draw, oldest first (the reports view's `trend`). */
  points: readonly TrendPoint[];
  /** The chart's accessible name and visible heading. */
  title: string;
};

/**
 * Gross revenue and net profit over the months (placeholder until the uPlot chart lands: the
 * props are final).
 */
export function TrendChart({ points, title }: TrendChartProps) {
  return (
    <figure role="img" aria-label={title} data-points={points.length}>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
