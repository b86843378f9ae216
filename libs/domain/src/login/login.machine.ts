import { assign, fromPromise, setup } from 'xstate';
import { guessAuthType, type AuthType, type Session } from '../model/session';
import { CONNECTION_ERROR, LOGIN_FAILED } from '../messages';
import { hasErrors, validateLogin, type FieldErrors, type LoginField } from '../validation/rules';

export type LoginInput = { authType: AuthType; key: string; password: string };
/**
 * What the portal's login actor resolves with. A refused login is a normal answer
 * (`ok: false`, with the server's error or message when it sent one); the actor REJECTS only
 * when the server could not be reached, which the form reports as a connection error.
 */
export type LoginOutput = { ok: true; session: Session } | { ok: false; message?: string | null };

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
    isLoginAccepted: (_, output: LoginOutput) => output.ok,
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
        onDone: [
          {
            guard: { type: 'isLoginAccepted', params: ({ event }) => event.output },
            target: 'success',
            actions: assign({
              session: ({ event }) => (event.output.ok ? event.output.session : null),
            }),
          },
          {
            target: 'editing',
            actions: assign({
              formError: ({ event }) => (!event.output.ok && event.output.message) || LOGIN_FAILED,
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ formError: CONNECTION_ERROR }) },
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
