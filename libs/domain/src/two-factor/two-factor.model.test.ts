import { describe, expect } from 'vitest';
import { twoFactorMachine, type TwoFactorContext } from './two-factor.machine';
import { replayPath, testModel } from '../testing/model-testing';

const INVALID = 'Código inválido ou expirado.';
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const on = { enabled: true, required: false, recoveryCodesLeft: 3 };

const events = [
  { type: 'panel.open' },
  { type: 'xstate.done.actor.loadTwoFactor', output: off },
  { type: 'xstate.done.actor.loadTwoFactor', output: on },
  { type: 'xstate.error.actor.loadTwoFactor', error: new TypeError('Failed to fetch') },
  { type: 'retry' },
  { type: 'setup.start' },
  { type: 'password.change', value: 'senha' },
  { type: 'password.submit' },
  { type: 'xstate.done.actor.beginTwoFactor', output: { key: 'ABCD', qr: 'data:x' } },
  { type: 'xstate.error.actor.beginTwoFactor', error: { message: INVALID } },
  { type: 'setup.cancel' },
  { type: 'code.change', value: '123456' },
  { type: 'code.change', value: '1' },
  { type: 'code.submit' },
  { type: 'xstate.done.actor.confirmTwoFactor', output: ['A', 'B'] },
  { type: 'xstate.error.actor.confirmTwoFactor', error: { message: INVALID } },
  { type: 'recoveryCodes.confirm' },
  { type: 'disable.start' },
  { type: 'disable.cancel' },
  { type: 'method.toggle' },
  { type: 'xstate.done.actor.disableTwoFactor' },
  { type: 'xstate.error.actor.disableTwoFactor', error: { message: INVALID } },
];

type State = { context: TwoFactorContext };

describe('two-factor model', () => {
  testModel(
    twoFactorMachine,
    {
      traversal: { events },
      actorNames: ['loadTwoFactor', 'beginTwoFactor', 'confirmTwoFactor', 'disableTwoFactor'],
    },
    async (h, path) => {
      await replayPath(path, h, {
        off: (state) => {
          const { context } = state as State;
          expect(context.setup).toBeNull();
          expect(context.state?.enabled ?? false).toBe(false);
        },
        starting: () => {
          expect(h.actors.inputsOf('beginTwoFactor').at(-1)).toEqual({ password: 'senha' });
        },
        setup: (state) => {
          expect((state as State).context.password).toBe('');
          expect((state as State).context.setup).toEqual({ key: 'ABCD', qr: 'data:x' });
        },
        confirming: () => {
          expect(h.actors.inputsOf('confirmTwoFactor').at(-1)).toEqual({ code: '123456' });
        },
        codes: (state) => {
          const { context } = state as State;
          expect(context.recoveryCodes).toEqual(['A', 'B']);
          expect(context.state?.enabled).toBe(true);
        },
        on: (state) => {
          const { context } = state as State;
          expect(context.state?.enabled).toBe(true);
          expect(context.recoveryCodes).toEqual([]);
        },
        disablingSubmit: (state) => {
          const { context } = state as State;
          expect(h.actors.inputsOf('disableTwoFactor').at(-1)).toEqual({
            method: context.method,
            code: '123456',
          });
        },
      });
    },
  );
});
