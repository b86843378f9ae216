import type { AuditEntryView, AuditFilterField, AuditLogView } from '@portal/domain';
import { AUDIT_LOG_EMPTY } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { AuditFilters } from './parts/AuditFilters';
import * as styles from './AdminAuditLog.css';

export type AdminAuditLogViewProps = Pick<
  AuditLogView,
  | 'status'
  | 'error'
  | 'isBusy'
  | 'entries'
  | 'filters'
  | 'rangeError'
  | 'hasFilters'
  | 'page'
  | 'canPrevious'
  | 'canNext'
  | 'options'
>;

export const adminAuditLogViewProps = (view: AuditLogView): AdminAuditLogViewProps => ({
  status: view.status,
  error: view.error,
  isBusy: view.isBusy,
  entries: view.entries,
  filters: view.filters,
  rangeError: view.rangeError,
  hasFilters: view.hasFilters,
  page: view.page,
  canPrevious: view.canPrevious,
  canNext: view.canNext,
  options: view.options,
});

export type AdminAuditLogProps = AdminAuditLogViewProps & {
  /** A filter changed ('filter.change'). */
  onFilterChange: (field: AuditFilterField, value: string) => void;
  /** 'Limpar filtros' ('filters.clear'). */
  onClearFilters: () => void;
  /** 'Mais recentes' ('page.previous'). */
  onPreviousPage: () => void;
  /** 'Mais antigos' ('page.next'). */
  onNextPage: () => void;
  /** The error box's retry ('list.retry'). */
  onRetry: () => void;
  /** The filters' lists' retry ('options.retry'). */
  onOptionsRetry: () => void;
};

/** The words of the audit log screen. */
export const adminAuditLogTexts = {
  title: 'Registro de auditoria',
  description:
    'O que a administração e o conselho fizeram no portal, as entradas em modo visualização e as mudanças na verificação em duas etapas, do mais recente ao mais antigo.',
  loading: 'Carregando registros...',
  emptyHint: 'Nenhuma ação corresponde aos filtros escolhidos.',
  invalid: 'Escolha um período válido',
  invalidHint: 'Os registros aparecem assim que as datas estiverem corretas.',
  list: 'Registros',
  by: 'Por',
  company: 'Empresa',
  person: 'Pessoa',
  address: 'Endereço',
  unknownAddress: 'não registrado',
  pages: 'Páginas do registro',
  newer: 'Mais recentes',
  older: 'Mais antigos',
  page: (n: number) => `Página ${n}`,
} as const;

const T = adminAuditLogTexts;

/**
 * The admin's audit log ('Registro de auditoria'): filters by who acted, company, kind of action
 * and days; the entries newest first, a page at a time, each saying what was done, by whom (and
 * their role), on which company or person, when and from which address.
 */
export function AdminAuditLog(props: AdminAuditLogProps) {
  return (
    <div className={styles.root} aria-busy={props.isBusy || undefined}>
      <PageHeader title={T.title} description={T.description} />
      <AuditFilters
        filters={props.filters}
        options={props.options}
        rangeError={props.rangeError}
        hasFilters={props.hasFilters}
        onFilterChange={props.onFilterChange}
        onClear={props.onClearFilters}
        onOptionsRetry={props.onOptionsRetry}
      />
      <Entries {...props} />
    </div>
  );
}

function Entries(props: AdminAuditLogProps) {
  switch (props.status) {
    case 'loading':
      return (
        <div className={styles.loading}>
          <Spinner size="lg" label={T.loading} />
        </div>
      );
    case 'failure':
      return <ErrorBox onRetry={props.onRetry}>{props.error}</ErrorBox>;
    case 'idle':
      return <EmptyState icon="calendar" title={T.invalid} description={T.invalidHint} />;
    case 'ready':
      if (props.entries.length === 0 && props.page === 1)
        return <EmptyState icon="shield" title={AUDIT_LOG_EMPTY} description={T.emptyHint} />;
      return (
        <>
          <ol className={styles.entries} aria-label={T.list}>
            {props.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          <nav className={styles.pages} aria-label={T.pages}>
            <Button
              variant="secondary"
              leadingIcon={<Icon name="chevronUp" />}
              disabled={!props.canPrevious}
              onClick={props.onPreviousPage}
            >
              {T.newer}
            </Button>
            <span className={styles.pageNumber} aria-current="page">
              {T.page(props.page)}
            </span>
            <Button
              variant="secondary"
              leadingIcon={<Icon name="chevronDown" />}
              disabled={!props.canNext}
              onClick={props.onNextPage}
            >
              {T.older}
            </Button>
          </nav>
        </>
      );
  }
}

function Entry({ entry }: { entry: AuditEntryView }) {
  const actor = entry.roleLabel ? `${entry.actor.name} (${entry.roleLabel})` : entry.actor.name;
  return (
    <li className={styles.entry} data-kind={entry.kind}>
      <h2 className={styles.kind}>{entry.kindLabel}</h2>
      <time className={styles.when} dateTime={entry.at}>
        {entry.when}
      </time>
      <dl className={styles.facts}>
        <div>
          <dt>{T.by}:</dt>
          <dd>{actor}</dd>
        </div>
        {entry.business && (
          <div>
            <dt>{T.company}:</dt>
            <dd>{entry.business.name}</dd>
          </div>
        )}
        {entry.person && (
          <div>
            <dt>{T.person}:</dt>
            <dd>{entry.person.name}</dd>
          </div>
        )}
        <div>
          <dt>{T.address}:</dt>
          <dd>{entry.address ?? T.unknownAddress}</dd>
        </div>
      </dl>
    </li>
  );
}
