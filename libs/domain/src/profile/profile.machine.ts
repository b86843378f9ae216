import { assign, enqueueActions, raise, type SnapshotFrom } from 'xstate';
import { failureMessage } from '../validation/failure';
import { validateChangePassword } from '../validation/account-rules';
import {
  PASSWORD_CHANGED,
  PASSWORD_CHANGE_FAILED,
  PROFILE_LOAD_FAILED,
  PROFILE_UPDATED,
  PROFILE_UPDATE_FAILED,
} from '../messages';
import { fieldsOf, initialProfileContext, type Profile, type ProfileFields } from './profile';
import { changesEmail, currentPasswordError } from './profile-email';
import { closedEditor, emptyPassword, error, profileSetup, success } from './profile.setup';
import { mailRegion } from './profile-mail';
import { erasureRegion } from './profile-erasure';

/** Edit mode's changes, also taken while a save is on its way. */
const draftChanges = {
  'field.change': { actions: 'changeDraft' },
  'picture.select': { actions: 'choosePicture' },
  'currentPassword.change': { actions: 'changeCurrentPassword' },
} as const;

/** Opening the modal (while it is closed) starts afresh: see `prepareOpening`. */
const opening = { guard: 'isClosed', actions: 'prepareOpening' } as const;

export const profileMachine = profileSetup.createMachine({
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
                    mail: context.profile?.mail ?? null,
                    erasure: context.profile?.erasure ?? null,
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
    // The profile tab's e-mail switches, saved apart from its fields.
    mail: mailRegion,
    // The profile tab's request to erase the account, asked and withdrawn apart from its fields.
    erasure: erasureRegion,
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
