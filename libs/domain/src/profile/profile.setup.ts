import { assign, fromPromise, setup } from 'xstate';
import { validateImage } from '../validation/images';
import { validateChangePassword, type ChangePasswordValues } from '../validation/account-rules';
import { hasErrors } from '../validation/rules';
import type {
  ChangePasswordInput,
  ChangePasswordOutput,
  LoadProfileOutput,
  Profile,
  ProfileContext,
  ProfileEvent,
  ProfileMessage,
  RequestErasureInput,
  RequestErasureOutput,
  SaveMailSwitchesInput,
  SaveProfileInput,
  SaveProfileOutput,
} from './profile';
import { currentPasswordError } from './profile-email';
import { TOAST_MS } from '../toast/toast-region';

// The profile machine's setup: its types, guards, actions, actors and delays. The machine is in
// profile.machine.ts, the e-mail switches' region in profile-mail.ts, the erasure request's in
// profile-erasure.ts.

export const emptyPassword: ChangePasswordValues = { oldPassword: '', newPassword: '' };
/** Edit mode closed: nothing typed, picked or refused. */
export const closedEditor = {
  draft: null,
  submitted: null,
  picture: null,
  pictureError: null,
  currentPassword: '',
  currentPasswordError: null,
} as const;

export const error = (text: string): ProfileMessage => ({ tone: 'error', text });
export const success = (text: string): ProfileMessage => ({ tone: 'success', text });

export const profileSetup = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  guards: {
    isClosed: ({ context }) => !context.open,
    hasMailSwitches: ({ context }) => !!context.profile?.mail,
    canAskErasure: ({ context }) =>
      !!context.profile?.erasure && context.profile.erasure.requestedAt === null,
    hasOpenErasure: ({ context }) => !!context.profile?.erasure?.requestedAt,
    hasErasurePassword: ({ context }) => context.erasurePassword.length > 0,
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
    saveMailSwitches: fromPromise<void, SaveMailSwitchesInput>(async () => {
      throw new Error('saveMailSwitches not provided');
    }),
    requestErasure: fromPromise<RequestErasureOutput, RequestErasureInput>(async () => {
      throw new Error('requestErasure not provided');
    }),
    withdrawErasure: fromPromise<void, void>(async () => {
      throw new Error('withdrawErasure not provided');
    }),
  },
  delays: {
    // The modal's messages (successes and errors) vanish after 3 s, as toasts do.
    messageDelay: TOAST_MS,
  },
});
