import {
  assign,
  forwardTo,
  fromPromise,
  setup,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';
import {
  ADMIN_LOAD_FAILED,
  USER_CREATED,
  USER_CREATE_FAILED,
  USER_DELETED,
  USER_DELETE_FAILED,
  USER_UPDATED,
} from '../messages';
import type { ManagedUser } from '../model/admin-users';
import { toastActions, toastDelays, toastRegion } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';
import type { CreateUserInput, EditUserInput } from './user-draft';
import {
  userFormMachine,
  type USER_FORM_EVENT_TYPES,
  type UserFormInput,
} from './user-form.machine';
import { adminCountOf, NO_USER_FILTERS, nextUserSort } from './users-list';
import { validateUserDelete } from './user-rules';
import {
  initialUsersListContext,
  type DeleteUserInput,
  type DeleteUserOutput,
  type LoadUsersInput,
  type LoadUsersOutput,
  type UsersListContext,
  type UsersListEvent,
  type UsersListInput,
} from './users-list.types';

// The admin Users screen (docs/product.md "Admin: Users"): the list (through the client's 5-minute
// cache, a forced refresh), its search, filters and sort (the view applies them), the person's
// detail and the create modal (each a `userForm` child), the delete with its confirmation, and
// the 3 s toasts (the error catalogue in docs/product.md/).

/** the error catalogue in docs/product.md: the texts the list itself says (the form says its own). */
export const usersListMessages = {
  loadFailed: ADMIN_LOAD_FAILED,
  created: USER_CREATED,
  createFailed: USER_CREATE_FAILED,
  updated: USER_UPDATED,
  deleted: USER_DELETED,
  deleteFailed: USER_DELETE_FAILED,
} as const;

export const findUser = (context: Pick<UsersListContext, 'users'>, id: string | null) =>
  id === null ? undefined : context.users.find((user) => user.id === id);

const byId = (id: string) => (user: ManagedUser) => user.id === id;

/** The input of the open form: the person (edit) or none (create), and what it may do. */
const formInput = (context: UsersListContext, mode: UserFormInput['mode']): UserFormInput => ({
  mode,
  user: mode === 'edit' ? (findUser(context, context.openUserId) ?? null) : null,
  startEditing: context.startEditing,
  canEdit: context.canManage,
  actorId: context.actorId,
  adminCount: adminCountOf(context.users),
  businesses: context.businesses,
});

/** The open form's events go to it (the portal sends everything to the list). */
const FORWARDED = {
  'edit.start': { actions: 'forwardToForm' },
  'edit.cancel': { actions: 'forwardToForm' },
  'field.change': { actions: 'forwardToForm' },
  'role.change': { actions: 'forwardToForm' },
  'business.toggle': { actions: 'forwardToForm' },
  'businessSearch.change': { actions: 'forwardToForm' },
  'form.submit': { actions: 'forwardToForm' },
  'secondFactor.reset': { actions: 'forwardToForm' },
  'secondFactor.confirm': { actions: 'forwardToForm' },
  'secondFactor.cancel': { actions: 'forwardToForm' },
} as const satisfies Record<(typeof USER_FORM_EVENT_TYPES)[number], unknown>;

const CLOSED = '#usersList.list.ready.dialog.closed';

export const usersListMachine = setup({
  types: {
    context: {} as UsersListContext,
    events: {} as UsersListEvent,
    input: {} as UsersListInput,
  },
  guards: {
    canManage: ({ context }) => context.canManage,
    hasOpenUser: ({ context }) => findUser(context, context.openUserId) !== undefined,
    isListedUser: ({ context, event }) =>
      'userId' in event && findUser(context, event.userId) !== undefined,
    canEditUser: ({ context, event }) =>
      context.canManage && 'userId' in event && findUser(context, event.userId) !== undefined,
    /** Admins delete anyone listed but themself. */
    canDeleteUser: ({ context, event }) =>
      context.canManage &&
      'userId' in event &&
      findUser(context, event.userId) !== undefined &&
      validateUserDelete(context.actorId ?? '', event.userId) === undefined,
  },
  actions: {
    ...toastActions<UsersListContext, UsersListEvent>(),
    keepUsers: assign((_, data: LoadUsersOutput) => ({
      users: data.users,
      businesses: data.businesses,
      error: null,
    })),
    /** The person as the server answered, in place of what the list held. */
    keepUser: assign(({ context }, user: ManagedUser) => ({
      users: context.users.some(byId(user.id))
        ? context.users.map((known) => (known.id === user.id ? user : known))
        : [...context.users, user],
    })),
    forwardToForm: forwardTo('userForm'),
    closeDialog: assign({ openUserId: null, startEditing: false, deleteUserId: null }),
  },
  actors: {
    loadUsers: fromPromise<LoadUsersOutput, LoadUsersInput>(async () => {
      throw new Error('loadUsers not provided');
    }),
    deleteUser: fromPromise<DeleteUserOutput, DeleteUserInput>(async () => {
      throw new Error('deleteUser not provided');
    }),
    userForm: userFormMachine,
  },
  delays: toastDelays,
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({
    ...initialUsersListContext,
    actorId: input.actorId,
    canManage: input.canManage,
    openUserId: input.openUserId ?? null,
  }),
  type: 'parallel',
  // What the table shows is the view's: these only say what the person asked for.
  on: {
    'search.change': { actions: assign({ query: ({ event }) => event.query }) },
    'filters.toggle': { actions: assign({ filtersOpen: ({ context }) => !context.filtersOpen }) },
    'filter.role': {
      actions: assign({
        filters: ({ context, event }) => ({ ...context.filters, role: event.role }),
      }),
    },
    'filter.business': {
      actions: assign({
        filters: ({ context, event }) => ({ ...context.filters, businessId: event.businessId }),
      }),
    },
    'filters.clear': { actions: assign({ filters: NO_USER_FILTERS, query: '' }) },
    'sort.change': {
      actions: assign({ sort: ({ context, event }) => nextUserSort(context.sort, event.column) }),
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          on: {
            // Asked for before the list is there: it opens once the list is (dialog.opening).
            'user.open': { actions: assign({ openUserId: ({ event }) => event.userId }) },
          },
          invoke: {
            id: 'loadUsers',
            src: 'loadUsers',
            // The first load may come from the client's cache; a retry asks the server.
            input: ({ event }) => ({ force: event.type === 'users.refresh' }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepUsers', params: ({ event }) => event.output },
            },
            // The error box says it, with its retry; a toast too would say it twice.
            onError: {
              target: 'failure',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, ADMIN_LOAD_FAILED),
              }),
            },
          },
        },
        failure: {
          on: {
            'users.refresh': 'loading',
            'user.open': { actions: assign({ openUserId: ({ event }) => event.userId }) },
          },
        },
        ready: {
          type: 'parallel',
          states: {
            sync: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'users.refresh': 'refreshing' },
                },
                refreshing: {
                  tags: ['busy'],
                  invoke: {
                    id: 'loadUsers',
                    src: 'loadUsers',
                    input: { force: true },
                    onDone: {
                      target: 'idle',
                      actions: { type: 'keepUsers', params: ({ event }) => event.output },
                    },
                    // The screen keeps what it shows.
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'showToast',
                        params: ({ event }) => ({
                          tone: 'error' as const,
                          text: failureMessage(event.error, ADMIN_LOAD_FAILED),
                        }),
                      },
                    },
                  },
                },
              },
            },
            dialog: {
              initial: 'opening',
              states: {
                // A person asked for before the list was there opens now, if listed.
                opening: {
                  always: [
                    { guard: 'hasOpenUser', target: 'detail' },
                    { target: 'closed', actions: 'closeDialog' },
                  ],
                },
                closed: {
                  on: {
                    'user.open': {
                      guard: 'isListedUser',
                      target: 'detail',
                      actions: assign({
                        openUserId: ({ event }) => event.userId,
                        startEditing: false,
                      }),
                    },
                    'user.edit': {
                      guard: 'canEditUser',
                      target: 'detail',
                      actions: assign({
                        openUserId: ({ event }) => event.userId,
                        startEditing: true,
                      }),
                    },
                    'user.create': { guard: 'canManage', target: 'create' },
                    'user.delete': {
                      guard: 'canDeleteUser',
                      target: 'delete',
                      actions: assign({ deleteUserId: ({ event }) => event.userId }),
                    },
                  },
                },
                detail: {
                  on: {
                    ...FORWARDED,
                    'dialog.close': { target: 'closed', actions: 'closeDialog' },
                    'user.saved': {
                      actions: [
                        { type: 'keepUser', params: ({ event }) => event.user },
                        { type: 'showToast', params: { tone: 'success', text: USER_UPDATED } },
                      ],
                    },
                  },
                  invoke: {
                    id: 'userForm',
                    src: 'userForm',
                    input: ({ context }) => formInput(context, 'edit'),
                  },
                },
                create: {
                  on: {
                    ...FORWARDED,
                    'dialog.close': { target: 'closed', actions: 'closeDialog' },
                  },
                  invoke: {
                    id: 'userForm',
                    src: 'userForm',
                    input: ({ context }) => formInput(context, 'create'),
                    onDone: {
                      target: 'closed',
                      actions: [
                        {
                          type: 'keepUser',
                          params: ({ event }) => event.output as ManagedUser,
                        },
                        { type: 'showToast', params: { tone: 'success', text: USER_CREATED } },
                      ],
                    },
                    // The form itself never fails (its calls' failures stay in it).
                    onError: {
                      target: 'closed',
                      actions: {
                        type: 'showToast',
                        params: { tone: 'error', text: USER_CREATE_FAILED },
                      },
                    },
                  },
                },
                delete: {
                  initial: 'confirming',
                  states: {
                    confirming: {
                      on: {
                        'delete.confirm': 'deleting',
                        'dialog.close': { target: CLOSED, actions: 'closeDialog' },
                      },
                    },
                    deleting: {
                      tags: ['busy'],
                      invoke: {
                        id: 'deleteUser',
                        src: 'deleteUser',
                        input: ({ context }) => ({ userId: context.deleteUserId ?? '' }),
                        // The client has cleared its cache (docs/product.md); the list drops the person.
                        onDone: {
                          target: CLOSED,
                          actions: [
                            assign(({ context }) => ({
                              users: context.users.filter(
                                (user) => user.id !== context.deleteUserId,
                              ),
                            })),
                            'closeDialog',
                            { type: 'showToast', params: { tone: 'success', text: USER_DELETED } },
                          ],
                        },
                        // the error catalogue in docs/product.md: 3 s; the server's refusal (themself, the last admin) as returned.
                        onError: {
                          target: CLOSED,
                          actions: [
                            'closeDialog',
                            {
                              type: 'showToast',
                              params: ({ event }) => ({
                                tone: 'error' as const,
                                text: failureMessage(event.error, USER_DELETE_FAILED),
                              }),
                            },
                          ],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type UsersListMachine = typeof usersListMachine;
export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;

/** The calls the users screen makes: the list's and, for its `userForm` child, the form's. */
export type UsersListActors = {
  loadUsers: PromiseActorLogic<LoadUsersOutput, LoadUsersInput>;
  deleteUser: PromiseActorLogic<DeleteUserOutput, DeleteUserInput>;
  createUser: PromiseActorLogic<ManagedUser, CreateUserInput>;
  saveUser: PromiseActorLogic<ManagedUser, EditUserInput>;
  resetSecondFactor: PromiseActorLogic<void, { userId: string }>;
};

/** The list with the portal's calls, the form's included (the form is the list's child). */
export function provideUsersList({
  createUser,
  saveUser,
  resetSecondFactor,
  ...own
}: UsersListActors) {
  const form = { createUser, saveUser, resetSecondFactor };
  return usersListMachine.provide({
    actors: { ...own, userForm: userFormMachine.provide({ actors: form }) },
  });
}
