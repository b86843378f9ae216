import {
  formatAdminDate,
  formatBRL,
  formatDocumentDate,
  formatMeetingDate,
  formatMonthYear,
  formatBRLOrDash,
  formatChangePercent,
  formatGoalProgress,
  formatMarginPoints,
  formatProfitChange,
  formatSignedBRL,
  formatReportMargin,
  monthKey,
  INDICATOR_AVERAGE_NET_PROFIT,
  INDICATOR_NET_PROFIT_CHANGE,
  INDICATOR_NET_PROFIT_CHANGE_NOTE,
  INDICATOR_REVENUE_GOAL,
  INDICATOR_NO_GOAL,
  REPORT_EXPORT_COLUMNS as COLUMNS,
  REPORT_PDF_ANSWERS,
  REPORT_PDF_CARDS,
  REPORT_PDF_COMPARISON_COLUMNS,
  REPORT_PDF_COMPARISONS,
  REPORT_PDF_FIGURE_COLUMN,
  REPORT_PDF_FIGURES,
  REPORT_PDF_MEETINGS,
  REPORT_PDF_NO_ANSWERS,
  REPORT_PDF_NO_MEETINGS,
  REPORT_PDF_NO_TASKS,
  FIGURE_NOT_AVAILABLE,
  REPORT_PDF_TASKS,
  REPORT_PDF_TITLE,
  REPORT_PDF_TREND,
  indicatorForecast,
  indicatorYearRevenue,
  exportGeneratedAt,
  reportPdfGoalProgress,
  reportPdfMoreTasks,
  reportPdfPage,
  reportPdfTaskDoneOn,
  reportPdfTasksDone,
  reportPdfTasksOpen,
  reportPdfVersus,
  TASK_STATUS_LABELS,
  type Delta,
  type MonthComparison,
  type ReportAnswer,
  type ReportFigures,
  type ReportNumberChange,
  type ReportNumberField,
  type SummaryCards,
  type YearMonth,
  addMonths,
} from '@portal/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BoardPackTask } from '../../repositories/board-pack';
import { PDF_FONT, withFallbackFonts } from './pdf-fonts';
import {
  trendChartSvg,
  TREND_CHART_HEIGHT,
  TREND_CHART_WIDTH,
  type TrendMonth,
} from './trend-chart';

// The board pack of one month, as a mentor hands it to a board: who and when, the six numbers
// with their MoM and YoY changes, the summary cards, the 12-month trend, the month-on-month
// table, the month's meetings, tasks and answers. Every figure comes computed from the domain
// (the Analytics screen's functions); this file only lays them out.

/** A logo pdfmake can embed (PNG or JPEG); anything else gets the drawn mark. */
export type PackLogo = { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' };

export type BoardPackData = {
  company: { name: string; logo: PackLogo | null };
  month: YearMonth;
  generatedAt: Date;
  numbers: readonly ReportNumberChange[];
  cards: SummaryCards;
  comparisons: readonly MonthComparison<ReportFigures>[];
  trend: readonly TrendMonth[];
  meetings: readonly { title: string; date: Date; overview: string }[];
  tasks: { done: BoardPackTask[]; open: BoardPackTask[]; doneCount: number; openCount: number };
  answers: readonly ReportAnswer[];
};

const GREY = '#666666';
const monthLabel = (ym: YearMonth) => formatMonthYear(monthKey(ym));
/** A change in BRL and percent: '+R$ 60.000,50 (+100,0%)'; '—' when there is none. */
const deltaText = (d: Delta | null | undefined) =>
  d
    ? formatSignedBRL(d.amount) + (d.percent === null ? '' : ` (${formatChangePercent(d.percent)})`)
    : FIGURE_NOT_AVAILABLE;

/** A margin's change in percentage points, to a tenth: '+1,2 p.p.'. */
const pointsText = (d: Delta | null): string =>
  d ? formatMarginPoints(d.amount * 100) : FIGURE_NOT_AVAILABLE;

const NUMBER_LABELS: Record<ReportNumberField, string> = {
  gross_revenue: COLUMNS.grossRevenue,
  net_revenue: COLUMNS.netRevenue,
  expenses: COLUMNS.expenses,
  cogs: COLUMNS.cogs,
  net_profit: COLUMNS.netProfit,
  net_margin: COLUMNS.netMargin,
};

const header = (texts: readonly string[]): TableCell[] =>
  texts.map((text, i) => ({
    text,
    bold: true,
    fillColor: '#eeeeee',
    alignment: i === 0 ? 'left' : 'right',
  }));
const right = (text: string): TableCell => ({ text, alignment: 'right' });
const section = (text: string): Content => ({ text, style: 'section' });

/** The company's initials (letters the main font has) on a rounded square. */
function fallbackMark(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\d]/u.exec(word)?.[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56">' +
    '<rect x="0" y="0" width="56" height="56" rx="10" ry="10" fill="#2f4f7f"/>' +
    `<text x="28" y="36" text-anchor="middle" font-family="${PDF_FONT}" font-weight="bold" ` +
    `font-size="20" fill="#ffffff">${letters.replace(/[<>&]/g, '')}</text></svg>`
  );
}

function heading(data: BoardPackData): Content {
  const { logo, name } = data.company;
  const image: Content = logo
    ? {
        image: `data:${logo.type};base64,${Buffer.from(logo.bytes).toString('base64')}`,
        fit: [56, 56],
      }
    : { svg: fallbackMark(name), width: 56 };
  return {
    columns: [
      { width: 56, stack: [image] },
      {
        width: '*',
        margin: [12, 2, 0, 0],
        stack: [
          { text: name, style: 'title' },
          { text: `${REPORT_PDF_TITLE} · ${monthLabel(data.month)}`, style: 'subtitle' },
          {
            text: exportGeneratedAt(formatAdminDate(data.generatedAt)),
            fontSize: 8,
            color: GREY,
          },
        ],
      },
    ],
  };
}

function numbersTable(data: BoardPackData): Content {
  const { month, numbers } = data;
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        header([
          REPORT_PDF_FIGURE_COLUMN,
          monthLabel(month),
          reportPdfVersus(monthLabel(addMonths(month, -1))),
          reportPdfVersus(monthLabel(addMonths(month, -12))),
        ]),
        ...numbers.map((n) =>
          n.field === 'net_margin'
            ? [
                NUMBER_LABELS[n.field],
                right(formatReportMargin(n.value)),
                right(pointsText(n.monthOnMonth)),
                right(pointsText(n.yearOnYear)),
              ]
            : [
                NUMBER_LABELS[n.field],
                right(formatBRL(n.value)),
                right(deltaText(n.monthOnMonth)),
                right(deltaText(n.yearOnYear)),
              ],
        ),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

/** The goal's progress as a bar (0–1). */
const progressBar = (progress: number): Content => ({
  canvas: [
    { type: 'rect', x: 0, y: 0, w: 150, h: 6, r: 3, color: '#e3e3e3' },
    ...(progress > 0
      ? [{ type: 'rect' as const, x: 0, y: 0, w: 150 * progress, h: 6, r: 3, color: '#3b8a4f' }]
      : []),
  ],
  margin: [0, 4, 0, 2],
});

function cardsBlock(data: BoardPackData): Content {
  const { averageNetProfit, netProfitChange, goal } = data.cards;
  const label = (text: string): Content => ({ text, fontSize: 8, color: GREY });
  const value = (text: string): Content => ({ text, fontSize: 13, bold: true });
  const card = (stack: Content[]): TableCell => ({ stack, margin: [4, 4, 4, 4] });
  return {
    table: {
      widths: ['*', '*', '*'],
      body: [
        [
          card([
            label(INDICATOR_AVERAGE_NET_PROFIT),
            value(averageNetProfit === null ? FIGURE_NOT_AVAILABLE : formatBRL(averageNetProfit)),
          ]),
          card([
            label(INDICATOR_NET_PROFIT_CHANGE),
            value(
              netProfitChange ? formatProfitChange(netProfitChange.percent) : FIGURE_NOT_AVAILABLE,
            ),
            label(INDICATOR_NET_PROFIT_CHANGE_NOTE),
          ]),
          card([
            label(INDICATOR_REVENUE_GOAL),
            value(goal.revenueGoal === null ? INDICATOR_NO_GOAL : formatBRL(goal.revenueGoal)),
            ...(goal.revenueGoal === null
              ? []
              : [
                  progressBar(goal.progress),
                  label(reportPdfGoalProgress(formatGoalProgress(goal.progress))),
                ]),
            { text: `${indicatorYearRevenue(goal.year)}: ${formatBRL(goal.yearRevenue)}` },
            { text: `${indicatorForecast(goal.year)}: ${formatBRLOrDash(goal.forecast)}` },
          ]),
        ],
      ],
    },
    layout: {
      hLineColor: () => '#dddddd',
      vLineColor: () => '#dddddd',
    },
    fontSize: 9,
  };
}

function comparisonsTable(data: BoardPackData): Content {
  return {
    table: {
      headerRows: 1,
      widths: [84, 74, '*', 74, '*'],
      body: [
        header(Object.values(REPORT_PDF_COMPARISON_COLUMNS)),
        ...data.comparisons.map(({ report: r, monthOnMonth }) => [
          formatMonthYear(r.month_year.slice(0, 7)),
          right(formatBRL(r.gross_revenue)),
          right(deltaText(monthOnMonth?.grossRevenue)),
          right(formatBRL(r.net_profit)),
          right(deltaText(monthOnMonth?.netProfit)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

const overview = (text: string): Content => ({ text, margin: [0, 2, 0, 0] });

function meetingsBlock(data: BoardPackData): Content[] {
  if (!data.meetings.length) return [{ text: REPORT_PDF_NO_MEETINGS, color: GREY }];
  return data.meetings.map((meeting): Content => ({
    margin: [0, 0, 0, 6],
    stack: [
      { text: meeting.title, bold: true },
      { text: formatMeetingDate(meeting.date), fontSize: 8, color: GREY },
      ...(meeting.overview ? [overview(meeting.overview)] : []),
    ],
  }));
}

/** A task as the month's end saw it: done (and when, maybe later), or its board status. */
function taskList(title: string, tasks: BoardPackTask[], total: number): Content[] {
  const items = tasks.map((task) =>
    task.completedAt
      ? `${task.title} · ${reportPdfTaskDoneOn(formatDocumentDate(task.completedAt))}`
      : `${task.title} · ${TASK_STATUS_LABELS[task.status]}`,
  );
  if (total > tasks.length) items.push(reportPdfMoreTasks(total - tasks.length));
  return [
    { text: title, bold: true, margin: [0, 4, 0, 2] },
    items.length ? { ul: items } : { text: REPORT_PDF_NO_TASKS, color: GREY },
  ];
}

function answersBlock(data: BoardPackData): Content[] {
  if (!data.answers.length) return [{ text: REPORT_PDF_NO_ANSWERS, color: GREY }];
  return data.answers.flatMap(({ question, response }) => [
    { text: question, bold: true, margin: [0, 4, 0, 0] },
    { text: response },
  ]);
}

/** The board pack's document: A4, uncompressed so its text can be read from the file. */
export function boardPackDocument(data: BoardPackData): TDocumentDefinitions {
  const { tasks } = data;
  const content: Content[] = [
    heading(data),
    section(REPORT_PDF_FIGURES),
    numbersTable(data),
    section(REPORT_PDF_CARDS),
    cardsBlock(data),
    section(REPORT_PDF_TREND),
    { svg: trendChartSvg(data.trend), width: TREND_CHART_WIDTH, height: TREND_CHART_HEIGHT },
    section(REPORT_PDF_COMPARISONS),
    comparisonsTable(data),
    section(REPORT_PDF_MEETINGS),
    ...meetingsBlock(data),
    section(REPORT_PDF_TASKS),
    ...taskList(reportPdfTasksDone(tasks.doneCount), tasks.done, tasks.doneCount),
    ...taskList(reportPdfTasksOpen(tasks.openCount), tasks.open, tasks.openCount),
    section(REPORT_PDF_ANSWERS),
    ...answersBlock(data),
  ];
  const footerText = `${data.company.name} · ${REPORT_PDF_TITLE} · ${monthLabel(data.month)}`;
  return {
    // Uncompressed content keeps the figures readable in the file itself (tests, text search).
    compress: false,
    info: { title: `${REPORT_PDF_TITLE} · ${data.company.name} · ${monthKey(data.month)}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: PDF_FONT, fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true },
      subtitle: { fontSize: 12, margin: [0, 2, 0, 2] },
      section: { fontSize: 12, bold: true, margin: [0, 14, 0, 5], color: '#2f4f7f' },
    },
    content: withFallbackFonts(content),
    footer: (page: number, pages: number) =>
      withFallbackFonts({
        margin: [40, 16, 40, 0],
        fontSize: 8,
        color: GREY,
        columns: [
          { text: footerText },
          { text: reportPdfPage(page, pages), alignment: 'right', width: 'auto' },
        ],
      }),
  };
}
