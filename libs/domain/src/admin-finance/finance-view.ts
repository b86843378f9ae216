import { FINANCE_RANGE_INCOMPLETE } from '../messages';
import type { LoadStatus } from '../model/status';
import {
  financeOverview,
  financePeriodBounds,
  sortFinanceRecords,
  validateFinanceMonth,
  validateFinancePeriod,
  type FinanceFigures,
  type FinanceSort,
  type FinanceSummary,
  type FinanceTotals,
} from './finance-rules';
import { financePeriodOf, type FinanceSnapshot } from './finance.machine';
import type { FinanceContext, FinanceMode, FinanceToast } from './finance.types';

/**
 * The figures' status: the load words, plus `idle` while the period as typed cannot be asked for
 * (a month that is not one, a range half set or ending before it starts): nothing is fetched and
 * `period.error` says why.
 */
export type FinanceStatus = LoadStatus | 'idle';

export type FinancePeriodView = {
  mode: FinanceMode;
  month: string;
  rangeStart: string;
  rangeEnd: string;
  /** Why the period as typed is not asked for, or null. */
  error: string | null;
  /** The field a refusal belongs to; null for a range half set (a hint, not a refusal). */
  errorField: 'month' | 'start' | 'end' | null;
};

export type FinanceView = {
  status: FinanceStatus;
  /** The load failed: its text ('Failed to load finance data.'), with a retry. */
  error: string | null;
  /** Something is being loaded (the `busy` tag). */
  isBusy: boolean;
  period: FinancePeriodView;
  /** The months the figures are of (equal for one month); null before the first answer. */
  shownPeriod: { start: string; end: string; isRange: boolean } | null;
  /** The four cards (docs/product.md "Summary"). */
  summary: FinanceSummary;
  /** The table's rows in `sort` order (businessId ascending by default, docs/product.md, Limits). */
  rows: readonly FinanceFigures[];
  /** The table's Total row: the sums, the margin of the sums. */
  totals: FinanceTotals;
  sort: FinanceSort;
  /** The workbook is being made (its button shows it and is not pressed twice). */
  exporting: boolean;
  /** 'Exportar XLSX' has something to export: the figures shown, at least one company. */
  canExport: boolean;
  toast: FinanceToast | null;
};

function statusOf(snapshot: FinanceSnapshot): FinanceStatus {
  if (snapshot.matches({ data: 'loading' })) return 'loading';
  if (snapshot.matches({ data: 'failure' })) return 'failure';
  if (snapshot.matches({ data: 'ready' })) return 'ready';
  return 'idle';
}

function periodView(context: FinanceContext): FinancePeriodView {
  const error = validateFinancePeriod(financePeriodOf(context)) ?? null;
  const errorField =
    error === null || error === FINANCE_RANGE_INCOMPLETE
      ? null
      : context.mode === 'month'
        ? 'month'
        : validateFinanceMonth(context.rangeStart)
          ? 'start'
          : 'end';
  return {
    mode: context.mode,
    month: context.month,
    rangeStart: context.rangeStart,
    rangeEnd: context.rangeEnd,
    error,
    errorField,
  };
}

/**
 * What the Finance screen reads from the machine: a running actor's snapshot in the app, a
 * `financeMachine.resolveState({ value, context })` in stories.
 */
export function selectFinanceView(snapshot: FinanceSnapshot): FinanceView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const records = context.records;
  const { summary, totals } = financeOverview(records, context.totalCompanies ?? undefined);
  const loaded = context.loadedPeriod;
  const exporting = snapshot.matches({ exports: 'exporting' });
  return {
    status,
    error: status === 'failure' ? context.error : null,
    isBusy: snapshot.hasTag('busy'),
    period: periodView(context),
    shownPeriod:
      loaded === null
        ? null
        : { ...financePeriodBounds(loaded), isRange: typeof loaded !== 'string' },
    summary,
    rows: sortFinanceRecords(records, context.sort),
    totals,
    sort: context.sort,
    exporting,
    canExport: status === 'ready' && records.length > 0 && !exporting,
    toast: context.toast,
  };
}
