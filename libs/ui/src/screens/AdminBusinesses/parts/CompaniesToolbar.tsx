import { AWAITING_APPROVAL, COMPANY_FILTERS, COMPANY_SORTS } from '@portal/domain';
import type { CompanyCounters, CompanyFilter, CompanySort } from '@portal/domain';
import { SearchField } from '../../../components/SearchField/SearchField';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { SelectField } from '../../../components/SelectField/SelectField';
import { visuallyHidden } from '../../../theme/utils.css';
import * as styles from './CompaniesToolbar.css';

/**
 * docs/product.md's words for the counters, the search and the filter; the sort's are ours. the product's third
 * counter, 'Pendentes', counts the companies whose DRE of the month is missing: it reads
 * 'DRE pendente' (the filter's and the card badge's word for the same status), so that it cannot
 * be taken for the companies and people waiting for approval, counted apart.
 */
const companiesToolbarTexts = {
  counters: 'Resumo das empresas',
  total: 'Total',
  thisMonth: 'DRE este mês',
  pending: 'DRE pendente',
  waitingApprovals: AWAITING_APPROVAL,
  /** Said in place of the number while the pending lists load or when one failed. */
  waitingUnknown: 'indisponível',
  search: 'Buscar empresas',
  searchPlaceholder: 'Buscar empresas...',
  filter: 'Filtrar por DRE',
  filters: {
    all: 'Todas',
    thisMonth: 'DRE este mês',
    notThisMonth: 'DRE pendente',
  } satisfies Record<CompanyFilter, string>,
  sort: 'Ordenar por',
  sorts: { name: 'Nome', health: 'Saúde' } satisfies Record<CompanySort, string>,
} as const;

/**
 * Total, DRE este mês, DRE pendente over every active company; then, set apart, what waits for
 * approval (the pending view's companies and join requests).
 */
export function CompanyCountersList({
  counters,
  waitingApprovals,
}: {
  counters: CompanyCounters;
  waitingApprovals: number | null;
}) {
  const t = companiesToolbarTexts;
  const items = [
    ['total', t.total, counters.total],
    ['thisMonth', t.thisMonth, counters.thisMonth],
    ['pending', t.pending, counters.pending],
  ] as const;
  return (
    <ul className={styles.counters} aria-label={t.counters}>
      {items.map(([key, label, value]) => (
        <li key={key} className={styles.counter} data-counter={key}>
          <span className={styles.counterLabel}>{label}</span>
          <span className={styles.counterValue}>{value}</span>
        </li>
      ))}
      <li className={[styles.counter, styles.approvals].join(' ')} data-counter="waitingApprovals">
        <span className={[styles.counterLabel, styles.approvalsLabel].join(' ')}>
          {t.waitingApprovals}
        </span>
        {waitingApprovals === null ? (
          <span className={styles.counterValue}>
            <span aria-hidden="true">–</span>
            <span className={visuallyHidden}>{t.waitingUnknown}</span>
          </span>
        ) : (
          <span className={styles.counterValue}>{waitingApprovals}</span>
        )}
      </li>
    </ul>
  );
}

export type CompaniesToolbarProps = {
  search: string;
  filter: CompanyFilter;
  sort: CompanySort;
  onSearchChange: (query: string) => void;
  onFilterChange: (filter: CompanyFilter) => void;
  onSortChange: (sort: CompanySort) => void;
};

/** The search, the DRE filter and the sort above the grid. */
export function CompaniesToolbar(props: CompaniesToolbarProps) {
  const t = companiesToolbarTexts;
  return (
    <div className={styles.controls}>
      <SearchField
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={props.search}
        onChange={props.onSearchChange}
      />
      <SegmentedControl
        label={t.filter}
        value={props.filter}
        onChange={props.onFilterChange}
        options={COMPANY_FILTERS.map((value) => ({
          value,
          label: t.filters[value],
        }))}
      />
      <SelectField
        label={t.sort}
        labelSize="compact"
        value={props.sort}
        onChange={(value) => props.onSortChange(value as CompanySort)}
        options={COMPANY_SORTS.map((value) => ({ value, label: t.sorts[value] }))}
      />
    </div>
  );
}
