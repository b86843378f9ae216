import { describe, expect } from 'vitest';
import {
  passwordResetRequestMachine,
  type PasswordResetRequestContext,
} from './password-reset-request.machine';
import { replayPath, testModel } from '../testing/model-testing';

const events = [
  { type: 'dialog.open' },
  { type: 'dialog.close' },
  { type: 'field.change', value: 'ana@' },
  { type: 'field.change', value: 'ana@loja.com.br' },
  { type: 'form.submit' },
  { type: 'email.confirm' },
  { type: 'email.edit' },
  { type: 'xstate.done.actor.requestPasswordReset', output: { status: 'success' } },
  { type: 'xstate.error.actor.requestPasswordReset', error: new Error('500') },
];

type State = { value: unknown; context: PasswordResetRequestContext };

describe('password-reset request model', () => {
  testModel(
    passwordResetRequestMachine,
    { traversal: { events }, actorNames: ['requestPasswordReset'] },
    async (h, path) => {
      await replayPath(path, h, {
        closed: (state) => expect((state as State).context).toEqual({ email: '', error: null }),
        'open.confirm': (state) => expect((state as State).context.email).toBe('ana@loja.com.br'),
        'open.sending': () =>
          expect(h.actors.inputsOf('requestPasswordReset').at(-1)).toEqual({
            email: 'ana@loja.com.br',
          }),
        'open.sent': () => expect(h.actors.inputsOf('requestPasswordReset')).toHaveLength(1),
        'open.enterEmail': (state) => {
          const { context } = state as State;
          if (context.error !== null) {
            expect(context.error).toMatch(
              /^(O email é obrigatório|Por favor, insira um email válido)$/,
            );
          }
          expect(h.actors.inputsOf('requestPasswordReset')).toEqual([]);
        },
      });
    },
  );
});
