import { describe, expect, it } from 'vitest';
import { profile, signedInClient } from './test-support';

describe('profile', () => {
  it('get sends the action header and the session, and returns the first item', async () => {
    const { api, calls } = signedInClient({ body: [profile] });
    const result = await api.profile.get();
    expect(result).toEqual({ ok: true, data: profile });
    expect(calls[0]?.headers['action']).toBe('get');
    expect(calls[0]?.url.searchParams.has('action')).toBe(false);
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
  });

  it('update is multipart with plain text fields, the session and the picture', async () => {
    const { api, calls } = signedInClient({ body: { status: 'success' } });
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'eu.png', { type: 'image/png' });
    const result = await api.profile.update({
      name: 'Ana Souza',
      email: 'ana@demo.com.br',
      phone_number: '41999990000',
      knowledge_base: '',
      profile_picture: picture,
    });
    expect(result.ok).toBe(true);
    const call = calls[0];
    expect(call?.headers['action']).toBe('update');
    expect(call?.headers['content-type']).toBeUndefined();
    expect(call?.json).toBeUndefined();
    expect(call?.form).toMatchObject({
      jwt: 'jwt-123',
      authType: 'user',
      name: 'Ana Souza',
      phone_number: '41999990000',
      knowledge_base: '',
    });
    expect(call?.form?.['profile_picture']).toBeInstanceOf(Blob);
  });

  it('update sends the current password of an e-mail change and reads the new token', async () => {
    const { api, calls } = signedInClient({
      body: { status: 'success', message: 'Perfil atualizado com sucesso', jwt_token: 'a.b.c' },
    });
    const result = await api.profile.update({
      name: 'Ana Souza',
      email: 'ana@nova.com.br',
      phone_number: '',
      knowledge_base: '',
      current_password: 'senha123',
    });
    expect(result).toMatchObject({ ok: true, data: { jwt_token: 'a.b.c' } });
    expect(calls[0]?.form).toMatchObject({
      email: 'ana@nova.com.br',
      current_password: 'senha123',
    });
  });

  it('update shows the message the server sends for a refused e-mail change', async () => {
    const { api } = signedInClient({
      status: 400,
      body: { status: 'error', error: 'Senha atual incorreta.', message: 'Senha atual incorreta.' },
    });
    const result = await api.profile.update({
      name: 'Ana Souza',
      email: 'ana@nova.com.br',
      phone_number: '',
      knowledge_base: '',
      current_password: 'errada',
    });
    expect(result).toMatchObject({ ok: false, message: 'Senha atual incorreta.' });
  });

  it('changePassword shows the message the server sends', async () => {
    const { api, calls } = signedInClient({
      status: 400,
      body: { status: 'error', error: 'Senha atual incorreta', message: 'Senha atual incorreta' },
    });
    const result = await api.profile.changePassword({
      oldPassword: 'velha',
      newPassword: 'nova1234',
    });
    expect(result).toMatchObject({ ok: false, message: 'Senha atual incorreta' });
    expect(calls[0]?.headers['action']).toBe('changePassword');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      oldPassword: 'velha',
      newPassword: 'nova1234',
    });
  });

  it('mailPreferences sends the switches and shows its own failure text', async () => {
    const { api, calls } = signedInClient({
      body: { status: 'success', message: 'Preferências de e-mail salvas' },
    });
    const result = await api.profile.mailPreferences({
      task_reminders: false,
      weekly_digest: true,
    });
    expect(result).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(calls[0]?.headers['action']).toBe('mailPreferences');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      task_reminders: false,
      weekly_digest: true,
    });
    const failed = signedInClient({ status: 500, body: { status: 'error' } });
    expect(await failed.api.profile.mailPreferences({ task_reminders: false })).toMatchObject({
      ok: false,
      message: 'Falha ao salvar as preferências de e-mail',
    });
  });
  it("requestErasure sends the password and shows the server's refusal, else its own text", async () => {
    const at = '2026-12-07T13:00:00.000Z';
    const { api, calls } = signedInClient({
      body: { status: 'success', message: 'Pedido enviado', erasure_requested_at: at },
    });
    const result = await api.profile.requestErasure({ current_password: 'senha123' });
    expect(result).toMatchObject({ ok: true, data: { erasure_requested_at: at } });
    expect(calls[0]?.headers['action']).toBe('requestErasure');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      current_password: 'senha123',
    });
    const refused = signedInClient({ status: 400, body: { error: 'Senha atual incorreta.' } });
    expect(await refused.api.profile.requestErasure({ current_password: 'errada' })).toMatchObject({
      ok: false,
      message: 'Senha atual incorreta.',
    });
    const failed = signedInClient({ status: 500, body: { status: 'error' } });
    expect(await failed.api.profile.requestErasure({ current_password: 'x' })).toMatchObject({
      ok: false,
      message: 'Falha ao pedir a exclusão da conta',
    });
  });

  it('withdrawErasure sends only the session', async () => {
    const { api, calls } = signedInClient({
      body: { status: 'success', message: 'Cancelado', erasure_requested_at: null },
    });
    expect(await api.profile.withdrawErasure()).toMatchObject({ ok: true });
    expect(calls[0]?.headers['action']).toBe('withdrawErasure');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
    const failed = signedInClient({ status: 500, body: { status: 'error' } });
    expect(await failed.api.profile.withdrawErasure()).toMatchObject({
      ok: false,
      message: 'Falha ao cancelar o pedido de exclusão',
    });
  });
});
