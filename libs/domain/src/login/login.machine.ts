import { assign, fromPromise, setup } from 'xstate';
import { guessAuthType, type AuthType, type Session } from '../model/session';
import { CONNECTION_ERROR } from '../messages';
import { failureMessage } from '../validation/failure';
import { hasErrors, validateLogin, type FieldErrors, type LoginField } from '../validation/rules';

export type LoginInput = { authType: AuthType; key: string; password: string };
/**
 * The session of an accepted login. Every failure REJECTS (the actor outcome convention): a
 * refusal with the api-client's `ApiFailure`, whose `message` is the server's error or message,
 * else the product's 'Erro ao fazer login...' (or 'Erro de conexão...' when no answer came); a thrown
 * `Error` shows the product's connection error.
 */
export type LoginOutput = Session;

export type LoginContext = {
  key: string;
  password: string;
  /** Guessed while typing, sent with the login. */
  authType: AuthType;
  errors: FieldErrors<LoginField>;
  /** Server refusal or connection problem, shown above the button. */
  formError: string | null;
  session: Session | null;
};

export type LoginEvent =
  { type: 'field.change'; field: LoginField; value: string } | { type: 'form.submit' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as Session,
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(validateLogin(context)),
  },
  actions: {
    /** Portal: hand the session to the app-wide session actor (`session.login`). */
    notifyLoggedIn: (_, _params: { session: Session }) => {
      throw new Error('notifyLoggedIn not provided');
    },
  },
  actors: {
    login: fromPromise<LoginOutput, LoginInput>(async () => {
      throw new Error('login not provided');
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
        onDone: {
          target: 'success',
          actions: assign({ session: ({ event }) => event.output }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            formError: ({ event }) => failureMessage(event.error, CONNECTION_ERROR),
          }),
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
