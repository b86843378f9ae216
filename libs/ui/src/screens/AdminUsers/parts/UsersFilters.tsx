import { useId } from 'react';
import { roleLabel } from '@portal/domain';
import type { Role, UsersListView } from '@portal/domain';
import { Button } from '../../../components/Button/Button';
import { SearchField } from '../../../components/SearchField/SearchField';
import { SelectField } from '../../../components/SelectField/SelectField';
import * as styles from './UsersFilters.css';

export type UsersFiltersCallbacks = {
  onSearchChange: (query: string) => void;
  /** The 'Filtros' button shows or hides the panel ('filters.toggle'). */
  onFiltersToggle: () => void;
  onRoleFilterChange: (role: Role | null) => void;
  onBusinessFilterChange: (businessId: string | null) => void;
  /** The panel's clear button: no role, no company, no search ('filters.clear'). */
  onFiltersClear: () => void;
};

export type UsersFiltersProps = Pick<
  UsersListView,
  | 'query'
  | 'filters'
  | 'filtersOpen'
  | 'isFiltered'
  | 'roleOptions'
  | 'businessOptions'
  | 'rows'
  | 'total'
> &
  UsersFiltersCallbacks;

const ANY = '';

/** How many people the table shows, said again when a search or filter changes it. */
const countText = (shown: number, total: number) =>
  shown === total
    ? `${total} ${total === 1 ? 'usuário' : 'usuários'}`
    : `${shown} de ${total} usuários`;

/** The search box, the 'Filtros' toggle and its panel (role, company, clear). */
export function UsersFilters(props: UsersFiltersProps) {
  const panelId = useId();
  const { filters, filtersOpen } = props;
  const active = (filters.role === null ? 0 : 1) + (filters.businessId === null ? 0 : 1);
  return (
    <section className={styles.root} aria-label="Busca e filtros">
      <div className={styles.toolbar}>
        <SearchField
          label="Buscar usuários"
          placeholder="Buscar por nome ou email..."
          value={props.query}
          onChange={props.onSearchChange}
          fieldClassName={styles.search}
        />
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={props.onFiltersToggle}
        >
          {active > 0 ? `Filtros (${active})` : 'Filtros'}
        </Button>
        <p className={styles.count} aria-live="polite">
          {countText(props.rows.length, props.total)}
        </p>
      </div>
      <div id={panelId} className={styles.panel} hidden={!filtersOpen}>
        <SelectField
          label="Função"
          value={filters.role ?? ANY}
          onChange={(value) => props.onRoleFilterChange(value === ANY ? null : (value as Role))}
          options={[
            { value: ANY, label: 'Todas as funções' },
            ...props.roleOptions.map((role) => ({ value: role, label: roleLabel(role) })),
          ]}
        />
        <SelectField
          label="Empresa"
          value={filters.businessId ?? ANY}
          onChange={(value) => props.onBusinessFilterChange(value === ANY ? null : value)}
          options={[
            { value: ANY, label: 'Todas as empresas' },
            ...props.businessOptions.map((business) => ({
              value: business.id,
              label: business.name,
            })),
          ]}
        />
        <div className={styles.clear}>
          <Button variant="ghost" onClick={props.onFiltersClear} disabled={!props.isFiltered}>
            Limpar filtros
          </Button>
        </div>
      </div>
    </section>
  );
}
