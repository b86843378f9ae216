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

function start(state: TwoFactorState, refuse: { confirm?: string; disable?: string } = {}) {
  const confirmed: string[] = [];
  const disabled: DisableTwoFactorInput[] = [];
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        loadTwoFactor: fromPromise<TwoFactorState, void>(async () => state),
        beginTwoFactor: fromPromise<TotpSetup, void>(async () => ({ key: 'ABCD', qr: 'data:x' })),
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
  return { actor, confirmed, disabled };
}
const view = (actor: ReturnType<typeof start>['actor']) => selectTwoFactorView(actor.getSnapshot());

describe('two-factor in the profile', () => {
  it('turns on: a key and QR code, a code of the app, the recovery codes once', async () => {
    const { actor, confirmed } = start({ enabled: false, required: false, recoveryCodesLeft: 0 });
    await settle();
    expect(view(actor).status).toBe('off');
    actor.send({ type: 'setup.start' });
    await settle();
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

  it("keeps the QR code and says why when the server refuses the app's code", async () => {
    const { actor } = start(
      { enabled: false, required: false, recoveryCodesLeft: 0 },
      { confirm: 'Código inválido ou expirado.' },
    );
    await settle();
    actor.send({ type: 'setup.start' });
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
