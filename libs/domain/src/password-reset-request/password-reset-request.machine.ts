import { assign, fromPromise, setup } from 'xstate';
import { validateEmail } from '../validation/rules';

export type RequestPasswordResetInput = { email: string };
/**
 * docs/product.md, The wire format: the result is ignored, the confirmation is always shown. Like every actor it resolves
 * when the server said yes and rejects with the failure otherwise; both end in `sent`.
 */
export type RequestPasswordResetOutput = unknown;

export type PasswordResetRequestContext = {
  email: string;
  error: string | null;
};

export type PasswordResetRequestEvent =
  | { type: 'dialog.open'; email?: string }
  | { type: 'dialog.close' }
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'email.confirm' }
  | { type: 'email.edit' };

const initialContext: PasswordResetRequestContext = { email: '', error: null };

export const passwordResetRequestMachine = setup({
  types: {
    context: {} as PasswordResetRequestContext,
    events: {} as PasswordResetRequestEvent,
  },
  guards: {
    isEmailValid: ({ context }) => validateEmail(context.email) === undefined,
  },
  actions: {
    reset: assign(() => initialContext),
  },
  actors: {
    requestPasswordReset: fromPromise<RequestPasswordResetOutput, RequestPasswordResetInput>(
      async () => {
        throw new Error('requestPasswordReset not provided');
      },
    ),
  },
}).createMachine({
  id: 'passwordResetRequest',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'open',
          // The login field may already hold the e-mail; start from it.
          actions: assign({ email: ({ event }) => event.email?.trim() ?? '', error: null }),
        },
      },
    },
    open: {
      initial: 'enterEmail',
      on: {
        // Closing at any step forgets everything, so the next opening starts afresh.
        'dialog.close': { target: 'closed', actions: 'reset' },
      },
      states: {
        enterEmail: {
          on: {
            'field.change': { actions: assign({ email: ({ event }) => event.value, error: null }) },
            'form.submit': [
              {
                guard: 'isEmailValid',
                target: 'confirm',
                actions: assign({ email: ({ context }) => context.email.trim(), error: null }),
              },
              { actions: assign({ error: ({ context }) => validateEmail(context.email) ?? null }) },
            ],
          },
        },
        confirm: {
          on: {
            'email.confirm': 'sending',
            'email.edit': 'enterEmail',
          },
        },
        sending: {
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.email }),
            // Whatever the server says, the person sees the same text (no account probing).
            onDone: 'sent',
            onError: 'sent',
          },
        },
        sent: {},
      },
    },
  },
});

export type PasswordResetRequestMachine = typeof passwordResetRequestMachine;
