import { useCallback, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useMachine, useSelector } from '@xstate/react';
import {
  canManageUsers,
  provideUsersList,
  selectUsersListView,
  type CreateUserInput,
  type DeleteUserInput,
  type DeleteUserOutput,
  type EditUserInput,
  type LoadUsersInput,
  type LoadUsersOutput,
  type ManagedUser,
  type userFormMachine,
} from '@portal/domain';
import { adminUsersViewProps, type AdminUsersProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';
import { useSession } from '../app/session-context';

/** `callApi` itself, or a fake in tests. */
export type ApiCall = typeof callApi;

/**
 * The users screen's calls. The list comes through the client's 5-minute cache (shared with a
 * request in flight; `force` drops it, docs/product.md); an admin also needs every active company for
 * the form's picker (the public names list, ids included), loaded beside it. The client clears
 * its cache after a create, an edit or a delete.
 */
export const adminUsersActors = (call: ApiCall, options: { withBusinesses: boolean }) => ({
  loadUsers: fromPromise<LoadUsersOutput, LoadUsersInput>(async ({ input }) => {
    const [users, businesses] = await Promise.all([
      call((api) => api.adminUsers.getAll({ force: input.force })),
      options.withBusinesses ? call((api) => api.auth.getAllBusinessesNames()) : null,
    ]);
    return {
      users: dataOrReject(users),
      businesses: businesses ? dataOrReject(businesses) : [],
    };
  }),
  deleteUser: fromPromise<DeleteUserOutput, DeleteUserInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminUsers.delete(input.userId))),
  ),
  createUser: fromPromise<ManagedUser, CreateUserInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminUsers.create(input))),
  ),
  saveUser: fromPromise<ManagedUser, EditUserInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.adminUsers.userEdit(input))),
  ),
  resetSecondFactor: fromPromise<void, { userId: string }>(async ({ input }) => {
    dataOrReject(await call((api) => api.adminUsers.resetTwoFactor(input.userId)));
  }),
});

type FormRef = ActorRefFrom<typeof userFormMachine>;

/** What the users route gets: the screen's props, and the modals other screens' parts open. */
export type AdminUsersState = AdminUsersProps & {
  /** The company whose detail (the business modal) a chip asked for, or null. */
  openBusinessId: string | null;
  closeBusiness: () => void;
};

export function useAdminUsers(): AdminUsersState {
  const { session } = useSession();
  const canManage = canManageUsers(session?.user.role);
  const [machine] = useState(() =>
    provideUsersList(adminUsersActors(callApi, { withBusinesses: canManage })),
  );
  const [state, send] = useMachine(machine, {
    input: { actorId: session?.user.id ?? null, canManage },
  });
  // The open modal's form is the list's child; its snapshot feeds the modal.
  const formRef = state.children.userForm as FormRef | undefined;
  const form = useSelector(formRef, (snapshot) => snapshot);
  const [openBusinessId, setOpenBusinessId] = useState<string | null>(null);
  const closeBusiness = useCallback(() => setOpenBusinessId(null), []);

  return {
    ...adminUsersViewProps(selectUsersListView(state, form)),
    onRefresh: () => send({ type: 'users.refresh' }),
    onSearchChange: (query) => send({ type: 'search.change', query }),
    onFiltersToggle: () => send({ type: 'filters.toggle' }),
    onRoleFilterChange: (role) => send({ type: 'filter.role', role }),
    onBusinessFilterChange: (businessId) => send({ type: 'filter.business', businessId }),
    onFiltersClear: () => send({ type: 'filters.clear' }),
    onSortChange: (column) => send({ type: 'sort.change', column }),
    // Also the way another screen's part (the companies' "managed by") opens a person.
    onUserOpen: (userId) => send({ type: 'user.open', userId }),
    onUserEdit: (userId) => send({ type: 'user.edit', userId }),
    onUserCreate: () => send({ type: 'user.create' }),
    onUserDelete: (userId) => send({ type: 'user.delete', userId }),
    onDeleteConfirm: () => send({ type: 'delete.confirm' }),
    onDialogClose: () => send({ type: 'dialog.close' }),
    onEditStart: () => send({ type: 'edit.start' }),
    onEditCancel: () => send({ type: 'edit.cancel' }),
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onRoleChange: (role) => send({ type: 'role.change', role }),
    onBusinessToggle: (business) => send({ type: 'business.toggle', business }),
    onBusinessSearchChange: (query) => send({ type: 'businessSearch.change', query }),
    onFormSubmit: () => send({ type: 'form.submit' }),
    onSecondFactorReset: () => send({ type: 'secondFactor.reset' }),
    onSecondFactorConfirm: () => send({ type: 'secondFactor.confirm' }),
    onSecondFactorCancel: () => send({ type: 'secondFactor.cancel' }),
    onDismissToast: () => send({ type: 'toast.dismiss' }),
    onBusinessOpen: setOpenBusinessId,
    openBusinessId,
    closeBusiness,
  };
}
