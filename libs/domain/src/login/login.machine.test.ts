import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginInput, type LoginOutput } from './login.machine';
import type { Session } from '../model/session';
import { LOGIN_FAILED } from '../messages';

const session: Session = {
  jwt: 'jwt',
  authType: 'user',
  user: { id: 'u1', name: 'Ana', email: 'ana@loja.com.br', role: 'ordinary' },
  business: { id: 'b1', name: 'Padaria' },
};

function start(login: (input: LoginInput) => Promise<LoginOutput>) {
  const calls: LoginInput[] = [];
  const notifyLoggedIn = vi.fn();
  const actor = createActor(
    loginMachine.provide({
      actions: { notifyLoggedIn: (_, params) => notifyLoggedIn(params.session) },
      actors: {
        login: fromPromise<LoginOutput, LoginInput>(({ input }) => {
          calls.push(input);
          return login(input);
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls, notifyLoggedIn };
}

/** A failure as the api-client rejects with it: its `message` is the text to show. */
const apiFailure = (reason: 'http' | 'network', message: string) => ({
  ok: false,
  reason,
  status: reason === 'http' ? 401 : null,
  message,
  serverMessage: null,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fill = (actor: ReturnType<typeof start>['actor'], key: string, password: string) => {
  actor.send({ type: 'field.change', field: 'key', value: key });
  actor.send({ type: 'field.change', field: 'password', value: password });
};

describe('login form', () => {
  it('shows both required messages and does not call the server', () => {
    const { actor, calls } = start(async () => session);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      key: 'Por favor, insira um email ou código da empresa',
      password: 'Por favor, insira sua senha',
    });
    actor.send({ type: 'field.change', field: 'key', value: 'DEMO01' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Por favor, insira sua senha' });
    expect(calls).toEqual([]);
  });

  it('guesses the auth type while typing', () => {
    const { actor } = start(async () => session);
    actor.send({ type: 'field.change', field: 'key', value: 'DEMO01' });
    expect(actor.getSnapshot().context.authType).toBe('business');
    actor.send({ type: 'field.change', field: 'key', value: 'ana@' });
    expect(actor.getSnapshot().context.authType).toBe('user');
  });

  it('logs in with the trimmed key and hands the session over', async () => {
    const { actor, calls, notifyLoggedIn } = start(async () => session);
    fill(actor, ' ana@loja.com.br ', 'demo1234');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(calls).toEqual([{ authType: 'user', key: 'ana@loja.com.br', password: 'demo1234' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(session);
    expect(notifyLoggedIn).toHaveBeenCalledWith(session);
  });

  it('shows the server message, else the default failure text', async () => {
    const refused = start(() => Promise.reject(apiFailure('http', 'Credenciais inválidas')));
    fill(refused.actor, 'DEMO01', 'x');
    refused.actor.send({ type: 'form.submit' });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('editing');
    expect(refused.actor.getSnapshot().context.formError).toBe('Credenciais inválidas');

    // The api-client puts the product's text in the failure when the server gave none.
    const silent = start(() => Promise.reject(apiFailure('http', LOGIN_FAILED)));
    fill(silent.actor, 'DEMO01', 'x');
    silent.actor.send({ type: 'form.submit' });
    await settle();
    expect(silent.actor.getSnapshot().context.formError).toBe(
      'Erro ao fazer login. Verifique suas credenciais.',
    );
    expect(silent.notifyLoggedIn).not.toHaveBeenCalled();
  });

  it('reports a connection error when the server cannot be reached', async () => {
    const unreachable = start(() =>
      Promise.reject(apiFailure('network', 'Erro de conexão. Por favor, tente novamente.')),
    );
    fill(unreachable.actor, 'DEMO01', 'x');
    unreachable.actor.send({ type: 'form.submit' });
    await settle();
    expect(unreachable.actor.getSnapshot().context.formError).toBe(
      'Erro de conexão. Por favor, tente novamente.',
    );

    const { actor } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    fill(actor, 'DEMO01', 'x');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.formError).toBe(
      'Erro de conexão. Por favor, tente novamente.',
    );
  });
});
