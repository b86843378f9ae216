import { describe, expect } from 'vitest';
import {
  RESET_REDIRECT_DELAY_MS,
  resetPasswordMachine,
  selectResetPasswordView,
  type ResetPasswordContext,
} from './reset-password.machine';
import { leafStateIds, replayPath, testModel } from '../testing/model-testing';
import { RESET_LINK_INVALID, RESET_PASSWORD_FAILED } from '../messages';

// Model events: what a person types and every answer the server can give.
const events = [
  { type: 'field.change', field: 'password', value: '12345' },
  { type: 'field.change', field: 'confirmPassword', value: '12345' },
  { type: 'field.change', field: 'password', value: 'segredo' },
  { type: 'field.change', field: 'confirmPassword', value: 'segredo' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.verifyResetToken', output: { userName: 'Ana' } },
  // Refusals reject with the api-client's failure, whose message is the text to show.
  { type: 'xstate.error.actor.verifyResetToken', error: { message: RESET_LINK_INVALID } },
  { type: 'xstate.error.actor.verifyResetToken', error: { message: 'Link já usado' } },
  { type: 'xstate.error.actor.verifyResetToken', error: new Error('offline') },
  { type: 'xstate.done.actor.resetPassword', output: true },
  { type: 'xstate.error.actor.resetPassword', error: { message: RESET_PASSWORD_FAILED } },
  { type: 'xstate.error.actor.resetPassword', error: new Error('500') },
  { type: 'after.redirectDelay' },
];

type State = { value: unknown; context: ResetPasswordContext };

for (const token of ['link-token', null]) {
  describe(`reset password model (token ${token ? 'present' : 'missing'})`, () => {
    const input = { token };
    testModel(
      resetPasswordMachine,
      {
        traversal: { events },
        actorNames: ['verifyResetToken', 'resetPassword'],
        actionNames: ['navigate'],
        delays: { redirectDelay: RESET_REDIRECT_DELAY_MS },
        input,
        // With a token every state is reachable; without one the page can only say so.
        everyState: token ? leafStateIds(resetPasswordMachine) : ['resetPassword.invalid'],
      },
      async (h, path) => {
        const status = () => selectResetPasswordView(h.actor.getSnapshot() as never).status;
        await replayPath(path, h, {
          // A failed reset was asked for once: the failure is not retried behind the person's back.
          '*': (state) => {
            if ((state as State).context.error === RESET_PASSWORD_FAILED) {
              expect(h.actors.inputsOf('resetPassword')).toHaveLength(1);
            }
          },
          verifying: () => expect(status()).toBe('loading'),
          invalid: (state) => {
            expect(status()).toBe('failure');
            const { invalidReason } = (state as State).context;
            expect(invalidReason).toEqual(
              token === null
                ? 'Token não encontrado'
                : expect.stringMatching(
                    /^(Link de redefinição de senha inválido ou expirado|Link já usado|Erro ao verificar token)$/,
                  ),
            );
            expect(h.actors.inputsOf('resetPassword')).toEqual([]);
          },
          form: (state) => {
            expect(status()).toBe('editing');
            expect((state as State).context.userName).toBe('Ana');
            expect(h.actions.navigate).not.toHaveBeenCalled();
          },
          submitting: () => {
            expect(status()).toBe('submitting');
            // Only a valid pair ever reaches the server.
            expect(h.actors.inputsOf('resetPassword').at(-1)).toEqual({
              token: 'link-token',
              newPassword: 'segredo',
            });
          },
          success: () => {
            expect(status()).toBe('done');
            expect(h.actions.navigate).not.toHaveBeenCalled();
          },
          redirected: () => {
            expect(h.actor.getSnapshot().status).toBe('done');
            expect(h.actions.navigate).toHaveBeenCalledTimes(1);
            expect(h.actions.navigate.mock.calls[0]?.[1]).toEqual({ to: '/' });
          },
        });
      },
    );
  });
}
