import { assign, enqueueActions, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage } from '../validation/failure';
import { validateImage } from '../validation/images';
import { validateChangePassword, type ChangePasswordValues } from '../validation/account-rules';
import { hasErrors } from '../validation/rules';
import {
  PASSWORD_CHANGED,
  PASSWORD_CHANGE_FAILED,
  PROFILE_LOAD_FAILED,
  PROFILE_UPDATED,
  PROFILE_UPDATE_FAILED,
} from '../messages';
import {
  fieldsOf,
  initialProfileContext,
  type ChangePasswordInput,
  type ChangePasswordOutput,
  type LoadProfileOutput,
  type Profile,
  type ProfileContext,
  type ProfileEvent,
  type ProfileFields,
  type ProfileMessage,
  type SaveProfileInput,
  type SaveProfileOutput,
} from './profile';
import { changesEmail, currentPasswordError } from './profile-email';
import { TOAST_MS } from '../toast/toast-region';

const emptyPassword: ChangePasswordValues = { oldPassword: '', newPassword: '' };
const closedEditor = {
  draft: null,
  submitted: null,
  picture: null,
  pictureError: null,
  currentPassword: '',
  currentPasswordError: null,
} as const;

const error = (text: string): ProfileMessage => ({ tone: 'error', text });
const success = (text: string): ProfileMessage => ({ tone: 'success', text });

/** Edit mode's changes, also taken while a save is on its way. */
const draftChanges = {
  'field.change': { actions: 'changeDraft' },
  'picture.select': { actions: 'choosePicture' },
  'currentPassword.change': { actions: 'changeCurrentPassword' },
} as const;

/** Opening the modal (while it is closed) starts afresh: see `prepareOpening`. */
const opening = { guard: 'isClosed', actions: 'prepareOpening' } as const;

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  guards: {
    isClosed: ({ context }) => !context.open,
    isOtherTab: ({ context, event }) => event.type === 'tab.select' && event.tab !== context.tab,
    hasCurrentPasswordIfNeeded: ({ context }) => currentPasswordError(context) === undefined,
    isPasswordFormValid: ({ context }) =>
      !hasErrors(validateChangePassword(context.passwordValues)),
  },
  actions: {
    /** The profile tab, nothing typed or picked, no password errors. */
    prepareOpening: assign({
      ...closedEditor,
      open: true,
      tab: 'profile' as const,
      passwordValues: emptyPassword,
      passwordErrors: {},
    }),
    changeDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'field.change' && context.draft
          ? { ...context.draft, [event.field]: event.value }
          : context.draft,
    }),
    changeCurrentPassword: assign(({ event }) =>
      event.type === 'currentPassword.change'
        ? { currentPassword: event.value, currentPasswordError: null }
        : {},
    ),
    // docs/product.md, Limits: 2 MB. A refused file leaves the earlier pick as it was.
    choosePicture: assign(({ event }) => {
      if (event.type !== 'picture.select') return {};
      const refusal = validateImage(event.file, 'profilePicture');
      return refusal ? { pictureError: refusal } : { picture: event.file, pictureError: null };
    }),
    keepNotice: assign({
      message: ({ context, event }) =>
        event.type === 'notice.show' ? event.message : context.message,
    }),
    keepPasswordNotice: assign({
      passwordMessage: ({ context, event }) =>
        event.type === 'passwordNotice.show' ? event.message : context.passwordMessage,
    }),
    /**
     * Portal: the saved profile is who the shells show (`session.userChanged`): the top bar's
     * name changes at once, as its picture does from `profile`.
     */
    profileSaved: (_, _params: { profile: Profile }) => {
      throw new Error('profileSaved not provided');
    },
    /** Portal: store the fresh token in place of the old one (`session.tokenReplaced`). */
    replaceToken: (_, _params: { token: string }) => {
      throw new Error('replaceToken not provided');
    },
  },
  actors: {
    loadProfile: fromPromise<LoadProfileOutput, void>(async () => {
      throw new Error('loadProfile not provided');
    }),
    saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async () => {
      throw new Error('saveProfile not provided');
    }),
    changePassword: fromPromise<ChangePasswordOutput, ChangePasswordInput>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  delays: {
    // The modal's messages (successes and errors) vanish after 3 s, as toasts do.
    messageDelay: TOAST_MS,
  },
}).createMachine({
  id: 'profile',
  type: 'parallel',
  context: initialProfileContext,
  on: {
    'modal.close': { actions: assign({ open: false }) },
    // A tab's form starts afresh each time it is shown: what was typed in the tab left (and a
    // picked picture) is forgotten. Errors and messages stay for their 3 s.
    'tab.select': {
      guard: 'isOtherTab',
      actions: assign(({ context, event }) => ({
        tab: event.tab,
        draft: context.draft && context.profile ? fieldsOf(context.profile) : context.draft,
        picture: null,
        pictureError: null,
        currentPassword: '',
        currentPasswordError: null,
        passwordValues: emptyPassword,
      })),
    },
  },
  states: {
    // Loading, reading and editing the profile (the 'Perfil' tab).
    record: {
      initial: 'idle',
      on: {
        // Each opening starts afresh on the profile tab and reads the profile again.
        'modal.open': { ...opening, target: '.loading' },
      },
      states: {
        /** Never opened: nothing read yet. */
        idle: {},
        loading: {
          // An opening while a read is on its way reads again. (A transition of the region
          // itself that re-enters would exit every region of the parallel root: the password
          // change in flight with them.)
          on: { 'modal.open': { ...opening, target: 'loading', reenter: true } },
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: {
              target: 'viewing',
              actions: assign({ profile: ({ event }) => event.output }),
            },
            // The box says the product's text; the message (e.g. 'Dados de autenticação ausentes')
            // runs its 3 s as for any other failure.
            onError: {
              target: 'failure',
              actions: raise(({ event }) => ({
                type: 'notice.show' as const,
                message: error(failureMessage(event.error, PROFILE_LOAD_FAILED)),
              })),
            },
          },
        },
        failure: {
          on: { 'load.retry': 'loading' },
        },
        viewing: {
          on: {
            'edit.start': {
              target: 'editing',
              actions: assign(({ context }) => ({
                ...closedEditor,
                draft: context.profile ? fieldsOf(context.profile) : null,
              })),
            },
          },
        },
        editing: {
          on: {
            ...draftChanges,
            'edit.cancel': { target: 'viewing', actions: assign(closedEditor) },
            'form.submit': [
              {
                guard: 'hasCurrentPasswordIfNeeded',
                target: 'saving',
                actions: assign({
                  submitted: ({ context }) => context.draft,
                  currentPasswordError: null,
                }),
              },
              {
                actions: assign({
                  currentPasswordError: ({ context }) => currentPasswordError(context) ?? null,
                }),
              },
            ],
          },
        },
        saving: {
          // The form stays open while it saves: what is typed or picked meanwhile is kept for a
          // failed save to show (the request already went with the earlier values).
          on: draftChanges,
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => ({
              fields: context.draft as ProfileFields,
              picture: context.picture,
              currentPassword: changesEmail(context) ? context.currentPassword : null,
            }),
            onDone: {
              target: 'viewing',
              actions: [
                assign(({ context, event }) => ({
                  ...closedEditor,
                  profile: event.output.profile ?? {
                    ...(context.submitted as ProfileFields),
                    profile_picture: context.profile?.profile_picture ?? null,
                  },
                })),
                {
                  type: 'profileSaved',
                  params: ({ context }) => ({ profile: context.profile as Profile }),
                },
                // An e-mail change ended every other session; this one goes on with the new token.
                enqueueActions(({ event, enqueue }) => {
                  const { token } = event.output;
                  if (token) enqueue({ type: 'replaceToken', params: { token } });
                }),
                raise({ type: 'notice.show', message: success(PROFILE_UPDATED) }),
              ],
            },
            // A failure stays in edit mode with what was typed and picked.
            onError: {
              target: 'editing',
              actions: [
                assign({ submitted: null }),
                raise(({ event }) => ({
                  type: 'notice.show' as const,
                  message: error(failureMessage(event.error, PROFILE_UPDATE_FAILED)),
                })),
              ],
            },
          },
        },
      },
    },
    // The 'Alterar senha' tab's form.
    password: {
      initial: 'editing',
      on: {
        'password.field.change': {
          actions: assign({
            passwordValues: ({ context, event }) => ({
              ...context.passwordValues,
              [event.field]: event.value,
            }),
          }),
        },
      },
      states: {
        editing: {
          on: {
            'password.submit': [
              {
                guard: 'isPasswordFormValid',
                target: 'submitting',
                actions: assign({ passwordErrors: {} }),
              },
              {
                actions: assign({
                  passwordErrors: ({ context }) => validateChangePassword(context.passwordValues),
                }),
              },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => context.passwordValues,
            onDone: {
              target: 'editing',
              actions: [
                { type: 'replaceToken', params: ({ event }) => ({ token: event.output.token }) },
                // The passwords do not linger on screen once changed.
                assign({ passwordValues: emptyPassword }),
                raise({ type: 'passwordNotice.show', message: success(PASSWORD_CHANGED) }),
              ],
            },
            // docs/product.md, The wire format: a failure reply carries the text to show, else the product's.
            onError: {
              target: 'editing',
              actions: raise(({ event }) => ({
                type: 'passwordNotice.show' as const,
                message: error(failureMessage(event.error, PASSWORD_CHANGE_FAILED)),
              })),
            },
          },
        },
      },
    },
    // The profile tab's message: a new one replaces the old and starts its 3 s again.
    notice: {
      initial: 'hidden',
      on: { 'modal.open': { guard: 'isClosed', target: '.hidden' } },
      states: {
        hidden: {
          entry: assign({ message: null }),
          on: { 'notice.show': { target: 'shown', actions: 'keepNotice' } },
        },
        shown: {
          on: { 'notice.show': { target: 'shown', reenter: true, actions: 'keepNotice' } },
          after: { messageDelay: 'hidden' },
        },
      },
    },
    // The password tab's message, on its own clock.
    passwordNotice: {
      initial: 'hidden',
      on: { 'modal.open': { guard: 'isClosed', target: '.hidden' } },
      states: {
        hidden: {
          entry: assign({ passwordMessage: null }),
          on: { 'passwordNotice.show': { target: 'shown', actions: 'keepPasswordNotice' } },
        },
        shown: {
          on: {
            'passwordNotice.show': {
              target: 'shown',
              reenter: true,
              actions: 'keepPasswordNotice',
            },
          },
          after: { messageDelay: 'hidden' },
        },
      },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
