import type { AuditFilterField, AuditLogView } from '@portal/domain';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { SelectField } from '../../../components/SelectField/SelectField';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../AdminAuditLog.css';

export type AuditFiltersProps = Pick<
  AuditLogView,
  'filters' | 'options' | 'rangeError' | 'hasFilters'
> & {
  onFilterChange: (field: AuditFilterField, value: string) => void;
  onClear: () => void;
  onOptionsRetry: () => void;
};

/** The words of the audit log's filters. */
export const auditFiltersTexts = {
  group: 'Filtros',
  actor: 'Quem fez',
  anyActor: 'Todas as pessoas',
  company: 'Empresa',
  anyCompany: 'Todas as empresas',
  kind: 'Tipo de ação',
  anyKind: 'Todos os tipos',
  from: 'De',
  to: 'Até',
  clear: 'Limpar filtros',
  retry: 'Tentar novamente',
} as const;

const T = auditFiltersTexts;

/**
 * The audit log's filters: who acted, the company, the kind of action, and a range of days.
 * The people and companies come from the log; while they cannot be loaded those two are off and
 * say why, with a retry.
 */
export function AuditFilters(props: AuditFiltersProps) {
  const { filters, options, rangeError } = props;
  const listsReady = options.status === 'ready';
  return (
    <div role="group" aria-label={T.group}>
      {options.error && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={props.onOptionsRetry}>
              {T.retry}
            </Button>
          }
        >
          {options.error}
        </Alert>
      )}
      <div className={styles.filters}>
        <SelectField
          label={T.actor}
          value={filters.actorId}
          disabled={!listsReady}
          options={[
            { value: '', label: T.anyActor },
            ...options.actors.map((a) => ({ value: a.id, label: a.name })),
          ]}
          onChange={(value) => props.onFilterChange('actorId', value)}
        />
        <SelectField
          label={T.company}
          value={filters.businessId}
          disabled={!listsReady}
          options={[
            { value: '', label: T.anyCompany },
            ...options.companies.map((c) => ({ value: c.id, label: c.name })),
          ]}
          onChange={(value) => props.onFilterChange('businessId', value)}
        />
        <SelectField
          label={T.kind}
          value={filters.kind}
          options={[{ value: '', label: T.anyKind }, ...options.kinds]}
          onChange={(value) => props.onFilterChange('kind', value)}
        />
        <TextField
          label={T.from}
          type="date"
          value={filters.from}
          error={rangeError?.field === 'from' ? rangeError.message : null}
          onChange={(value) => props.onFilterChange('from', value)}
        />
        <TextField
          label={T.to}
          type="date"
          value={filters.to}
          error={rangeError?.field === 'to' ? rangeError.message : null}
          onChange={(value) => props.onFilterChange('to', value)}
        />
        <Button
          variant="secondary"
          className={styles.clear}
          disabled={!props.hasFilters}
          onClick={props.onClear}
        >
          {T.clear}
        </Button>
      </div>
    </div>
  );
}
