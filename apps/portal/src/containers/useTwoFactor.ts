import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  normalizeRecoveryCode,
  normalizeTotpCode,
  selectTwoFactorView,
  twoFactorMachine,
  type DisableTwoFactorInput,
  type TotpSetup,
  type TwoFactorState,
} from '@portal/domain';
import type { TwoFactorPanelProps } from '@portal/ui';
import { callApi, dataOrReject } from '../app/api';

type Call = typeof callApi;

/**
 * The two-factor machine's actors on the api-client (`call` is `callApi`, or a fake in tests).
 * Every failure rejects with the text to show: the server's words for a refused code.
 */
export const twoFactorActors = (call: Call) => ({
  loadTwoFactor: fromPromise<TwoFactorState, void>(async () => {
    const status = dataOrReject(await call((api) => api.twoFactor.status()));
    return {
      enabled: status.enabled,
      required: status.required,
      recoveryCodesLeft: status.recovery_codes_left,
    };
  }),
  beginTwoFactor: fromPromise<TotpSetup, { password: string }>(async ({ input }) => {
    const { key, qr } = dataOrReject(await call((api) => api.twoFactor.begin(input.password)));
    return { key, qr };
  }),
  confirmTwoFactor: fromPromise<string[], { code: string }>(async ({ input }) => {
    const reply = await call((api) => api.twoFactor.confirm(normalizeTotpCode(input.code)));
    return dataOrReject(reply).recovery_codes;
  }),
  disableTwoFactor: fromPromise<void, DisableTwoFactorInput>(async ({ input }) => {
    const proof =
      input.method === 'code'
        ? { code: normalizeTotpCode(input.code) }
        : { recoveryCode: normalizeRecoveryCode(input.code) };
    dataOrReject(await call((api) => api.twoFactor.disable(proof)));
  }),
});

/** The profile's 'Segurança' tab: nothing is read until `open` (the tab or the modal shown). */
export function useTwoFactor(call: Call = callApi): TwoFactorPanelProps & { open: () => void } {
  const [machine] = useState(() => twoFactorMachine.provide({ actors: twoFactorActors(call) }));
  const [state, send] = useMachine(machine);
  return {
    ...selectTwoFactorView(state),
    open: () => send({ type: 'panel.open' }),
    onRetry: () => send({ type: 'retry' }),
    onSetupStart: () => send({ type: 'setup.start' }),
    onSetupCancel: () => send({ type: 'setup.cancel' }),
    onPasswordChange: (value) => send({ type: 'password.change', value }),
    onPasswordSubmit: () => send({ type: 'password.submit' }),
    onCodeChange: (value) => send({ type: 'code.change', value }),
    onCodeSubmit: () => send({ type: 'code.submit' }),
    onMethodToggle: () => send({ type: 'method.toggle' }),
    onRecoveryCodesConfirm: () => send({ type: 'recoveryCodes.confirm' }),
    onDisableStart: () => send({ type: 'disable.start' }),
    onDisableCancel: () => send({ type: 'disable.cancel' }),
  };
}
