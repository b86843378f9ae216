import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  TOTP_DISABLED,
  TOTP_ENABLED,
  TOTP_LOAD_FAILED,
  TOTP_PASSWORD_REQUIRED,
  TOTP_SAVE_FAILED,
} from '../messages';
import { failureMessage } from '../validation/failure';
import type { TotpSetup } from '../login/second-step';
import { validateSecondFactor, type SecondFactorMethod } from './two-factor-rules';

// The person's own second factor in the profile modal (docs/product.md, Profile modal): its state
// loaded, then 'off' → the current password → a new key and QR code → a first code of the app →
// the ten recovery codes, shown once → 'on'; and 'on' → a code (or a recovery code) → 'off', unless the role requires it.

export type TwoFactorState = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
export type DisableTwoFactorInput = { method: SecondFactorMethod; code: string };

export type TwoFactorContext = {
  state: TwoFactorState | null;
  setup: TotpSetup | null;
  method: SecondFactorMethod;
  /** The current password, asked before a key is made (a session alone must not set one). */
  password: string;
  passwordError: string | undefined;
  code: string;
  codeError: string | undefined;
  /** A refusal or failure, shown in the panel. */
  formError: string | null;
  /** Shown once, right after it was turned on. */
  recoveryCodes: string[];
  /** What was just done ('Verificação em duas etapas ativada'). */
  message: string | null;
};

export type TwoFactorEvent =
  /** The tab was shown: its state is read then, not on every page the shell draws. */
  | { type: 'panel.open' }
  | { type: 'retry' }
  | { type: 'setup.start' }
  | { type: 'setup.cancel' }
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'method.toggle' }
  | { type: 'recoveryCodes.confirm' }
  | { type: 'disable.start' }
  | { type: 'disable.cancel' };

export const initialTwoFactorContext: TwoFactorContext = {
  state: null,
  setup: null,
  method: 'code',
  password: '',
  passwordError: undefined,
  code: '',
  codeError: undefined,
  formError: null,
  recoveryCodes: [],
  message: null,
};

const codeEvents = (target: string) =>
  ({
    'code.change': { actions: 'changeCode' },
    'code.submit': [
      { guard: 'isCodeValid', target, actions: 'acceptCode' },
      { actions: 'refuseCode' },
    ],
  }) as const;

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
  },
  guards: {
    isEnabled: ({ context }) => context.state?.enabled === true,
    isCodeValid: ({ context }) => !validateSecondFactor(context.method, context.code),
    hasPassword: ({ context }) => context.password.length > 0,
  },
  actions: {
    changeCode: assign(({ event }) =>
      event.type === 'code.change' ? { code: event.value, codeError: undefined } : {},
    ),
    refuseCode: assign({
      codeError: ({ context }) => validateSecondFactor(context.method, context.code),
    }),
    acceptCode: assign({ formError: null }),
    clearCode: assign({ code: '', codeError: undefined, formError: null, method: 'code' }),
    clearPassword: assign({ password: '', passwordError: undefined }),
  },
  actors: {
    loadTwoFactor: fromPromise<TwoFactorState, void>(async () => {
      throw new Error('loadTwoFactor not provided');
    }),
    beginTwoFactor: fromPromise<TotpSetup, { password: string }>(async () => {
      throw new Error('beginTwoFactor not provided');
    }),
    confirmTwoFactor: fromPromise<string[], { code: string }>(async () => {
      throw new Error('confirmTwoFactor not provided');
    }),
    disableTwoFactor: fromPromise<void, DisableTwoFactorInput>(async () => {
      throw new Error('disableTwoFactor not provided');
    }),
  },
}).createMachine({
  id: 'twoFactor',
  context: initialTwoFactorContext,
  initial: 'idle',
  states: {
    idle: { on: { 'panel.open': 'loading' } },
    loading: {
      invoke: {
        id: 'loadTwoFactor',
        src: 'loadTwoFactor',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: {
          target: 'failure',
          actions: assign({
            formError: ({ event }) => failureMessage(event.error, TOTP_LOAD_FAILED),
          }),
        },
      },
    },
    failure: { on: { retry: 'loading' } },
    ready: {
      always: [{ guard: 'isEnabled', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: {
        'setup.start': {
          target: 'password',
          actions: ['clearCode', 'clearPassword', assign({ message: null })],
        },
      },
    },
    password: {
      on: {
        'password.change': {
          actions: assign(({ event }) =>
            event.type === 'password.change'
              ? { password: event.value, passwordError: undefined }
              : {},
          ),
        },
        'password.submit': [
          { guard: 'hasPassword', target: 'starting', actions: assign({ formError: null }) },
          { actions: assign({ passwordError: TOTP_PASSWORD_REQUIRED }) },
        ],
        'setup.cancel': { target: 'off', actions: ['clearCode', 'clearPassword'] },
      },
    },
    starting: {
      invoke: {
        id: 'beginTwoFactor',
        src: 'beginTwoFactor',
        input: ({ context }) => ({ password: context.password }),
        onDone: {
          target: 'setup',
          actions: ['clearPassword', assign({ setup: ({ event }) => event.output })],
        },
        // A wrong password is asked again, in the server's words ('Senha atual incorreta.').
        onError: {
          target: 'password',
          actions: [
            'clearPassword',
            assign({ formError: ({ event }) => failureMessage(event.error, TOTP_SAVE_FAILED) }),
          ],
        },
      },
    },
    setup: {
      on: {
        ...codeEvents('confirming'),
        'setup.cancel': { target: 'off', actions: ['clearCode', assign({ setup: null })] },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmTwoFactor',
        src: 'confirmTwoFactor',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'codes',
          actions: assign(({ context, event }) => ({
            recoveryCodes: event.output,
            setup: null,
            code: '',
            message: TOTP_ENABLED,
            state: {
              enabled: true,
              required: context.state?.required ?? false,
              recoveryCodesLeft: event.output.length,
            },
          })),
        },
        onError: {
          target: 'setup',
          actions: assign({
            code: '',
            formError: ({ event }) => failureMessage(event.error, TOTP_SAVE_FAILED),
          }),
        },
      },
    },
    codes: {
      on: { 'recoveryCodes.confirm': { target: 'on', actions: assign({ recoveryCodes: [] }) } },
    },
    on: {
      on: {
        'disable.start': { target: 'disabling', actions: ['clearCode', assign({ message: null })] },
      },
    },
    disabling: {
      on: {
        ...codeEvents('disablingSubmit'),
        'method.toggle': {
          actions: assign({
            method: ({ context }) => (context.method === 'code' ? 'recovery' : 'code'),
            code: '',
            codeError: undefined,
            formError: null,
          }),
        },
        'disable.cancel': { target: 'on', actions: 'clearCode' },
      },
    },
    disablingSubmit: {
      invoke: {
        id: 'disableTwoFactor',
        src: 'disableTwoFactor',
        input: ({ context }) => ({ method: context.method, code: context.code }),
        onDone: {
          target: 'off',
          actions: assign(({ context }) => ({
            code: '',
            message: TOTP_DISABLED,
            state: {
              enabled: false,
              required: context.state?.required ?? false,
              recoveryCodesLeft: 0,
            },
          })),
        },
        onError: {
          target: 'disabling',
          actions: assign({
            code: '',
            formError: ({ event }) => failureMessage(event.error, TOTP_SAVE_FAILED),
          }),
        },
      },
    },
  },
});

export type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;

/** Where the panel is, in the words it draws. */
export type TwoFactorStatus =
  | 'loading'
  | 'failure'
  | 'off'
  | 'password'
  | 'starting'
  | 'setup'
  | 'confirming'
  | 'codes'
  | 'on'
  | 'disabling'
  | 'disablingSubmit';

export type TwoFactorView = Omit<TwoFactorContext, 'state'> &
  TwoFactorState & { status: TwoFactorStatus };

export function selectTwoFactorView(snapshot: TwoFactorSnapshot): TwoFactorView {
  const { state, ...rest } = snapshot.context;
  const value = snapshot.value as TwoFactorStatus | 'ready' | 'idle';
  return {
    ...rest,
    enabled: state?.enabled ?? false,
    required: state?.required ?? false,
    recoveryCodesLeft: state?.recoveryCodesLeft ?? 0,
    status: value === 'ready' || value === 'idle' ? 'loading' : value,
  };
}
