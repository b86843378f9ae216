import { REPORT_EXPORT_COLUMNS, formatBRLCompact, formatMonthAbbrev } from '@portal/domain';
import { PDF_FONT } from './pdf-fonts';
import { escapeMarkup } from '../../markup';

// The board pack's 12-month trend as an SVG that pdfmake draws as vectors (and its labels as
// text in the PDF's own font): gross revenue as bars, net profit as a line, a month without a
// report left empty (a gap in the line, never a zero).

/** One month of the chart: its 'YYYY-MM' and its report's figures, or null without a report. */
export type TrendMonth = { key: string; grossRevenue: number | null; netProfit: number | null };

export const TREND_CHART_WIDTH = 515;
export const TREND_CHART_HEIGHT = 190;

const COLOURS = {
  revenue: '#4a78c9',
  profit: '#d9731a',
  grid: '#dddddd',
  zero: '#888888',
  text: '#444444',
};
const PLOT = { left: 64, right: TREND_CHART_WIDTH - 8, top: 24, bottom: TREND_CHART_HEIGHT - 20 };
const LABEL_SIZE = 7;

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** A step of 1, 2 or 5 times a power of ten that cuts `span` into about `parts` parts. */
function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const [step] = [1, 2, 5, 10].map((f) => f * power).filter((s) => s >= raw);
  return step ?? 10 * power;
}

const text = (x: number, y: number, anchor: 'start' | 'middle' | 'end', value: string) =>
  `<text x="${num(x)}" y="${num(y)}" text-anchor="${anchor}" font-family="${PDF_FONT}" ` +
  `font-size="${LABEL_SIZE}" fill="${COLOURS.text}">${escapeMarkup(value)}</text>`;

/** The chart of `months` (oldest first) as an SVG document. */
export function trendChartSvg(months: readonly TrendMonth[]): string {
  const values = months.flatMap((m) => [m.grossRevenue, m.netProfit]).filter((v) => v !== null);
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const step = niceStep(high - low || 1, 4);
  const top = Math.ceil(high / step) * step || step;
  const bottom = Math.floor(low / step) * step;
  const y = (value: number) =>
    PLOT.bottom - ((value - bottom) / (top - bottom)) * (PLOT.bottom - PLOT.top);
  const slot = (PLOT.right - PLOT.left) / Math.max(months.length, 1);
  const centre = (i: number) => PLOT.left + slot * (i + 0.5);

  const parts: string[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) {
    const at = y(tick);
    const colour = tick === 0 ? COLOURS.zero : COLOURS.grid;
    parts.push(
      `<line x1="${PLOT.left}" y1="${num(at)}" x2="${PLOT.right}" y2="${num(at)}" stroke="${colour}" stroke-width="0.5"/>`,
      text(PLOT.left - 4, at + 2.5, 'end', formatBRLCompact(tick)),
    );
  }
  const barWidth = slot * 0.55;
  months.forEach((m, i) => {
    if (m.grossRevenue !== null) {
      const from = y(Math.max(m.grossRevenue, 0));
      const height = Math.abs(y(m.grossRevenue) - y(0));
      parts.push(
        `<rect x="${num(centre(i) - barWidth / 2)}" y="${num(m.grossRevenue >= 0 ? from : y(0))}" ` +
          `width="${num(barWidth)}" height="${num(height)}" fill="${COLOURS.revenue}"/>`,
      );
    }
    parts.push(text(centre(i), PLOT.bottom + 11, 'middle', formatMonthAbbrev(m.key)));
  });
  // The profit line, broken where a month has no report.
  let segment: string[] = [];
  const flush = () => {
    if (segment.length > 1)
      parts.push(
        `<polyline points="${segment.join(' ')}" fill="none" stroke="${COLOURS.profit}" stroke-width="1.5"/>`,
      );
    segment = [];
  };
  months.forEach((m, i) => {
    if (m.netProfit === null) return flush();
    segment.push(`${num(centre(i))},${num(y(m.netProfit))}`);
    parts.push(
      `<circle cx="${num(centre(i))}" cy="${num(y(m.netProfit))}" r="2" fill="${COLOURS.profit}"/>`,
    );
  });
  flush();
  parts.push(
    `<rect x="${PLOT.left}" y="4" width="10" height="8" fill="${COLOURS.revenue}"/>`,
    text(PLOT.left + 14, 11, 'start', REPORT_EXPORT_COLUMNS.grossRevenue),
    `<line x1="${PLOT.left + 100}" y1="8" x2="${PLOT.left + 114}" y2="8" stroke="${COLOURS.profit}" stroke-width="1.5"/>`,
    text(PLOT.left + 118, 11, 'start', REPORT_EXPORT_COLUMNS.netProfit),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TREND_CHART_WIDTH}" height="${TREND_CHART_HEIGHT}" ` +
    `viewBox="0 0 ${TREND_CHART_WIDTH} ${TREND_CHART_HEIGHT}">${parts.join('')}</svg>`
  );
}
