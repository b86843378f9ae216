import { Suspense, lazy, useId } from 'react';
import { REPORT_EXPORT_COLUMNS, formatBRL, formatMonthYear } from '@portal/domain';
import * as styles from './TrendChart.css';
import type { TrendPoint } from './TrendPoint';

export type TrendChartProps = {
  /** The months to draw, oldest first (the reports view's `trend`). */
  points: readonly TrendPoint[];
  /** The chart's accessible name and visible heading. */
  title: string;
};

/** A month 'YYYY-MM' in words, 'outubro de 2026', for the description. */
const monthInWords = (monthYear: string) => formatMonthYear(`${monthYear.slice(0, 7)}-01T12:00:00`);

/** The two lines, named as the reports' files name their columns. */
export const trendChartTexts = {
  month: REPORT_EXPORT_COLUMNS.month,
  grossRevenue: REPORT_EXPORT_COLUMNS.grossRevenue,
  netProfit: REPORT_EXPORT_COLUMNS.netProfit,
  /** Ours: docs/product.md names no text for these. */
  empty: 'Nenhum relatório para mostrar no gráfico.',
  /** One month for screen readers: 'outubro de 2026: Receita bruta R$ 120.000,00, Lucro…'. */
  describe: (point: TrendPoint) =>
    `${monthInWords(point.month_year)}: ${REPORT_EXPORT_COLUMNS.grossRevenue} ` +
    `${formatBRL(point.gross_revenue)}, ${REPORT_EXPORT_COLUMNS.netProfit} ` +
    `${formatBRL(point.net_profit)}.`,
} as const;

/** uPlot (about 50 kB) is only fetched when a chart is on screen. */
const TrendChartCanvas = lazy(() => import('./TrendChartCanvas'));

/**
 * Gross revenue and net profit over the months, drawn with uPlot on a canvas. The canvas is an
 * image named `title`, described by a visually hidden list of the same figures, so a
 * screen reader gets every month.
 */
export function TrendChart({ points, title }: TrendChartProps) {
  const id = useId();
  const descriptionId = `${id}-data`;
  return (
    <div className={styles.root}>
      <p className={styles.title}>{title}</p>
      <div
        className={styles.figure}
        role="img"
        aria-label={title}
        aria-describedby={points.length > 0 ? descriptionId : undefined}
        data-points={points.length}
      >
        {points.length === 0 ? (
          <p className={styles.empty}>{trendChartTexts.empty}</p>
        ) : (
          <>
            <ul className={styles.legend}>
              <li className={styles.legendItem}>
                <span className={`${styles.swatch} ${styles.swatchTone.revenue}`} />
                {trendChartTexts.grossRevenue}
              </li>
              <li className={styles.legendItem}>
                <span className={`${styles.swatch} ${styles.swatchTone.profit}`} />
                {trendChartTexts.netProfit}
              </li>
            </ul>
            <Suspense fallback={<div className={styles.plot} data-trend-placeholder="" />}>
              <TrendChartCanvas
                points={points}
                labels={[trendChartTexts.grossRevenue, trendChartTexts.netProfit]}
              />
            </Suspense>
          </>
        )}
      </div>
      {points.length > 0 && (
        <ul id={descriptionId} className={styles.hidden}>
          {points.map((point) => (
            <li key={point.id} data-trend-month={point.month_year}>
              {trendChartTexts.describe(point)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
