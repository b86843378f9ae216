import { AWAITING_APPROVAL } from '@portal/domain';
import type { AdminBusinessesView, CompanyFilter, CompanySort, CompanyView } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Spinner } from '../../components/Spinner/Spinner';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { CompaniesToolbar, CompanyCountersList } from './parts/CompaniesToolbar';
import { CompanyGrid } from './parts/CompanyGrid';
import { PendingView } from './parts/PendingView';
import * as styles from './AdminBusinesses.css';

export type AdminBusinessesViewProps = Pick<
  AdminBusinessesView,
  | 'status'
  | 'error'
  | 'isRefreshing'
  | 'canManage'
  | 'view'
  | 'search'
  | 'filter'
  | 'sort'
  | 'counters'
  | 'waitingApprovals'
  | 'companies'
  | 'empty'
  | 'accessingId'
  | 'pending'
  | 'toast'
>;

export const adminBusinessesViewProps = (view: AdminBusinessesView): AdminBusinessesViewProps => ({
  status: view.status,
  error: view.error,
  isRefreshing: view.isRefreshing,
  canManage: view.canManage,
  view: view.view,
  search: view.search,
  filter: view.filter,
  sort: view.sort,
  counters: view.counters,
  waitingApprovals: view.waitingApprovals,
  companies: view.companies,
  empty: view.empty,
  accessingId: view.accessingId,
  pending: view.pending,
  toast: view.toast,
});

export type AdminBusinessesProps = AdminBusinessesViewProps & {
  /** The error box's retry and 'Atualizar' ('companies.refresh'). */
  onRetry: () => void;
  onSearchChange: (query: string) => void;
  onFilterChange: (filter: CompanyFilter) => void;
  onSortChange: (sort: CompanySort) => void;
  /** The active / pending toggle ('view.change'). */
  onViewChange: (view: CompanyView) => void;
  /** A card's body: the detail ('company.open'). */
  onOpenCompany: (id: string) => void;
  onAccessCompany: (id: string) => void;
  onEditCompany: (id: string) => void;
  onDeleteCompany: (id: string) => void;
  /** 'New Company' (admin). */
  onCreateCompany: () => void;
  /** The pending lists' retry ('pending.refresh'). */
  onPendingRetry: () => void;
  onApproveWaiting: (id: string) => void;
  onRejectWaiting: (id: string) => void;
  onRejectConfirm: () => void;
  onRejectCancel: () => void;
  onApproveJoin: (userId: string) => void;
  onRefuseJoin: (userId: string) => void;
  onDismissToast: () => void;
};

/** docs/product.md "Admin: Companies" words; those docs/product.md leaves open are ours. */
export const adminBusinessesTexts = {
  heading: 'Empresas',
  newCompany: 'New Company',
  refresh: 'Atualizar',
  loading: 'Carregando empresas...',
  views: 'Mostrar',
  active: 'Ativas',
  pending: AWAITING_APPROVAL,
  grid: 'Empresas',
  shown: (shown: number, total: number) =>
    shown === total ? `${total} empresas` : `${shown} de ${total} empresas`,
  noMatch: 'Nenhuma empresa encontrada',
  noMatchHint: 'Tente outra busca ou outro filtro.',
  noCompanies: 'Nenhuma empresa cadastrada',
} as const;

/** The admin and council's Companies screen (docs/product.md): counters, search, filter, grid, pending. */
export function AdminBusinesses(props: AdminBusinessesProps) {
  const { status, view, canManage, isRefreshing, toast } = props;
  const t = adminBusinessesTexts;
  return (
    <div className={styles.root} aria-busy={status === 'loading' || isRefreshing || undefined}>
      <PageHeader
        title={t.heading}
        actions={
          <div className={styles.headerActions}>
            <Button
              variant="secondary"
              leadingIcon={<Icon name="refresh" size={16} />}
              loading={isRefreshing}
              disabled={status === 'loading'}
              onClick={props.onRetry}
            >
              {t.refresh}
            </Button>
            {canManage && (
              <Button leadingIcon={<Icon name="plus" />} onClick={props.onCreateCompany}>
                {t.newCompany}
              </Button>
            )}
          </div>
        }
      />
      <SegmentedControl
        label={t.views}
        value={view}
        onChange={props.onViewChange}
        options={[
          { value: 'active', label: t.active, icon: 'building' },
          { value: 'pending', label: t.pending, icon: 'clock' },
        ]}
      />
      {view === 'active' ? (
        <ActiveView {...props} />
      ) : (
        <PendingView
          pending={props.pending}
          canManage={canManage}
          onRetry={props.onPendingRetry}
          onApproveWaiting={props.onApproveWaiting}
          onRejectWaiting={props.onRejectWaiting}
          onRejectConfirm={props.onRejectConfirm}
          onRejectCancel={props.onRejectCancel}
          onApproveJoin={props.onApproveJoin}
          onRefuseJoin={props.onRefuseJoin}
        />
      )}
      <ToastRegion toasts={toastItems(toast)} onDismiss={() => props.onDismissToast()} />
    </div>
  );
}

function ActiveView(props: AdminBusinessesProps) {
  const { status, error, companies, counters, waitingApprovals, empty } = props;
  const t = adminBusinessesTexts;
  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={t.loading} />
      </div>
    );
  }
  if (status === 'failure') return <ErrorBox onRetry={props.onRetry}>{error}</ErrorBox>;
  return (
    <div className={styles.content}>
      <CompanyCountersList counters={counters} waitingApprovals={waitingApprovals} />
      <CompaniesToolbar
        search={props.search}
        filter={props.filter}
        sort={props.sort}
        onSearchChange={props.onSearchChange}
        onFilterChange={props.onFilterChange}
        onSortChange={props.onSortChange}
      />
      {/* Said to screen readers as the search narrows the grid. */}
      <p className={styles.shown} role="status">
        {empty === 'none' ? t.shown(companies.length, counters.total) : ''}
      </p>
      {empty === 'noMatch' && (
        <EmptyState title={t.noMatch} description={t.noMatchHint} icon="search" />
      )}
      {empty === 'noCompanies' && <EmptyState title={t.noCompanies} icon="building" />}
      {empty === 'none' && (
        <CompanyGrid
          cards={companies}
          label={t.grid}
          canManage={props.canManage}
          accessingId={props.accessingId}
          onOpen={props.onOpenCompany}
          onAccess={props.onAccessCompany}
          onEdit={props.onEditCompany}
          onDelete={props.onDeleteCompany}
        />
      )}
    </div>
  );
}
