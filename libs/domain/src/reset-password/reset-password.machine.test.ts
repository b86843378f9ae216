import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  RESET_REDIRECT_DELAY_MS,
  resetPasswordMachine,
  selectResetPasswordView,
  type ResetPasswordInput,
  type ResetPasswordOutput,
  type VerifyResetTokenOutput,
} from './reset-password.machine';
import { RESET_LINK_INVALID, RESET_PASSWORD_FAILED } from '../messages';

/** A refusal as the api-client rejects with it: its `message` is the text to show. */
const apiFailure = (message: string) => ({
  ok: false,
  reason: 'rejected',
  status: 200,
  message,
  serverMessage: null,
});

function start(options: {
  token: string | null;
  verify?: () => Promise<VerifyResetTokenOutput>;
  reset?: (input: ResetPasswordInput) => Promise<ResetPasswordOutput>;
}) {
  const navigate = vi.fn();
  const resetCalls: ResetPasswordInput[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actions: { navigate: (_, params) => navigate(params.to) },
      actors: {
        verifyResetToken: fromPromise(options.verify ?? (async () => ({ userName: 'Ana' }))),
        resetPassword: fromPromise<ResetPasswordOutput, ResetPasswordInput>(async ({ input }) => {
          resetCalls.push(input);
          return options.reset ? options.reset(input) : true;
        }),
      },
    }),
    { input: { token: options.token } },
  );
  actor.start();
  return { actor, navigate, resetCalls };
}

const typePasswords = (
  actor: ReturnType<typeof start>['actor'],
  password: string,
  confirm: string,
) => {
  actor.send({ type: 'field.change', field: 'password', value: password });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: confirm });
};

describe('reset password page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says "Token não encontrado" without a token, and never calls the server', async () => {
    const verify = vi.fn(async () => ({ userName: 'Ana' }));
    const { actor } = start({ token: null, verify });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.invalidReason).toBe('Token não encontrado');
    expect(verify).not.toHaveBeenCalled();
  });

  it('greets the person by name when the token is valid', async () => {
    const { actor } = start({ token: 'abc' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.userName).toBe('Ana');
  });

  it('shows the server error, or the default text, for an invalid link', async () => {
    const withError = start({
      token: 't',
      verify: () => Promise.reject(apiFailure('Link usado')),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(withError.actor.getSnapshot().context.invalidReason).toBe('Link usado');
    // The api-client's failure for `valid` not true carries the product's text.
    const plain = start({
      token: 't',
      verify: () => Promise.reject(apiFailure(RESET_LINK_INVALID)),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(plain.actor.getSnapshot().value).toBe('invalid');
    expect(plain.actor.getSnapshot().context.invalidReason).toBe(
      'Link de redefinição de senha inválido ou expirado',
    );
  });

  it('says "Erro ao verificar token" when the check itself fails', async () => {
    const { actor } = start({
      token: 't',
      verify: async () => {
        throw new Error('offline');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.invalidReason).toBe('Erro ao verificar token');
  });

  it('checks the match first, then the length, and clears the error on editing', async () => {
    const { actor, resetCalls } = start({ token: 't' });
    await vi.advanceTimersByTimeAsync(0);
    typePasswords(actor, '123', '1234');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Você digitou senhas diferentes');
    actor.send({ type: 'field.change', field: 'confirmPassword', value: '123' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('A senha deve ter pelo menos 6 caracteres');
    actor.send({ type: 'field.change', field: 'password', value: '1234' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toBe('form');
    expect(resetCalls).toEqual([]);
  });

  it('resets, then goes to login only after 3 seconds', async () => {
    const { actor, navigate, resetCalls } = start({ token: 'tok' });
    await vi.advanceTimersByTimeAsync(0);
    typePasswords(actor, 'nova-senha', 'nova-senha');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(resetCalls).toEqual([{ token: 'tok', newPassword: 'nova-senha' }]);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the failure text when the reset is refused or fails', async () => {
    const refused = start({
      token: 't',
      reset: () => Promise.reject(apiFailure(RESET_PASSWORD_FAILED)),
    });
    await vi.advanceTimersByTimeAsync(0);
    typePasswords(refused.actor, 'nova-senha', 'nova-senha');
    refused.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.actor.getSnapshot().value).toBe('form');
    expect(refused.actor.getSnapshot().context.error).toBe(
      'Erro ao redefinir senha. Por favor, tente novamente.',
    );

    const broken = start({
      token: 't',
      reset: async () => {
        throw new Error('500');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    typePasswords(broken.actor, 'nova-senha', 'nova-senha');
    broken.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.actor.getSnapshot().context.error).toBe(
      'Erro ao redefinir senha. Por favor, tente novamente.',
    );
  });

  it('gives the page one status per step: loading, failure, editing, submitting, done', async () => {
    const { actor } = start({ token: 'tok' });
    const view = () => selectResetPasswordView(actor.getSnapshot());
    expect(view().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ status: 'editing', userName: 'Ana', invalidMessage: null });
    typePasswords(actor, 'nova-senha', 'outra');
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({
      status: 'editing',
      values: { password: 'nova-senha', confirmPassword: 'outra' },
      error: 'Você digitou senhas diferentes',
    });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'nova-senha' });
    actor.send({ type: 'form.submit' });
    expect(view().status).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(view().status).toBe('done');
    await vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS);
    expect(view().status).toBe('done');

    const missing = start({ token: null });
    expect(selectResetPasswordView(missing.actor.getSnapshot())).toMatchObject({
      status: 'failure',
      invalidMessage: 'Token não encontrado',
    });
  });
});
