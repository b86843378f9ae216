import { describe, expect } from 'vitest';
import { loginMachine, type LoginContext } from './login.machine';
import { replayPath, testModel } from '../testing/model-testing';
import type { Session } from '../model/session';
import { LOGIN_FAILED } from '../messages';

const session: Session = {
  jwt: 'jwt',
  authType: 'business',
  user: { id: 'b1', name: 'Padaria', email: '', role: 'ordinary' },
  business: { id: 'b1', name: 'Padaria' },
};

const INVALID = 'Código inválido ou expirado.';

const events = [
  { type: 'field.change', field: 'key', value: 'DEMO01' },
  { type: 'field.change', field: 'key', value: 'ana@loja.com.br' },
  { type: 'field.change', field: 'password', value: 'demo1234' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.login', output: session },
  // Refusals reject with the api-client's failure, whose message is the server's or the product's.
  { type: 'xstate.error.actor.login', error: { reason: 'http', message: 'Senha incorreta' } },
  { type: 'xstate.error.actor.login', error: { reason: 'http', message: LOGIN_FAILED } },
  { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
  // The second step: the code, or setting it up where the role requires it.
  { type: 'xstate.done.actor.login', output: { secondStep: 'code', token: 'passo' } },
  { type: 'xstate.done.actor.login', output: { secondStep: 'setup', token: 'config' } },
  { type: 'code.change', value: '123456' },
  { type: 'code.change', value: '12' },
  { type: 'code.submit' },
  { type: 'method.toggle' },
  { type: 'secondStep.cancel' },
  { type: 'xstate.done.actor.verifySecondFactor', output: session },
  { type: 'xstate.error.actor.verifySecondFactor', error: { message: INVALID } },
  { type: 'xstate.done.actor.beginSetup', output: { key: 'JBSWY3DP', qr: 'data:x' } },
  { type: 'xstate.error.actor.beginSetup', error: new TypeError('Failed to fetch') },
  { type: 'setup.retry' },
  { type: 'xstate.done.actor.confirmSetup', output: { session, recoveryCodes: ['AAAA'] } },
  { type: 'xstate.error.actor.confirmSetup', error: { message: INVALID } },
  { type: 'recoveryCodes.confirm' },
];

type State = { value: unknown; context: LoginContext };

describe('login form model', () => {
  testModel(
    loginMachine,
    {
      traversal: { events },
      actorNames: ['login', 'verifySecondFactor', 'beginSetup', 'confirmSetup'],
      actionNames: ['notifyLoggedIn'],
    },
    async (h, path) => {
      await replayPath(path, h, {
        editing: (state) => {
          const { context } = state as State;
          // The guessed type always follows what is in the key field.
          expect(context.authType).toBe(context.key.includes('@') ? 'user' : 'business');
          for (const message of Object.values(context.errors)) {
            if (message) {
              expect(message).toMatch(
                /^(Por favor, insira um email ou código da empresa|Por favor, insira sua senha)$/,
              );
            }
          }
          if (context.formError) {
            expect(context.formError).toMatch(
              /^(Senha incorreta|Erro ao fazer login\. Verifique suas credenciais\.|Erro de conexão\. Por favor, tente novamente\.)$/,
            );
          }
          expect(h.actions.notifyLoggedIn).not.toHaveBeenCalled();
        },
        submitting: (state) => {
          const { context } = state as State;
          expect(context.key).not.toBe('');
          expect(context.password).toBe('demo1234');
          expect(h.actors.inputsOf('login').at(-1)).toEqual({
            authType: context.authType,
            key: context.key,
            password: 'demo1234',
          });
        },
        'code.editing': (state) => {
          const { context } = state as State;
          expect(context.challenge).toEqual({ secondStep: 'code', token: 'passo' });
          if (context.codeError) {
            expect(context.codeError).toMatch(
              /^(O código tem 6 dígitos\.|Informe o código de 6 dígitos\.|Um código de recuperação tem 16 letras e números\.|Informe um código de recuperação\.)$/,
            );
          }
          expect(h.actions.notifyLoggedIn).not.toHaveBeenCalled();
        },
        'code.verifying': (state) => {
          const { context } = state as State;
          expect(h.actors.inputsOf('verifySecondFactor').at(-1)).toEqual({
            token: 'passo',
            method: context.method,
            code: '123456',
          });
        },
        'setup.editing': (state) => {
          const { context } = state as State;
          expect(context.setup).toEqual({ key: 'JBSWY3DP', qr: 'data:x' });
          expect(h.actions.notifyLoggedIn).not.toHaveBeenCalled();
        },
        'setup.confirming': () => {
          expect(h.actors.inputsOf('confirmSetup').at(-1)).toEqual({
            token: 'config',
            code: '123456',
          });
        },
        'setup.codes': (state) => {
          // Signed in on the server, but the portal waits until the codes were seen.
          expect((state as State).context.recoveryCodes).toEqual(['AAAA']);
          expect(h.actions.notifyLoggedIn).not.toHaveBeenCalled();
        },
        success: () => {
          expect(h.actor.getSnapshot().status).toBe('done');
          expect(h.actor.getSnapshot().output).toEqual(session);
          expect(h.actions.notifyLoggedIn).toHaveBeenCalledTimes(1);
          expect(h.actions.notifyLoggedIn.mock.calls[0]?.[1]).toEqual({ session });
        },
      });
    },
  );
});
