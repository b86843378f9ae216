import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { guessAuthType, type AuthType, type Session } from '../model/session';
import { CONNECTION_ERROR } from '../messages';
import { failureMessage } from '../validation/failure';
import { hasErrors, validateLogin, type FieldErrors, type LoginField } from '../validation/rules';
import { validateSecondFactor, type SecondFactorMethod } from '../two-factor/two-factor-rules';
import {
  isSecondStepChallenge,
  type ConfirmSetupInput,
  type ConfirmSetupOutput,
  type SecondStepChallenge,
  type SecondStepView,
  type TotpSetup,
  type VerifySecondFactorInput,
} from './second-step';

export type LoginInput = { authType: AuthType; key: string; password: string };
/**
 * The session of an accepted login, or the second step that must come first. Every failure
 * REJECTS (the actor outcome convention): a refusal with the api-client's `ApiFailure`, whose
 * `message` is the server's error or message, else the product's 'Erro ao fazer login...' (or
 * 'Erro de conexão...' when no answer came); a thrown `Error` shows the product's connection error.
 */
export type LoginOutput = Session | SecondStepChallenge;

export type LoginContext = {
  key: string;
  password: string;
  /** Guessed while typing, sent with the login. */
  authType: AuthType;
  errors: FieldErrors<LoginField>;
  /** Server refusal or connection problem, shown above the button. */
  formError: string | null;
  session: Session | null;
  /** The second step after a right password: its kind and the token only it accepts. */
  challenge: SecondStepChallenge | null;
  /** The app's 6-digit code, or a recovery code. */
  method: SecondFactorMethod;
  code: string;
  codeError: string | undefined;
  /** The key and QR code of a setup at sign-in. */
  setup: TotpSetup | null;
  /** Shown once after a setup at sign-in, before the portal. */
  recoveryCodes: string[];
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** Between the app's code and a recovery code. */
  | { type: 'method.toggle' }
  /** Back to the password (the step's token is dropped). */
  | { type: 'secondStep.cancel' }
  | { type: 'setup.retry' }
  /** The recovery codes were kept: on to the portal. */
  | { type: 'recoveryCodes.confirm' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as Session,
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateLogin(context)),
    isCodeValid: ({ context }) => !validateSecondFactor(context.method, context.code),
    needsCode: (_, output: LoginOutput) =>
      isSecondStepChallenge(output) && output.secondStep === 'code',
    needsSetup: (_, output: LoginOutput) =>
      isSecondStepChallenge(output) && output.secondStep === 'setup',
  },
  actions: {
    /** Portal: hand the session to the app-wide session actor (`session.login`). */
    notifyLoggedIn: (_, _params: { session: Session }) => {
      throw new Error('notifyLoggedIn not provided');
    },
    refuseCode: assign({
      codeError: ({ context }) => validateSecondFactor(context.method, context.code),
    }),
    clearCode: assign({ code: '', codeError: undefined, formError: null }),
    changeCode: assign(({ event }) =>
      event.type === 'code.change' ? { code: event.value, codeError: undefined } : {},
    ),
  },
  actors: {
    login: fromPromise<LoginOutput, LoginInput>(async () => {
      throw new Error('login not provided');
    }),
    verifySecondFactor: fromPromise<Session, VerifySecondFactorInput>(async () => {
      throw new Error('verifySecondFactor not provided');
    }),
    beginSetup: fromPromise<TotpSetup, { token: string }>(async () => {
      throw new Error('beginSetup not provided');
    }),
    confirmSetup: fromPromise<ConfirmSetupOutput, ConfirmSetupInput>(async () => {
      throw new Error('confirmSetup not provided');
    }),
  },
}).createMachine({
  id: 'loginForm',
  context: {
    key: '',
    password: '',
    authType: 'business',
    errors: {},
    formError: null,
    session: null,
    challenge: null,
    method: 'code',
    code: '',
    codeError: undefined,
    setup: null,
    recoveryCodes: [],
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            authType: event.field === 'key' ? guessAuthType(event.value.trim()) : context.authType,
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({ errors: {}, formError: null }),
          },
          { actions: assign({ errors: ({ context }) => validateLogin(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          authType: context.authType,
          key: context.key.trim(),
          password: context.password,
        }),
        onDone: [
          {
            guard: { type: 'needsCode', params: ({ event }) => event.output },
            target: 'code',
            actions: assign({ challenge: ({ event }) => event.output as SecondStepChallenge }),
          },
          {
            guard: { type: 'needsSetup', params: ({ event }) => event.output },
            target: 'setup',
            actions: assign({ challenge: ({ event }) => event.output as SecondStepChallenge }),
          },
          {
            target: 'success',
            actions: assign({ session: ({ event }) => event.output as Session }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            formError: ({ event }) => failureMessage(event.error, CONNECTION_ERROR),
          }),
        },
      },
    },
    code: {
      initial: 'editing',
      entry: ['clearCode', assign({ method: 'code' })],
      on: {
        'secondStep.cancel': {
          target: 'editing',
          actions: [assign({ challenge: null, password: '' }), 'clearCode'],
        },
      },
      states: {
        editing: {
          on: {
            'code.change': { actions: 'changeCode' },
            'method.toggle': {
              actions: [
                assign({
                  method: ({ context }) => (context.method === 'code' ? 'recovery' : 'code'),
                }),
                'clearCode',
              ],
            },
            'code.submit': [
              { guard: 'isCodeValid', target: 'verifying', actions: assign({ formError: null }) },
              { actions: 'refuseCode' },
            ],
          },
        },
        verifying: {
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context }) => ({
              token: context.challenge?.token ?? '',
              method: context.method,
              code: context.code,
            }),
            onDone: {
              target: '#loginForm.success',
              actions: assign({ session: ({ event }) => event.output }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                code: '',
                formError: ({ event }) => failureMessage(event.error, CONNECTION_ERROR),
              }),
            },
          },
        },
      },
    },
    setup: {
      initial: 'loading',
      entry: 'clearCode',
      on: {
        'secondStep.cancel': {
          target: 'editing',
          actions: [assign({ challenge: null, password: '', setup: null }), 'clearCode'],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'beginSetup',
            src: 'beginSetup',
            input: ({ context }) => ({ token: context.challenge?.token ?? '' }),
            onDone: {
              target: 'editing',
              actions: assign({ setup: ({ event }) => event.output, formError: null }),
            },
            onError: {
              target: 'failure',
              actions: assign({
                formError: ({ event }) => failureMessage(event.error, CONNECTION_ERROR),
              }),
            },
          },
        },
        failure: {
          on: { 'setup.retry': 'loading' },
        },
        editing: {
          on: {
            'code.change': { actions: 'changeCode' },
            'code.submit': [
              { guard: 'isCodeValid', target: 'confirming', actions: assign({ formError: null }) },
              { actions: 'refuseCode' },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmSetup',
            src: 'confirmSetup',
            input: ({ context }) => ({ token: context.challenge?.token ?? '', code: context.code }),
            onDone: {
              target: 'codes',
              actions: assign({
                session: ({ event }) => event.output.session,
                recoveryCodes: ({ event }) => event.output.recoveryCodes,
              }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                code: '',
                formError: ({ event }) => failureMessage(event.error, CONNECTION_ERROR),
              }),
            },
          },
        },
        codes: {
          // The session exists already; the portal waits until the codes were seen.
          on: { 'recoveryCodes.confirm': '#loginForm.success' },
        },
      },
    },
    success: {
      type: 'final',
      entry: {
        type: 'notifyLoggedIn',
        params: ({ context }) => ({ session: context.session as Session }),
      },
    },
  },
  output: ({ context }) => context.session as Session,
});

export type LoginMachine = typeof loginMachine;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The second step as the login screen draws it, or null while the password is asked. */
export function selectSecondStepView(snapshot: LoginSnapshot): SecondStepView | null {
  const { context } = snapshot;
  const common = { code: context.code, error: context.codeError, formError: context.formError };
  if (snapshot.matches('code')) {
    const status = snapshot.matches({ code: 'verifying' }) ? 'submitting' : 'editing';
    return { kind: 'code', status, method: context.method, ...common };
  }
  if (!snapshot.matches('setup')) return null;
  const value = (snapshot.value as { setup: string }).setup;
  const status =
    value === 'confirming' ? 'submitting' : (value as 'loading' | 'failure' | 'editing' | 'codes');
  return {
    kind: 'setup',
    status,
    setup: context.setup,
    recoveryCodes: context.recoveryCodes,
    ...common,
  };
}
