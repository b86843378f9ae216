import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  loginMachine,
  selectSecondStepView,
  type LoginInput,
  type LoginOutput,
} from './login.machine';
import type {
  ConfirmSetupInput,
  ConfirmSetupOutput,
  TotpSetup,
  VerifySecondFactorInput,
} from './second-step';
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

describe('login second step', () => {
  const person: Session = { ...session, user: { ...session.user, role: 'admin' }, business: null };

  function startWith(options: {
    login: LoginOutput;
    verify?: (input: VerifySecondFactorInput) => Promise<Session>;
    begin?: () => Promise<TotpSetup>;
    confirm?: (input: ConfirmSetupInput) => Promise<ConfirmSetupOutput>;
  }) {
    const verified: VerifySecondFactorInput[] = [];
    const confirmed: ConfirmSetupInput[] = [];
    const notifyLoggedIn = vi.fn();
    const actor = createActor(
      loginMachine.provide({
        actions: { notifyLoggedIn: (_, params) => notifyLoggedIn(params.session) },
        actors: {
          login: fromPromise<LoginOutput, LoginInput>(async () => options.login),
          verifySecondFactor: fromPromise<Session, VerifySecondFactorInput>(({ input }) => {
            verified.push(input);
            return options.verify ? options.verify(input) : Promise.resolve(person);
          }),
          beginSetup: fromPromise<TotpSetup, { token: string }>(() =>
            options.begin ? options.begin() : Promise.resolve({ key: 'ABCD', qr: 'data:x' }),
          ),
          confirmSetup: fromPromise<ConfirmSetupOutput, ConfirmSetupInput>(({ input }) => {
            confirmed.push(input);
            return options.confirm
              ? options.confirm(input)
              : Promise.resolve({ session: person, recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] });
          }),
        },
      }),
    );
    actor.start();
    fill(actor, 'ana@loja.com.br', 'demo1234');
    actor.send({ type: 'form.submit' });
    return { actor, verified, confirmed, notifyLoggedIn };
  }

  it('asks for the code after the password, checks it, and signs in with it', async () => {
    const { actor, verified, notifyLoggedIn } = startWith({
      login: { secondStep: 'code', token: 'passo' },
    });
    await settle();
    expect(selectSecondStepView(actor.getSnapshot())).toMatchObject({
      kind: 'code',
      status: 'editing',
      method: 'code',
    });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Informe o código de 6 dígitos.');
    actor.send({ type: 'code.change', value: '12 34' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('O código tem 6 dígitos.');
    actor.send({ type: 'code.change', value: '123 456' });
    actor.send({ type: 'code.submit' });
    expect(selectSecondStepView(actor.getSnapshot())?.status).toBe('submitting');
    await settle();
    expect(verified).toEqual([{ token: 'passo', method: 'code', code: '123 456' }]);
    expect(actor.getSnapshot().output).toEqual(person);
    expect(notifyLoggedIn).toHaveBeenCalledWith(person);
  });

  it('takes a recovery code instead, shows a refusal, and goes back to the password', async () => {
    const { actor, verified, notifyLoggedIn } = startWith({
      login: { secondStep: 'code', token: 'passo' },
      verify: () => Promise.reject(apiFailure('http', 'Código inválido ou expirado.')),
    });
    await settle();
    actor.send({ type: 'method.toggle' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Informe um código de recuperação.');
    actor.send({ type: 'code.change', value: 'abcd-efgh-ijkl-mnop' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(verified[0]).toMatchObject({ method: 'recovery', code: 'abcd-efgh-ijkl-mnop' });
    expect(selectSecondStepView(actor.getSnapshot())).toMatchObject({
      kind: 'code',
      status: 'editing',
      method: 'recovery',
      code: '',
      formError: 'Código inválido ou expirado.',
    });
    actor.send({ type: 'secondStep.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ password: '', challenge: null });
    expect(selectSecondStepView(actor.getSnapshot())).toBeNull();
    expect(notifyLoggedIn).not.toHaveBeenCalled();
  });

  it('sets the second factor up where the role requires it, then shows the recovery codes', async () => {
    let begins = 0;
    const { actor, confirmed, notifyLoggedIn } = startWith({
      login: { secondStep: 'setup', token: 'config' },
      begin: async () => {
        begins += 1;
        if (begins === 1) throw new TypeError('Failed to fetch');
        return { key: 'JBSWY3DPEHPK3PXP', qr: 'data:image/svg+xml;base64,PHN2Zz4=' };
      },
    });
    await settle();
    expect(selectSecondStepView(actor.getSnapshot())).toMatchObject({
      kind: 'setup',
      status: 'failure',
      formError: 'Erro de conexão. Por favor, tente novamente.',
    });
    actor.send({ type: 'setup.retry' });
    await settle();
    expect(selectSecondStepView(actor.getSnapshot())).toMatchObject({
      status: 'editing',
      setup: { key: 'JBSWY3DPEHPK3PXP' },
    });
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(confirmed).toEqual([{ token: 'config', code: '654321' }]);
    expect(selectSecondStepView(actor.getSnapshot())).toMatchObject({
      status: 'codes',
      recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'],
    });
    // The portal waits until the person says the codes are kept.
    expect(notifyLoggedIn).not.toHaveBeenCalled();
    actor.send({ type: 'recoveryCodes.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(notifyLoggedIn).toHaveBeenCalledWith(person);
  });
});
