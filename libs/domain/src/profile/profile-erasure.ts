import { assign, raise } from 'xstate';
import { failureMessage } from '../validation/failure';
import {
  CURRENT_PASSWORD_REQUIRED,
  ERASURE_REQUESTED,
  ERASURE_REQUEST_FAILED,
  ERASURE_WITHDRAWN,
  ERASURE_WITHDRAW_FAILED,
} from '../messages';
import type { ProfileContext } from './profile';
import { error, profileSetup, success } from './profile.setup';

/** The profile with its erasure request's instant changed (a business account has none). */
const withRequest = (context: ProfileContext, requestedAt: string | null) => ({
  profile: context.profile?.erasure
    ? { ...context.profile, erasure: { requestedAt } }
    : context.profile,
});

const closedConfirmation = { erasurePassword: '', erasureError: null } as const;

/**
 * The profile tab's 'Pedir exclusão da conta' (LGPD): a confirmation asks the current password
 * (a session alone must not start it) and the request goes; a refusal (no password, a wrong one)
 * is said in the confirmation, which stays open with what was typed. While a request is open the
 * tab says so, with 'Cancelar pedido'. An admin confirms the request by deleting the account; a
 * business account cannot ask.
 */
export const erasureRegion = profileSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'erasure.ask': {
          guard: 'canAskErasure',
          target: 'confirming',
          actions: assign(closedConfirmation),
        },
        'erasure.withdraw': { guard: 'hasOpenErasure', target: 'withdrawing' },
      },
    },
    confirming: {
      on: {
        'erasure.password.change': {
          actions: assign(({ event }) => ({ erasurePassword: event.value, erasureError: null })),
        },
        'erasure.confirm': [
          { guard: 'hasErasurePassword', target: 'requesting' },
          { actions: assign({ erasureError: CURRENT_PASSWORD_REQUIRED }) },
        ],
        'erasure.dismiss': { target: 'idle', actions: assign(closedConfirmation) },
        // A modal closed with the confirmation showing opens again without it. (Taking
        // 'modal.close' here would keep the root's from closing the modal.)
        'modal.open': { guard: 'isClosed', target: 'idle', actions: assign(closedConfirmation) },
      },
    },
    requesting: {
      invoke: {
        id: 'requestErasure',
        src: 'requestErasure',
        input: ({ context }) => ({ currentPassword: context.erasurePassword }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => ({
              ...withRequest(context, event.output.requestedAt),
              ...closedConfirmation,
            })),
            raise({ type: 'notice.show', message: success(ERASURE_REQUESTED) }),
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({
            erasureError: failureMessage(event.error, ERASURE_REQUEST_FAILED),
          })),
        },
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawErasure',
        src: 'withdrawErasure',
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context }) => withRequest(context, null)),
            raise({ type: 'notice.show', message: success(ERASURE_WITHDRAWN) }),
          ],
        },
        onError: {
          target: 'idle',
          actions: raise(({ event }) => ({
            type: 'notice.show' as const,
            message: error(failureMessage(event.error, ERASURE_WITHDRAW_FAILED)),
          })),
        },
      },
    },
  },
});
