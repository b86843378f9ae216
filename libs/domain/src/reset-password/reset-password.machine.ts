import { assign, fromPromise, setup } from 'xstate';
import {
  RESET_LINK_INVALID,
  RESET_PASSWORD_FAILED,
  RESET_TOKEN_MISSING,
  RESET_TOKEN_VERIFY_FAILED,
} from '../messages';
import { validateResetPassword } from '../validation/rules';

/** SPEC §9: after a successful reset the page sends the person to login after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3000;

export type VerifyResetTokenInput = { token: string };
/** The reply of verify-reset-token; `error` is shown when present. */
export type VerifyResetTokenOutput = { valid: boolean; userName?: string; error?: string };

export type ResetPasswordInput = { token: string; newPassword: string };
export type ResetPasswordOutput = { success: boolean };

export type ResetPasswordMachineInput = { token: string | null };

export type ResetPasswordField = 'password' | 'confirmPassword';

export type ResetPasswordContext = {
  token: string | null;
  userName: string;
  password: string;
  confirmPassword: string;
  /** Validation or server error shown on the form; both fields turn red while it is set. */
  error: string | null;
  /** Why the link cannot be used (invalid state). */
  invalidReason: string | null;
};

export type ResetPasswordEvent =
  { type: 'field.change'; field: ResetPasswordField; value: string } | { type: 'form.submit' };

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordMachineInput,
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    isTokenValid: (_, output: VerifyResetTokenOutput) => output.valid === true,
    isFormValid: ({ context }) => validateResetPassword(context) === undefined,
    isResetSuccessful: (_, output: ResetPasswordOutput) => output.success === true,
  },
  actions: {
    /** Portal: react-router navigate. */
    navigate: notProvided('navigate') as (_: unknown, params: { to: string }) => void,
  },
  actors: {
    verifyResetToken: fromPromise<VerifyResetTokenOutput, VerifyResetTokenInput>(async () => {
      throw new Error('verifyResetToken not provided');
    }),
    resetPassword: fromPromise<ResetPasswordOutput, ResetPasswordInput>(async () => {
      throw new Error('resetPassword not provided');
    }),
  },
  delays: {
    redirectDelay: RESET_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    userName: '',
    password: '',
    confirmPassword: '',
    error: null,
    invalidReason: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [
        { guard: 'hasToken', target: 'verifying' },
        { target: 'invalid', actions: assign({ invalidReason: RESET_TOKEN_MISSING }) },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyResetToken',
        src: 'verifyResetToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isTokenValid', params: ({ event }) => event.output },
            target: 'form',
            actions: assign({ userName: ({ event }) => event.output.userName ?? '' }),
          },
          {
            target: 'invalid',
            actions: assign({
              invalidReason: ({ event }) => event.output.error || RESET_LINK_INVALID,
            }),
          },
        ],
        onError: {
          target: 'invalid',
          actions: assign({ invalidReason: RESET_TOKEN_VERIFY_FAILED }),
        },
      },
    },
    invalid: {},
    form: {
      on: {
        'field.change': {
          // SPEC: the error clears on editing either field.
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => validateResetPassword(context) ?? null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token ?? '', newPassword: context.password }),
        onDone: [
          {
            guard: { type: 'isResetSuccessful', params: ({ event }) => event.output },
            target: 'success',
          },
          { target: 'form', actions: assign({ error: RESET_PASSWORD_FAILED }) },
        ],
        onError: { target: 'form', actions: assign({ error: RESET_PASSWORD_FAILED }) },
      },
    },
    success: {
      after: { redirectDelay: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/' } },
    },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
