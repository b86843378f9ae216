import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectTwoFactorView,
  twoFactorMachine,
  type DisableTwoFactorInput,
  type TwoFactorState,
} from './two-factor.machine';
import type { TotpSetup } from '../login/second-step';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const refusal = (message: string) => ({ ok: false, reason: 'http', status: 400, message });

function start(
  state: TwoFactorState,
  refuse: { begin?: string; confirm?: string; disable?: string } = {},
) {
  const begun: string[] = [];
  const confirmed: string[] = [];
  const disabled: DisableTwoFactorInput[] = [];
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        loadTwoFactor: fromPromise<TwoFactorState, void>(async () => state),
        beginTwoFactor: fromPromise<TotpSetup, { password: string }>(async ({ input }) => {
          begun.push(input.password);
          if (refuse.begin) throw refusal(refuse.begin);
          return { key: 'ABCD', qr: 'data:x' };
        }),
        confirmTwoFactor: fromPromise<string[], { code: string }>(async ({ input }) => {
          confirmed.push(input.code);
          if (refuse.confirm) throw refusal(refuse.confirm);
          return Array.from({ length: 10 }, (_, i) => `CODE-${i}`);
        }),
        disableTwoFactor: fromPromise<void, DisableTwoFactorInput>(async ({ input }) => {
          disabled.push(input);
          if (refuse.disable) throw refusal(refuse.disable);
        }),
      },
    }),
  );
  actor.start();
  actor.send({ type: 'panel.open' });
  return { actor, begun, confirmed, disabled };
}
const view = (actor: ReturnType<typeof start>['actor']) => selectTwoFactorView(actor.getSnapshot());

describe('two-factor in the profile', () => {
  it('turns on: the password, a key and QR code, a code of the app, the recovery codes once', async () => {
    const { actor, begun, confirmed } = start({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    await settle();
    expect(view(actor).status).toBe('off');
    actor.send({ type: 'setup.start' });
    expect(view(actor).status).toBe('password');
    actor.send({ type: 'password.submit' });
    expect(view(actor)).toMatchObject({
      status: 'password',
      passwordError: 'Informe sua senha atual para continuar.',
    });
    expect(begun).toEqual([]);
    actor.send({ type: 'password.change', value: 'senha-certa' });
    actor.send({ type: 'password.submit' });
    await settle();
    expect(begun).toEqual(['senha-certa']);
    expect(view(actor).password).toBe('');
    expect(view(actor)).toMatchObject({ status: 'setup', setup: { key: 'ABCD' } });
    actor.send({ type: 'code.change', value: '12' });
    actor.send({ type: 'code.submit' });
    expect(view(actor).codeError).toBe('O código tem 6 dígitos.');
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(confirmed).toEqual(['123456']);
    expect(view(actor)).toMatchObject({
      status: 'codes',
      enabled: true,
      recoveryCodesLeft: 10,
      message: 'Verificação em duas etapas ativada',
    });
    expect(view(actor).recoveryCodes).toHaveLength(10);
    actor.send({ type: 'recoveryCodes.confirm' });
    expect(view(actor)).toMatchObject({ status: 'on', recoveryCodes: [] });
  });

  it("asks the password again, in the server's words, when it is wrong", async () => {
    const { actor } = start(
      { enabled: false, required: false, recoveryCodesLeft: 0 },
      { begin: 'Senha atual incorreta.' },
    );
    await settle();
    actor.send({ type: 'setup.start' });
    actor.send({ type: 'password.change', value: 'errada' });
    actor.send({ type: 'password.submit' });
    await settle();
    expect(view(actor)).toMatchObject({
      status: 'password',
      password: '',
      setup: null,
      formError: 'Senha atual incorreta.',
    });
    actor.send({ type: 'setup.cancel' });
    expect(view(actor).status).toBe('off');
  });

  it("keeps the QR code and says why when the server refuses the app's code", async () => {
    const { actor } = start(
      { enabled: false, required: false, recoveryCodesLeft: 0 },
      { confirm: 'Código inválido ou expirado.' },
    );
    await settle();
    actor.send({ type: 'setup.start' });
    actor.send({ type: 'password.change', value: 'senha-certa' });
    actor.send({ type: 'password.submit' });
    await settle();
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(view(actor)).toMatchObject({
      status: 'setup',
      code: '',
      formError: 'Código inválido ou expirado.',
      setup: { key: 'ABCD' },
    });
    actor.send({ type: 'setup.cancel' });
    expect(view(actor)).toMatchObject({ status: 'off', setup: null, formError: null });
  });

  it('turns off with a recovery code, or stays on when refused', async () => {
    const refused = start(
      { enabled: true, required: false, recoveryCodesLeft: 4 },
      { disable: 'Código inválido ou expirado.' },
    );
    await settle();
    refused.actor.send({ type: 'disable.start' });
    refused.actor.send({ type: 'code.change', value: '654321' });
    refused.actor.send({ type: 'code.submit' });
    await settle();
    expect(view(refused.actor)).toMatchObject({
      status: 'disabling',
      formError: 'Código inválido ou expirado.',
    });

    const { actor, disabled } = start({ enabled: true, required: false, recoveryCodesLeft: 4 });
    await settle();
    actor.send({ type: 'disable.start' });
    actor.send({ type: 'method.toggle' });
    actor.send({ type: 'code.submit' });
    expect(view(actor).codeError).toBe('Informe um código de recuperação.');
    actor.send({ type: 'code.change', value: 'abcd efgh ijkl mnop' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(disabled).toEqual([{ method: 'recovery', code: 'abcd efgh ijkl mnop' }]);
    expect(view(actor)).toMatchObject({
      status: 'off',
      enabled: false,
      message: 'Verificação em duas etapas desativada',
    });
  });

  it('shows the load failure and tries again', async () => {
    let calls = 0;
    const actor = createActor(
      twoFactorMachine.provide({
        actors: {
          loadTwoFactor: fromPromise<TwoFactorState, void>(async () => {
            calls += 1;
            if (calls === 1) throw new TypeError('Failed to fetch');
            return { enabled: true, required: true, recoveryCodesLeft: 9 };
          }),
        },
      }),
    );
    actor.start();
    // Nothing is read until the tab is shown.
    await settle();
    expect(calls).toBe(0);
    actor.send({ type: 'panel.open' });
    await settle();
    expect(selectTwoFactorView(actor.getSnapshot())).toMatchObject({
      status: 'failure',
      formError: 'Erro ao carregar a verificação em duas etapas.',
    });
    actor.send({ type: 'retry' });
    await settle();
    expect(selectTwoFactorView(actor.getSnapshot())).toMatchObject({
      status: 'on',
      required: true,
      recoveryCodesLeft: 9,
    });
  });
});
