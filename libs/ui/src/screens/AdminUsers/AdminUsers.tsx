import { formatDocumentDate, USERS_EMPTY, userDeleteQuestion } from '@portal/domain';
import type { UsersListView } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorBox } from '../../components/ErrorBox/ErrorBox';
import { Icon } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Spinner } from '../../components/Spinner/Spinner';
import { ToastRegion, toastItems } from '../../components/ToastRegion/ToastRegion';
import { UserDialog, type UserDialogCallbacks } from './parts/UserDialog';
import { UsersFilters, type UsersFiltersCallbacks } from './parts/UsersFilters';
import { UsersTable, type UsersTableCallbacks } from './parts/UsersTable';
import * as styles from './AdminUsers.css';

export type AdminUsersViewProps = Pick<
  UsersListView,
  | 'status'
  | 'error'
  | 'isBusy'
  | 'canManage'
  | 'query'
  | 'filters'
  | 'filtersOpen'
  | 'isFiltered'
  | 'sort'
  | 'roleOptions'
  | 'businessOptions'
  | 'rows'
  | 'total'
  | 'dialog'
  | 'form'
  | 'toast'
>;

export const adminUsersViewProps = (view: UsersListView): AdminUsersViewProps => ({
  status: view.status,
  error: view.error,
  isBusy: view.isBusy,
  canManage: view.canManage,
  query: view.query,
  filters: view.filters,
  filtersOpen: view.filtersOpen,
  isFiltered: view.isFiltered,
  sort: view.sort,
  roleOptions: view.roleOptions,
  businessOptions: view.businessOptions,
  rows: view.rows,
  total: view.total,
  dialog: view.dialog,
  form: view.form,
  toast: view.toast,
});

export type AdminUsersProps = AdminUsersViewProps &
  UsersFiltersCallbacks &
  UsersTableCallbacks &
  UserDialogCallbacks & {
    /** The error box's retry and the refresh button ('users.refresh'). */
    onRefresh: () => void;
    /** 'New User' (admins; 'user.create'). */
    onUserCreate: () => void;
    /** The delete confirmation's confirm button ('delete.confirm'). */
    onDeleteConfirm: () => void;
    onDismissToast: () => void;
  };

const NEW_USER = 'New User';

/** docs/product.md "Admin: Users": search, filters, the sortable table and its modals. */
export function AdminUsers(props: AdminUsersProps) {
  const { status, error, isBusy, canManage, dialog, toast } = props;
  const actions = (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        onClick={props.onRefresh}
        disabled={status === 'loading'}
        loading={isBusy && status === 'ready' && dialog?.kind !== 'delete'}
        loadingText="Atualizando..."
      >
        Atualizar
      </Button>
      {canManage && (
        <Button
          leadingIcon={<Icon name="plus" />}
          onClick={props.onUserCreate}
          disabled={status !== 'ready'}
        >
          {NEW_USER}
        </Button>
      )}
    </div>
  );
  return (
    <div className={styles.root} aria-busy={isBusy || undefined}>
      <PageHeader
        title="Usuários"
        description={
          canManage ? undefined : 'Somente leitura: só administradores alteram usuários.'
        }
        actions={actions}
      />
      {status === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label="Carregando usuários..." />
        </div>
      )}
      {status === 'failure' && <ErrorBox onRetry={props.onRefresh}>{error}</ErrorBox>}
      {status === 'ready' && (
        <>
          <UsersFilters {...props} />
          {props.rows.length === 0 ? (
            <EmptyState
              icon="users"
              title={USERS_EMPTY}
              description={props.isFiltered ? 'Tente outra busca ou limpe os filtros.' : undefined}
              action={
                props.isFiltered && (
                  <Button variant="secondary" onClick={props.onFiltersClear}>
                    Limpar filtros
                  </Button>
                )
              }
            />
          ) : (
            <UsersTable {...props} />
          )}
        </>
      )}
      <UserDialog {...props} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Excluir usuário"
        text={
          dialog?.kind === 'delete'
            ? userDeleteQuestion(
                dialog.user,
                dialog.user.erasure_requested_at
                  ? formatDocumentDate(dialog.user.erasure_requested_at)
                  : null,
              )
            : ''
        }
        confirmLabel="Excluir"
        tone="danger"
        busy={dialog?.kind === 'delete' && dialog.isDeleting}
        onConfirm={props.onDeleteConfirm}
        onCancel={props.onDialogClose}
      />
      <ToastRegion toasts={toastItems(toast)} onDismiss={() => props.onDismissToast()} />
    </div>
  );
}
