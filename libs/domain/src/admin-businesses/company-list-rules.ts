// The admin Companies screen's list rules (docs/product.md "Admin: Companies" DRE status): which
// companies filled this month's report, the three counters, the search, the filter and the sort.
// The list machine's view calls them; nothing here knows the screen.
import { searchKey } from '../format/search-key';
import { monthOf, parseMonthKey, type YearMonth } from '../reports/report-rules';
import {
  compareHealth,
  companyHealth,
  type CompanyHealth,
  type CompanyHealthFacts,
} from './business-health';

/** A company as the list shows it (the api-client's admin business carries these fields). */
export type AdminCompany = {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
  readonly niche: string | null;
  /** The day the newest monthly report was filled ('YYYY-MM-DD' or a timestamp), or null. */
  readonly lastDRE: string | null;
  /** The health badge's facts (ours); absent from a server that does not send them. */
  readonly health?: CompanyHealthFacts | null;
};

/** docs/product.md: 'this month' when lastDRE falls in the current calendar month, else pending. */
export const DRE_STATUSES = ['thisMonth', 'pending'] as const;
export type DreStatus = (typeof DRE_STATUSES)[number];

/** docs/product.md's filter: all, DRE this month, DRE pendente. */
export const COMPANY_FILTERS = ['all', 'thisMonth', 'notThisMonth'] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number];

/** Ours: by name (A–Z, the default) or by health (the companies needing attention first). */
export const COMPANY_SORTS = ['name', 'health'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** docs/product.md's toggle: the active companies or the pending registrations. */
export const COMPANY_VIEWS = ['active', 'pending'] as const;
export type CompanyView = (typeof COMPANY_VIEWS)[number];

export type CompanyCounters = {
  /** 'Total': every active company. */
  readonly total: number;
  /** 'DRE este mês'. */
  readonly thisMonth: number;
  /**
   * the product's 'Pendentes', shown as 'DRE pendente': this month's report still missing (not a
   * company waiting for approval: those are the view's `waitingApprovals`).
   */
  readonly pending: number;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The month lastDRE falls in. A calendar day ('2026-11-03', as the server stores it) is that
 * day's month; a timestamp is read in São Paulo's calendar, so a report filled on 31 October at
 * 22:00 there (1 November in UTC) counts for October.
 */
function dreMonth(lastDRE: string): YearMonth | null {
  const value = lastDRE.trim();
  if (DATE_ONLY.test(value)) return parseMonthKey(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : monthOf(date);
}

/** docs/product.md: 'thisMonth' when lastDRE falls in today's calendar month (São Paulo), else 'pending'. */
export function dreStatus(lastDRE: string | null | undefined, today: Date): DreStatus {
  if (!lastDRE) return 'pending';
  const month = dreMonth(lastDRE);
  const current = monthOf(today);
  return month && month.year === current.year && month.month === current.month
    ? 'thisMonth'
    : 'pending';
}

/** The counters over a list of DRE statuses (every active company, whatever the search says). */
export function countDreStatuses(statuses: readonly DreStatus[]): CompanyCounters {
  const thisMonth = statuses.filter((status) => status === 'thisMonth').length;
  return { total: statuses.length, thisMonth, pending: statuses.length - thisMonth };
}

/** docs/product.md's counters: Total, DRE este mês, Pendentes (shown as 'DRE pendente'). */
export function companyCounters(
  companies: readonly Pick<AdminCompany, 'lastDRE'>[],
  today: Date,
): CompanyCounters {
  return countDreStatuses(companies.map((company) => dreStatus(company.lastDRE, today)));
}

/** Whether a company's DRE status passes the filter. */
export function passesFilter(status: DreStatus, filter: CompanyFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'thisMonth' ? status === 'thisMonth' : status === 'pending';
}

/** The text a company is found by: its name and its niche. */
export const companySearchKey = (company: Pick<AdminCompany, 'name' | 'niche'>): string =>
  searchKey(`${company.name}\n${company.niche ?? ''}`);

/** A company with what the list computes about it once, when it is loaded. */
export type CompanyRow = {
  readonly company: AdminCompany;
  readonly dre: DreStatus;
  /** `companySearchKey(company)`. */
  readonly searchKey: string;
  /** The health badge; null when the server sent no health facts. */
  readonly health: CompanyHealth | null;
};

/** Each company's DRE status, search key and health for `today`. */
export function companyRows(companies: readonly AdminCompany[], today: Date): CompanyRow[] {
  return companies.map((company) => ({
    company,
    dre: dreStatus(company.lastDRE, today),
    searchKey: companySearchKey(company),
    health: company.health ? companyHealth(company.health, today) : null,
  }));
}

// One collator for every comparison: 2,000 companies sort in a few thousand comparisons.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const byName = (a: CompanyRow, b: CompanyRow) => collator.compare(a.company.name, b.company.name);

/**
 * The rows in the chosen order: by name, or by health (critical first, then attention, then up
 * to date, then those without health facts; ties by name). A new array; the input is kept.
 */
export function sortRows(rows: readonly CompanyRow[], sort: CompanySort): CompanyRow[] {
  if (sort === 'name') return [...rows].sort(byName);
  return [...rows].sort((a, b) => compareHealth(a.health, b.health) || byName(a, b));
}

/**
 * What the grid shows: the filter, then the search ('contains', ignoring case and accents, on the
 * name or the niche; a blank query finds all), in the chosen order.
 */
export function selectRows(
  rows: readonly CompanyRow[],
  options: { readonly search: string; readonly filter: CompanyFilter; readonly sort: CompanySort },
): CompanyRow[] {
  const needle = searchKey(options.search);
  const shown = rows.filter(
    (row) =>
      passesFilter(row.dre, options.filter) && (needle === '' || row.searchKey.includes(needle)),
  );
  return sortRows(shown, options.sort);
}
