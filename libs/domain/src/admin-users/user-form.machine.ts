import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import {
  TOTP_RESET_DONE,
  TOTP_RESET_FAILED,
  USER_CREATE_FAILED,
  USER_UPDATE_FAILED,
} from '../messages';
import type { BusinessRef, ManagedUser } from '../model/admin-users';
import type { Role } from '../model/session';
import { failureMessage } from '../validation/failure';
import { hasErrors, type FieldErrors } from '../validation/rules';
import {
  draftOfUser,
  emptyUserDraft,
  toCreateUserInput,
  toEditUserInput,
  toggleBusiness,
  validateUserDraft,
  withRole,
  type CreateUserInput,
  type EditUserInput,
  type UserDraft,
  type UserDraftField,
} from './user-draft';
import type { AdminUserField } from './user-rules';

// One person in the admin's modal (docs/product.md "User detail modal", "Create User modal"). Editing a
// person: `edit.viewing` (the detail), `edit.editing` (admin only), `edit.saving`, back to
// viewing with the person as saved, the list told through `user.saved`. Creating one:
// `create.editing`, `create.submitting`, `done` (final; its output is the new person).

export type UserFormMode = 'create' | 'edit';

export type UserFormInput = {
  mode: UserFormMode;
  /** The person the detail shows (edit mode). */
  user?: ManagedUser | null;
  /** The row's edit button opens the detail in edit mode at once. */
  startEditing?: boolean;
  /** Admins edit; the council reads the detail only (docs/product.md, Roles). */
  canEdit: boolean;
  actorId: string | null;
  adminCount: number;
  /** Every company the admin may link the person to. */
  businesses: readonly BusinessRef[];
};

export type UserFormContext = {
  mode: UserFormMode;
  user: ManagedUser | null;
  /** Opened from the row's edit button (edit mode at once). */
  startEditing: boolean;
  canEdit: boolean;
  actorId: string | null;
  adminCount: number;
  businesses: readonly BusinessRef[];
  /** What edit mode or the create modal holds; the person as saved while viewing. */
  draft: UserDraft;
  /** The company picker's search box. */
  businessQuery: string;
  /** Shown from the first submit on, and kept up to date as the person types. */
  fieldErrors: FieldErrors<AdminUserField>;
  showFieldErrors: boolean;
  /** The server's refusal as returned, or the product's failure text. */
  formError: string | null;
  /** What the detail says after a reset of the person's second factor. */
  notice: string | null;
};

export type UserFormEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'field.change'; field: UserDraftField; value: string }
  /** docs/product.md: the role's company rule applies at once. */
  | { type: 'role.change'; role: Role }
  | { type: 'business.toggle'; business: BusinessRef }
  | { type: 'businessSearch.change'; query: string }
  | { type: 'form.submit' }
  /** The detail's 'Redefinir verificação em duas etapas' (admins), then its confirmation. */
  | { type: 'secondFactor.reset' }
  | { type: 'secondFactor.confirm' }
  | { type: 'secondFactor.cancel' };

/** The event types above: the list forwards each to the open form. */
export const USER_FORM_EVENT_TYPES = [
  'edit.start',
  'edit.cancel',
  'field.change',
  'role.change',
  'business.toggle',
  'businessSearch.change',
  'form.submit',
  'secondFactor.reset',
  'secondFactor.confirm',
  'secondFactor.cancel',
] as const satisfies readonly UserFormEvent['type'][];

/** What the form tells its parent (the users list) when an edit was saved. */
export type UserSavedEvent = { type: 'user.saved'; user: ManagedUser };

export const initialUserFormContext: UserFormContext = {
  mode: 'create',
  user: null,
  startEditing: false,
  canEdit: false,
  actorId: null,
  adminCount: 0,
  businesses: [],
  draft: emptyUserDraft,
  businessQuery: '',
  fieldErrors: {},
  showFieldErrors: false,
  formError: null,
  notice: null,
};

const errorsOf = (context: UserFormContext) => validateUserDraft(context.draft, context);

/** A changed draft; its errors follow it once they are shown. */
const withDraft = (context: UserFormContext, draft: UserDraft) => ({
  draft,
  fieldErrors: context.showFieldErrors ? validateUserDraft(draft, context) : {},
});

/** Edit mode (again) from the person as saved: nothing typed before survives a cancel. */
const fromRecord = (context: UserFormContext) => ({
  draft: context.user ? draftOfUser(context.user) : emptyUserDraft,
  businessQuery: '',
  fieldErrors: {},
  showFieldErrors: false,
  formError: null,
});

/** What the create form and edit mode both do as the person types. */
const DRAFT_EVENTS = {
  'field.change': { actions: 'changeField' },
  'role.change': { actions: 'changeRole' },
  'business.toggle': { actions: 'toggleBusiness' },
  'businessSearch.change': { actions: 'searchBusinesses' },
} as const;

/** A submit: the draft's refusals, or on to the state that sends it. */
const submitTo = <T extends string>(target: T) =>
  [
    { guard: 'isDraftInvalid', actions: 'refuseDraft' },
    { target, actions: 'acceptDraft' },
  ] as const;

export const userFormMachine = setup({
  types: {
    context: {} as UserFormContext,
    events: {} as UserFormEvent,
    input: {} as UserFormInput,
    output: {} as ManagedUser | null,
  },
  guards: {
    isCreating: ({ context }) => context.mode === 'create',
    startsEditing: ({ context }) =>
      context.startEditing && context.canEdit && context.user !== null,
    canEdit: ({ context }) => context.canEdit && context.user !== null,
    isDraftInvalid: ({ context }) => hasErrors(errorsOf(context)),
    canResetSecondFactor: ({ context }) => context.canEdit && context.user?.two_factor === true,
  },
  actions: {
    changeField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? withDraft(context, { ...context.draft, [event.field]: event.value })
        : {},
    ),
    changeRole: assign(({ context, event }) =>
      event.type === 'role.change' ? withDraft(context, withRole(context.draft, event.role)) : {},
    ),
    toggleBusiness: assign(({ context, event }) =>
      event.type === 'business.toggle'
        ? withDraft(context, toggleBusiness(context.draft, event.business))
        : {},
    ),
    /** The draft's refusals, shown from now on. */
    refuseDraft: assign(({ context }) => ({
      fieldErrors: errorsOf(context),
      showFieldErrors: true,
      formError: null,
    })),
    acceptDraft: assign({ fieldErrors: {}, formError: null }),
    /** Edit mode (again) from the person as saved: nothing typed before survives a cancel. */
    restoreDraft: assign(({ context }) => fromRecord(context)),
    searchBusinesses: assign({
      businessQuery: ({ context, event }) =>
        event.type === 'businessSearch.change' ? event.query : context.businessQuery,
    }),
    /** Tells the users list the person as saved (the list shows them and says so). */
    announceSaved: sendParent((_, params: { user: ManagedUser }): UserSavedEvent => ({
      type: 'user.saved',
      ...params,
    })),
  },
  actors: {
    createUser: fromPromise<ManagedUser, CreateUserInput>(async () => {
      throw new Error('createUser not provided');
    }),
    saveUser: fromPromise<ManagedUser, EditUserInput>(async () => {
      throw new Error('saveUser not provided');
    }),
    resetSecondFactor: fromPromise<void, { userId: string }>(async () => {
      throw new Error('resetSecondFactor not provided');
    }),
  },
}).createMachine({
  id: 'userForm',
  context: ({ input }) => ({
    ...initialUserFormContext,
    mode: input.mode,
    user: input.user ?? null,
    startEditing: input.startEditing ?? false,
    canEdit: input.canEdit,
    actorId: input.actorId,
    adminCount: input.adminCount,
    businesses: input.businesses,
    draft: input.user ? draftOfUser(input.user) : emptyUserDraft,
  }),
  initial: 'opening',
  output: ({ context }) => context.user,
  states: {
    opening: {
      always: [
        { guard: 'isCreating', target: 'create' },
        { guard: 'startsEditing', target: 'edit.editing' },
        { target: 'edit.viewing' },
      ],
    },
    create: {
      initial: 'editing',
      states: {
        editing: {
          on: { ...DRAFT_EVENTS, 'form.submit': submitTo('submitting') },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'createUser',
            src: 'createUser',
            input: ({ context }) => toCreateUserInput(context.draft),
            onDone: {
              target: '#userForm.done',
              actions: assign({ user: ({ event }) => event.output }),
            },
            // Everything typed stays; the modal says why (the server's refusal as returned).
            onError: {
              target: 'editing',
              actions: assign({
                formError: ({ event }) => failureMessage(event.error, USER_CREATE_FAILED),
              }),
            },
          },
        },
      },
    },
    edit: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'edit.start': {
              guard: 'canEdit',
              target: 'editing',
              actions: ['restoreDraft', assign({ notice: null })],
            },
            'secondFactor.reset': {
              guard: 'canResetSecondFactor',
              target: 'confirmingReset',
              actions: assign({ notice: null, formError: null }),
            },
          },
        },
        confirmingReset: {
          on: {
            'secondFactor.confirm': 'resettingSecondFactor',
            'secondFactor.cancel': 'viewing',
          },
        },
        // The person signs in with the password alone until they set a new one up (or at their
        // next sign-in, where the role requires it); the server ends their sessions.
        resettingSecondFactor: {
          tags: ['busy'],
          invoke: {
            id: 'resetSecondFactor',
            src: 'resetSecondFactor',
            input: ({ context }) => ({ userId: (context.user as ManagedUser).id }),
            onDone: {
              target: 'viewing',
              actions: [
                assign({
                  user: ({ context }) => ({ ...(context.user as ManagedUser), two_factor: false }),
                  notice: TOTP_RESET_DONE,
                }),
                {
                  type: 'announceSaved',
                  params: ({ context }) => ({
                    user: { ...(context.user as ManagedUser), two_factor: false },
                  }),
                },
              ],
            },
            onError: {
              target: 'viewing',
              actions: assign({
                formError: ({ event }) => failureMessage(event.error, TOTP_RESET_FAILED),
              }),
            },
          },
        },
        editing: {
          on: {
            'edit.cancel': {
              target: 'viewing',
              actions: 'restoreDraft',
            },
            ...DRAFT_EVENTS,
            'form.submit': submitTo('saving'),
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveUser',
            src: 'saveUser',
            input: ({ context }) => toEditUserInput(context.user as ManagedUser, context.draft),
            onDone: {
              target: 'viewing',
              actions: [
                assign(({ event }) => ({
                  user: event.output,
                  draft: draftOfUser(event.output),
                  businessQuery: '',
                  showFieldErrors: false,
                })),
                { type: 'announceSaved', params: ({ event }) => ({ user: event.output }) },
              ],
            },
            // the error catalogue in docs/product.md shows 'Failed to update user. Please try again.' as a browser alert; we
            // show it (or the server's refusal) as an accessible alert inside the modal, which
            // stays in edit mode with everything typed.
            onError: {
              target: 'editing',
              actions: assign({
                formError: ({ event }) => failureMessage(event.error, USER_UPDATE_FAILED),
              }),
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type UserFormMachine = typeof userFormMachine;
export type UserFormSnapshot = SnapshotFrom<typeof userFormMachine>;
