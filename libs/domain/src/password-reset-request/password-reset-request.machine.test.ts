import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  passwordResetRequestMachine,
  type RequestPasswordResetInput,
} from './password-reset-request.machine';

function start(request: (input: RequestPasswordResetInput) => Promise<unknown>) {
  const calls: RequestPasswordResetInput[] = [];
  const actor = createActor(
    passwordResetRequestMachine.provide({
      actors: {
        requestPasswordReset: fromPromise<unknown, RequestPasswordResetInput>(({ input }) => {
          calls.push(input);
          return request(input);
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('password-reset request dialog', () => {
  it('walks enter e-mail → confirm → sending → sent', async () => {
    const { actor, calls } = start(async () => ({ ok: true }));
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'enterEmail' });
    actor.send({ type: 'field.change', value: ' ana@loja.com.br ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'confirm' });
    expect(actor.getSnapshot().context.email).toBe('ana@loja.com.br');
    actor.send({ type: 'email.confirm' });
    expect(actor.getSnapshot().value).toEqual({ open: 'sending' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ open: 'sent' });
    expect(calls).toEqual([{ email: 'ana@loja.com.br' }]);
  });

  it('shows "sent" even when the request fails', async () => {
    const { actor } = start(async () => {
      throw new Error('500');
    });
    actor.send({ type: 'dialog.open', email: 'ana@loja.com.br' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'email.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ open: 'sent' });
  });

  it('refuses an empty or invalid e-mail with docs/product.md texts', () => {
    const { actor, calls } = start(async () => null);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('O email é obrigatório');
    actor.send({ type: 'field.change', value: 'ana@' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Por favor, insira um email válido');
    expect(actor.getSnapshot().value).toEqual({ open: 'enterEmail' });
    expect(calls).toEqual([]);
  });

  it('goes back to edit from the confirmation, and closing forgets the e-mail', () => {
    const { actor } = start(async () => null);
    actor.send({ type: 'dialog.open', email: 'ana@loja.com.br' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'enterEmail' });
    expect(actor.getSnapshot().context.email).toBe('ana@loja.com.br');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.email).toBe('');
  });
});
