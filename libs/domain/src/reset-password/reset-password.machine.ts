import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FormStatus } from '../model/status';
import { RESET_PASSWORD_FAILED, RESET_TOKEN_MISSING, RESET_TOKEN_VERIFY_FAILED } from '../messages';
import { failureMessage } from '../validation/failure';
import { validateResetPassword } from '../validation/account-rules';
import { routes } from '../routes';

/** docs/product.md, Limits: after a successful reset the page sends the person to login after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3000;

export type VerifyResetTokenInput = { token: string };
/**
 * A link the server calls valid, with the name to greet. Every other answer REJECTS (the actor
 * outcome convention) with the api-client's `ApiFailure`, whose `message` says why ('Link de
 * redefinição de senha inválido ou expirado', 'Erro ao verificar token'); a thrown `Error` shows
 * 'Erro ao verificar token'.
 */
export type VerifyResetTokenOutput = { userName: string };

export type ResetPasswordInput = { token: string; newPassword: string };
/**
 * Resolves (value ignored) when the server accepted the new password; rejects otherwise, with
 * the failure's text shown, else 'Erro ao redefinir senha...'.
 */
export type ResetPasswordOutput = unknown;

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

/** Before the link is checked (the token comes from the input); stories start fixtures from it. */
export const initialResetPasswordContext: ResetPasswordContext = {
  token: null,
  userName: '',
  password: '',
  confirmPassword: '',
  error: null,
  invalidReason: null,
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
    isFormValid: ({ context }) => validateResetPassword(context) === undefined,
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
  context: ({ input }) => ({ ...initialResetPasswordContext, token: input.token }),
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
        onDone: {
          target: 'form',
          actions: assign({ userName: ({ event }) => event.output.userName }),
        },
        onError: {
          target: 'invalid',
          actions: assign({
            invalidReason: ({ event }) => failureMessage(event.error, RESET_TOKEN_VERIFY_FAILED),
          }),
        },
      },
    },
    invalid: {},
    form: {
      on: {
        'field.change': {
          // docs/product.md: the error clears on editing either field.
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
        onDone: 'success',
        onError: {
          target: 'form',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, RESET_PASSWORD_FAILED),
          }),
        },
      },
    },
    success: {
      after: { redirectDelay: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: { type: 'navigate', params: { to: routes.login } },
    },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

/** The reset page's view of the machine. */
export type ResetPasswordView = {
  /** The link is checked (`loading`), unusable (`failure`), or the form: filled, sent, accepted. */
  status: 'loading' | 'failure' | FormStatus;
  /** Greets the person on the form. */
  userName: string;
  /** Why the link cannot be used, in `failure`. */
  invalidMessage: string | null;
  values: Record<ResetPasswordField, string>;
  /** Validation or server error; both fields turn red while it is set. */
  error: string | null;
};

/**
 * What the reset page reads from the machine: a running actor's snapshot in the app, a
 * `resetPasswordMachine.resolveState({ value, context })` in stories.
 */
export function selectResetPasswordView(snapshot: ResetPasswordSnapshot): ResetPasswordView {
  const { context } = snapshot;
  const status: ResetPasswordView['status'] =
    snapshot.matches('checkingLink') || snapshot.matches('verifying')
      ? 'loading'
      : snapshot.matches('invalid')
        ? 'failure'
        : snapshot.matches('submitting')
          ? 'submitting'
          : snapshot.matches('success') || snapshot.matches('redirected')
            ? 'done'
            : 'editing';
  return {
    status,
    userName: context.userName,
    invalidMessage: context.invalidReason,
    values: { password: context.password, confirmPassword: context.confirmPassword },
    error: context.error,
  };
}
