// The finance machine's public types: what its actors take and give, what it holds, and the
// events it answers. The machine itself is `finance.machine.ts`.
import {
  DEFAULT_FINANCE_SORT,
  type FinanceFigures,
  type FinancePeriodInput,
  type FinanceSort,
  type FinanceSortColumn,
} from './finance-rules';

/** docs/product.md: one month (the picker), or a range of months (the Range toggle). */
export type FinanceMode = 'month' | 'range';

export type LoadFinanceInput = { period: FinancePeriodInput };
export type LoadFinanceOutput = {
  /** docs/product.md's finance records: a month's reports, or a range's sums per company. */
  records: readonly FinanceFigures[];
  /**
   * How many companies there are (the Total Companies card), when the portal could find out;
   * null: the companies in `records`.
   */
  totalCompanies: number | null;
};

/**
 * Makes the table's workbook on the server and hands it to the browser as a download (the
 * portal's actor); resolves once the download has started.
 */
export type ExportFinanceInput = { period: FinancePeriodInput; sort: FinanceSort };

/** The screen's one toast (docs/product.md, Limits: 3 s for the admin screens). */
export type FinanceToast = { tone: 'success' | 'error'; text: string };

export type FinanceMachineInput = {
  /** Today: the default month is the one before it (docs/product.md, Limits). */
  today?: Date;
};

export type FinanceContext = {
  mode: FinanceMode;
  /** The month picker's value, 'YYYY-MM' (the previous month to begin with). */
  month: string;
  /** The range's first and last month as typed ('' while unset). */
  rangeStart: string;
  rangeEnd: string;
  sort: FinanceSort;
  /** The figures of `loadedPeriod`, as the server sent them (the view sorts them). */
  records: readonly FinanceFigures[];
  totalCompanies: number | null;
  /** The period `records` are of; null until a load answered. */
  loadedPeriod: FinancePeriodInput | null;
  /** The load failed (state `failure`): its text. */
  error: string | null;
  /** Shown for TOAST_MS (the `toast` region); a newer one replaces it. */
  toast: FinanceToast | null;
};

/** The screen as the machine starts without input: nothing loaded, sorted as docs/product.md, Limits says. */
export const initialFinanceContext: FinanceContext = {
  mode: 'month',
  month: '',
  rangeStart: '',
  rangeEnd: '',
  sort: DEFAULT_FINANCE_SORT,
  records: [],
  totalCompanies: null,
  loadedPeriod: null,
  error: null,
  toast: null,
};

export type FinanceEvent =
  /** The month picker ('YYYY-MM'; '' when cleared). */
  | { type: 'month.change'; month: string }
  /** The Range toggle. */
  | { type: 'mode.change'; mode: FinanceMode }
  /** The range's start or end month. */
  | { type: 'range.change'; field: 'start' | 'end'; value: string }
  /** A column header: the same column flips its direction, another starts ascending. */
  | { type: 'sort.change'; column: FinanceSortColumn }
  /** The error box's retry. */
  | { type: 'finance.retry' }
  /** 'Exportar XLSX': the table as shown (its period, its order) as a workbook. */
  | { type: 'export.xlsx' }
  | { type: 'toast.dismiss' }
  /** Raised by the machine itself whenever it has something to say. */
  | { type: 'toast.show'; toast: FinanceToast };
