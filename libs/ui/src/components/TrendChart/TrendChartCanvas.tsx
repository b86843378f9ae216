// The uPlot half of TrendChart, in its own chunk: TrendChart loads it with React.lazy.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatBRLCompact, formatMonthAbbrev } from '@portal/domain';
import { vars } from '../../theme/contract.css';
import type { TrendPoint } from './TrendPoint';
import * as styles from './TrendChart.css';

/** The plot's height: the placeholder's, so nothing moves when the chunk arrives. */
const TREND_CHART_HEIGHT = styles.plotHeight;

/** 'YYYY-MM' as 'out/26' (the text as given when it is not a month). */
const trendMonthLabel = (monthYear: string): string => formatMonthAbbrev(monthYear) || monthYear;

/** A token's value (`vars.color.x` is `var(--name)`), read where the theme applies. */
function tokenValue(element: Element, token: string): string {
  const name = /var\((--[^),\s]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || getComputedStyle(element).color;
}

type CanvasProps = {
  points: readonly TrendPoint[];
  /** The two series' names: gross revenue, net profit. */
  labels: readonly [string, string];
};

function chartOptions(
  host: HTMLElement,
  width: number,
  points: readonly TrendPoint[],
  labels: CanvasProps['labels'],
): uPlot.Options {
  const axisColour = tokenValue(host, vars.color.textMuted);
  const gridColour = tokenValue(host, vars.color.border);
  const font = `12px ${getComputedStyle(host).fontFamily}`;
  const months = points.map((point) => trendMonthLabel(point.month_year));
  const grid = { stroke: gridColour, width: 1 };
  return {
    width,
    height: TREND_CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: {
        time: false,
        // Half a month of room at each end, so the first and last labels and dots are not cut.
        range: (_plot, min, max) => [min - 0.5, max + 0.5],
      },
    },
    axes: [
      {
        stroke: axisColour,
        font,
        grid,
        ticks: grid,
        space: 44,
        incrs: [1, 2, 3, 4, 6, 12],
        values: (_plot, splits) => splits.map((split) => months[split] ?? ''),
      },
      {
        stroke: axisColour,
        font,
        grid,
        ticks: grid,
        size: 76,
        values: (_plot, splits) => splits.map((split) => formatBRLCompact(split)),
      },
    ],
    series: [
      {},
      {
        label: labels[0],
        stroke: tokenValue(host, vars.color.chartRevenue),
        width: 2,
        points: { show: true, size: 6 },
      },
      {
        label: labels[1],
        stroke: tokenValue(host, vars.color.chartProfit),
        width: 2,
        points: { show: true, size: 6 },
      },
    ],
  };
}

/** The canvas: as wide as its box (a ResizeObserver follows it), TREND_CHART_HEIGHT high. */
export default function TrendChartCanvas({ points, labels }: CanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [revenueLabel, profitLabel] = labels;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const data: uPlot.AlignedData = [
      points.map((_point, index) => index),
      points.map((point) => point.gross_revenue),
      points.map((point) => point.net_profit),
    ];
    const width = Math.max(1, Math.floor(host.clientWidth));
    const options = chartOptions(host, width, points, [revenueLabel, profitLabel]);
    options.hooks = { draw: [() => host.setAttribute('data-drawn', 'true')] };
    const plot = new uPlot(options, data, host);
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0 && next !== plot.width)
        plot.setSize({ width: next, height: TREND_CHART_HEIGHT });
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      plot.destroy();
      host.removeAttribute('data-drawn');
    };
  }, [points, revenueLabel, profitLabel]);

  return <div ref={hostRef} className={styles.plot} data-trend-canvas="" />;
}
