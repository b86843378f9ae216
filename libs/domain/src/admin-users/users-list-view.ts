import type { BusinessRef, ManagedUser } from '../model/admin-users';
import { ROLES, type Role } from '../model/session';
import type { LoadStatus } from '../model/status';
import { selectUserFormView, type UserFormView } from './user-form-view';
import type { UserFormSnapshot } from './user-form.machine';
import { findUser, type UsersListSnapshot } from './users-list.machine';
import type { UsersToast } from './users-list.types';
import { businessesOfUsers, visibleUsers, type UserFilters, type UserSort } from './users-list';
import { validateUserDelete } from './user-rules';

export type UserRow = {
  user: ManagedUser;
  /** The row's edit button (admins). */
  canEdit: boolean;
  /** The row's delete button (admins; never on their own row). */
  canDelete: boolean;
};

/** The modal on top of the list, if any. */
export type UsersDialogView =
  | { kind: 'detail'; user: ManagedUser }
  | { kind: 'create' }
  | { kind: 'delete'; user: ManagedUser; isDeleting: boolean };

export type UsersListView = {
  status: LoadStatus;
  /** The first load failed: its text, with a retry (`users.refresh`). */
  error: string | null;
  /** Something is being loaded, refreshed or deleted (the `busy` tag). */
  isBusy: boolean;
  /** Admins see 'New User' and each row's edit and delete (docs/product.md, Roles: the council reads). */
  canManage: boolean;
  query: string;
  filters: UserFilters;
  filtersOpen: boolean;
  /** A search or a filter narrows the list (the panel's clear button has something to clear). */
  isFiltered: boolean;
  sort: UserSort;
  /** The role filter's options (Admin, Conselho, Usuário). */
  roleOptions: readonly Role[];
  /** The company filter's options: the companies of the people listed, by name. */
  businessOptions: readonly BusinessRef[];
  /** The table: searched, filtered, sorted. Empty: 'Nenhum usuário encontrado'. */
  rows: readonly UserRow[];
  /** Everyone listed, whatever the search and filters. */
  total: number;
  dialog: UsersDialogView | null;
  /** The open detail's or create modal's form (its machine is the list's child). */
  form: UserFormView | null;
  toast: UsersToast | null;
};

function dialogOf(snapshot: UsersListSnapshot): UsersDialogView | null {
  const { context } = snapshot;
  const ready = (dialog: 'create' | 'detail' | 'delete') =>
    snapshot.matches({ list: { ready: { dialog } } });
  if (ready('create')) return { kind: 'create' };
  const open = findUser(context, context.openUserId);
  if (ready('detail') && open) return { kind: 'detail', user: open };
  const target = findUser(context, context.deleteUserId);
  if (ready('delete') && target) {
    return {
      kind: 'delete',
      user: target,
      isDeleting: snapshot.matches({ list: { ready: { dialog: { delete: 'deleting' } } } }),
    };
  }
  return null;
}

/**
 * What the users screen reads: the list machine's snapshot and, while a modal with a form is
 * open, its child's (`snapshot.children.userForm` in the app; `userFormMachine.resolveState` in
 * stories).
 */
export function selectUsersListView(
  snapshot: UsersListSnapshot,
  form?: UserFormSnapshot,
): UsersListView {
  const { context } = snapshot;
  const status: LoadStatus = snapshot.matches({ list: 'loading' })
    ? 'loading'
    : snapshot.matches({ list: 'failure' })
      ? 'failure'
      : 'ready';
  const dialog = status === 'ready' ? dialogOf(snapshot) : null;
  const { filters, query } = context;
  return {
    status,
    error: context.error,
    isBusy: snapshot.hasTag('busy'),
    canManage: context.canManage,
    query,
    filters,
    filtersOpen: context.filtersOpen,
    isFiltered: query.trim() !== '' || filters.role !== null || filters.businessId !== null,
    sort: context.sort,
    roleOptions: ROLES,
    businessOptions: businessesOfUsers(context.users),
    rows: visibleUsers(context.users, query, filters, context.sort).map((user) => ({
      user,
      canEdit: context.canManage,
      canDelete:
        context.canManage && validateUserDelete(context.actorId ?? '', user.id) === undefined,
    })),
    total: context.users.length,
    dialog,
    form:
      form && (dialog?.kind === 'detail' || dialog?.kind === 'create')
        ? selectUserFormView(form)
        : null,
    toast: context.toast,
  };
}
