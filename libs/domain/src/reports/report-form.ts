import { REPORT_FIGURE_FIELDS, type ReportAnswer, type ReportFigureField } from '../model/reports';
import type { FieldErrors } from '../validation/rules';
import {
  monthKey,
  monthOf,
  netMarginOf,
  netProfitOf,
  parseBrlInput,
  parseMonthKey,
  validateFigureText,
  validateReportMonth,
} from './report-rules';
import { previousMonth } from './report-analytics';

// The 'Preencher Relatório' form as pure functions: its draft (text, as typed), its field errors,
// the profit and margin it shows while the person types, and what it sends.

export type ReportFormField = 'month' | ReportFigureField;

export type ReportDraft = {
  /** 'YYYY-MM' (the month input's value). */
  readonly month: string;
  /** Each figure as typed, the Brazilian way ('1.234,56'). */
  readonly figures: Readonly<Record<ReportFigureField, string>>;
  /** One answer per custom question, in the questions' order. */
  readonly answers: readonly string[];
};

export const emptyReportDraft = (questions: readonly string[], month = ''): ReportDraft => ({
  month,
  figures: { gross_revenue: '', net_revenue: '', expenses: '', cogs: '' },
  answers: questions.map(() => ''),
});

/** The month field, then each figure: the message of each field refused. */
export function validateReportDraft(draft: ReportDraft, today: Date): FieldErrors<ReportFormField> {
  const errors: FieldErrors<ReportFormField> = {};
  const month = validateReportMonth(draft.month, today);
  if (month) errors.month = month;
  for (const field of REPORT_FIGURE_FIELDS) {
    const error = validateFigureText(draft.figures[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Profit and margin as the form shows them live; null until the three figures they need parse. */
export function draftResults(draft: ReportDraft): {
  netProfit: number | null;
  netMargin: number | null;
} {
  const [netRevenue, cogs, expenses] = (['net_revenue', 'cogs', 'expenses'] as const).map((field) =>
    parseBrlInput(draft.figures[field]),
  );
  if (netRevenue == null || cogs == null || expenses == null) {
    return { netProfit: null, netMargin: null };
  }
  const netProfit = netProfitOf({ net_revenue: netRevenue, cogs, expenses });
  return { netProfit, netMargin: netMarginOf(netProfit, netRevenue) };
}

/**
 * What `saveReport` sends: the month key, the four numbers, one answer per question; and, when
 * the person confirmed replacing the month's report, the version of it they were shown (the
 * server refuses a replacement without it, or of a version changed since).
 */
export type SaveReportInput = {
  readonly month: string;
  readonly gross_revenue: number;
  readonly net_revenue: number;
  readonly expenses: number;
  readonly cogs: number;
  readonly customAnswers: readonly ReportAnswer[];
  readonly replacesVersion?: number;
};

/** The draft as sent; call it on a draft `validateReportDraft` accepted. */
export function toSaveReportInput(
  draft: ReportDraft,
  questions: readonly string[],
): SaveReportInput {
  const figure = (field: ReportFigureField) => parseBrlInput(draft.figures[field]) ?? 0;
  const ym = parseMonthKey(draft.month);
  return {
    month: ym ? monthKey(ym) : draft.month.trim(),
    gross_revenue: figure('gross_revenue'),
    net_revenue: figure('net_revenue'),
    expenses: figure('expenses'),
    cogs: figure('cogs'),
    customAnswers: questions.map((question, i) => ({
      question,
      response: (draft.answers[i] ?? '').trim(),
    })),
  };
}

/** The month key of the month before `today`'s (the missing-report card's month). */
export const previousMonthKey = (today: Date): string => monthKey(previousMonth(monthOf(today)));
