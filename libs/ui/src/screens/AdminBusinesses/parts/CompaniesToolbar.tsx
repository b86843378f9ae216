import { useId } from 'react';
import { COMPANY_FILTERS, COMPANY_SORTS } from '@portal/domain';
import type { CompanyCounters, CompanyFilter, CompanySort } from '@portal/domain';
import { SearchField } from '../../../components/SearchField/SearchField';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import * as fieldStyles from '../../../components/Field/Field.css';
import * as styles from './CompaniesToolbar.css';

/** SPEC §2's words for the counters, the search and the filter; the sort's are ours. */
export const companiesToolbarTexts = {
  counters: 'Resumo das empresas',
  total: 'Total',
  thisMonth: 'DRE este mês',
  pending: 'Pendentes',
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

/** Total, DRE este mês, Pendentes: over every active company. */
export function CompanyCountersList({ counters }: { counters: CompanyCounters }) {
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
  const sortId = useId();
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
      <div className={styles.sort}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t.sort}
        </label>
        <select
          id={sortId}
          className={[fieldStyles.control, fieldStyles.input].join(' ')}
          value={props.sort}
          onChange={(event) => props.onSortChange(event.target.value as CompanySort)}
        >
          {COMPANY_SORTS.map((value) => (
            <option key={value} value={value}>
              {t.sorts[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
