import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type ApiResult,
  type Profile,
  type MailPreferencesInput,
  type ProfileUpdateInput,
  type RequestErasureInput,
} from '@portal/api-client';
import { profileMachine, selectProfileView } from '@portal/domain';
import { clientUnavailable } from '../app/api';
import { fakeCall } from './fake-workspace-call';
import { profileActions, profileActors } from './useProfile';

const stored: Profile = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone_number: null,
  knowledge_base: null,
  profile_picture: '/uploads/ana.png',
  mail_task_reminders: true,
  mail_weekly_digest: true,
  erasure_requested_at: null,
};

type Answers = {
  get?: ApiResult<Profile[]>;
  update?: ApiResult<{ status: 'success'; profile?: Profile; jwt_token?: string }>;
  changePassword?: ApiResult<{ status: 'success'; jwt_token: string }>;
  mailPreferences?: ApiResult<{ status: 'success' }>;
  requestErasure?: ApiResult<{ status: 'success'; erasure_requested_at: string }>;
  withdrawErasure?: ApiResult<{ status: 'success'; erasure_requested_at: null }>;
};

function profileApi(answers: Answers = {}) {
  const updates: ProfileUpdateInput[] = [];
  const mailSaves: MailPreferencesInput[] = [];
  const erasureRequests: RequestErasureInput[] = [];
  const api = {
    profile: {
      get: async () => {
        const answer = answers.get ?? success([stored]);
        return answer.ok ? success(answer.data[0]) : answer;
      },
      update: async (input: ProfileUpdateInput) => {
        updates.push(input);
        return answers.update ?? success({ status: 'success' as const });
      },
      changePassword: async () =>
        answers.changePassword ?? success({ status: 'success' as const, jwt_token: 'jwt-novo' }),
      mailPreferences: async (input: MailPreferencesInput) => {
        mailSaves.push(input);
        return answers.mailPreferences ?? success({ status: 'success' as const });
      },
      requestErasure: async (input: RequestErasureInput) => {
        erasureRequests.push(input);
        return (
          answers.requestErasure ??
          success({ status: 'success' as const, erasure_requested_at: '2026-12-07T13:00:00.000Z' })
        );
      },
      withdrawErasure: async () =>
        answers.withdrawErasure ??
        success({ status: 'success' as const, erasure_requested_at: null }),
    } as unknown as ApiClient['profile'],
  };
  const call = fakeCall(api);
  const replaceToken = vi.fn();
  const changeUser = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: profileActors(call),
      actions: profileActions({ replaceToken, changeUser }),
    }),
  ).start();
  const view = () => selectProfileView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => !s.matches({ record: 'loading' }));
  return { actor, view, updates, mailSaves, erasureRequests, replaceToken, changeUser, settled };
}

describe('the profile modal container', () => {
  it('shows blank texts where the server has none, and the picture in the top bar', async () => {
    const c = profileApi();
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    expect(c.view()).toMatchObject({
      status: 'viewing',
      profile: { phone_number: '', knowledge_base: '', profile_picture: '/uploads/ana.png' },
      pictureUrl: '/uploads/ana.png',
    });
  });

  it("says 'Dados de autenticação ausentes' without a session, the product's text without an answer", async () => {
    const missing = profileApi({
      get: failure('missing-session', 'Dados de autenticação ausentes'),
    });
    missing.actor.send({ type: 'modal.open' });
    await missing.settled();
    expect(missing.view().message?.text).toBe('Dados de autenticação ausentes');

    // callApi's stand-in for a client that could not be loaded says 'Erro de conexão'; the
    // profile's own text shows instead.
    const unreachable = profileApi({ get: clientUnavailable });
    unreachable.actor.send({ type: 'modal.open' });
    await unreachable.settled();
    expect(unreachable.view()).toMatchObject({
      status: 'failure',
      message: { text: 'Falha ao carregar os dados do perfil' },
    });
  });

  it('sends the fields and the picked file, and shows what the server kept', async () => {
    const saved: Profile = {
      ...stored,
      phone_number: '(11) 5555-0000',
      profile_picture: '/p2.png',
    };
    const c = profileApi({ update: success({ status: 'success', profile: saved }) });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    c.actor.send({ type: 'edit.start' });
    c.actor.send({ type: 'field.change', field: 'phone_number', value: '(11) 5555-0000' });
    const file = new File([new Uint8Array(10)], 'foto.png', { type: 'image/png' });
    c.actor.send({ type: 'picture.select', file });
    c.actor.send({ type: 'form.submit' });
    await waitFor(c.actor, (s) => s.matches({ record: 'viewing' }));
    expect(c.updates).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@padaria.com.br',
        phone_number: '(11) 5555-0000',
        knowledge_base: '',
        profile_picture: file,
      },
    ]);
    expect(c.view()).toMatchObject({
      profile: { phone_number: '(11) 5555-0000', knowledge_base: '', profile_picture: '/p2.png' },
      message: { tone: 'success', text: 'Perfil atualizado com sucesso' },
      pictureUrl: '/p2.png',
    });
    // The session learns the saved name and e-mail, which the top bar shows.
    expect(c.changeUser.mock.calls).toEqual([[{ name: 'Ana Souza', email: 'ana@padaria.com.br' }]]);
  });

  it('hands a rename to the session at once, and nothing when the save fails', async () => {
    const renamed: Profile = { ...stored, name: 'Ana S. Lima' };
    const c = profileApi({ update: success({ status: 'success', profile: renamed }) });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    c.actor.send({ type: 'edit.start' });
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'form.submit' });
    await waitFor(c.actor, (s) => s.matches({ record: 'viewing' }));
    expect(c.changeUser).toHaveBeenCalledWith({ name: 'Ana S. Lima', email: 'ana@padaria.com.br' });

    const refused = profileApi({ update: failure('http', 'Falha ao atualizar o perfil') });
    refused.actor.send({ type: 'modal.open' });
    await refused.settled();
    refused.actor.send({ type: 'edit.start' });
    refused.actor.send({ type: 'field.change', field: 'name', value: 'Outro Nome' });
    refused.actor.send({ type: 'form.submit' });
    await waitFor(
      refused.actor,
      (s) => s.matches({ record: 'editing' }) && s.context.message !== null,
    );
    expect(refused.changeUser).not.toHaveBeenCalled();
  });

  it('sends the current password with an e-mail change and keeps the new token', async () => {
    const c = profileApi({
      update: success({
        status: 'success',
        profile: { ...stored, email: 'ana@nova.com.br' },
        jwt_token: 'jwt-do-email',
      }),
    });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    c.actor.send({ type: 'edit.start' });
    c.actor.send({ type: 'field.change', field: 'email', value: 'ana@nova.com.br' });
    c.actor.send({ type: 'currentPassword.change', value: 'senha123' });
    c.actor.send({ type: 'form.submit' });
    await waitFor(c.actor, (s) => s.matches({ record: 'viewing' }));
    expect(c.updates).toMatchObject([{ email: 'ana@nova.com.br', current_password: 'senha123' }]);
    expect(c.replaceToken).toHaveBeenCalledWith('jwt-do-email');
    expect(c.view().profile?.email).toBe('ana@nova.com.br');

    const refused = profileApi({
      update: failure('http', 'Senha atual incorreta.', {
        status: 400,
        serverMessage: 'Senha atual incorreta.',
      }),
    });
    refused.actor.send({ type: 'modal.open' });
    await refused.settled();
    refused.actor.send({ type: 'edit.start' });
    refused.actor.send({ type: 'field.change', field: 'email', value: 'ana@nova.com.br' });
    refused.actor.send({ type: 'currentPassword.change', value: 'errada' });
    refused.actor.send({ type: 'form.submit' });
    await waitFor(refused.actor, (s) => s.matches({ notice: 'shown' }));
    expect(refused.view()).toMatchObject({
      status: 'editing',
      message: { tone: 'error', text: 'Senha atual incorreta.' },
    });
    expect(refused.replaceToken).not.toHaveBeenCalled();
  });

  it('sends no current password when the e-mail stays', async () => {
    const c = profileApi();
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    c.actor.send({ type: 'edit.start' });
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S.' });
    c.actor.send({ type: 'form.submit' });
    await waitFor(c.actor, (s) => s.matches({ record: 'viewing' }));
    expect(c.updates[0]).not.toHaveProperty('current_password');
    expect(c.replaceToken).not.toHaveBeenCalled();
  });

  it("keeps the new token of a password change, and shows the server's refusal", async () => {
    const c = profileApi();
    c.actor.send({ type: 'password.field.change', field: 'oldPassword', value: 'antiga1' });
    c.actor.send({ type: 'password.field.change', field: 'newPassword', value: 'novaSenha1' });
    c.actor.send({ type: 'password.submit' });
    await waitFor(c.actor, (s) => s.matches({ passwordNotice: 'shown' }));
    expect(c.replaceToken).toHaveBeenCalledWith('jwt-novo');

    const refused = profileApi({
      changePassword: failure('http', 'Senha atual incorreta', {
        status: 401,
        serverMessage: 'Senha atual incorreta',
      }),
    });
    refused.actor.send({ type: 'password.field.change', field: 'oldPassword', value: 'errada1' });
    refused.actor.send({
      type: 'password.field.change',
      field: 'newPassword',
      value: 'novaSenha1',
    });
    refused.actor.send({ type: 'password.submit' });
    await waitFor(refused.actor, (s) => s.matches({ passwordNotice: 'shown' }));
    expect(refused.view().passwordMessage).toEqual({
      tone: 'error',
      text: 'Senha atual incorreta',
    });
    expect(refused.replaceToken).not.toHaveBeenCalled();
  });

  it('reads the e-mail switches, sends both when one turns, and puts it back on a failure', async () => {
    const c = profileApi({
      mailPreferences: failure('http', 'Falha ao salvar as preferências de e-mail'),
    });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    expect(c.view().mail).toEqual({ tasks: true, digest: true });
    c.actor.send({ type: 'mail.toggle', kind: 'digest', on: false });
    await waitFor(c.actor, (s) => s.matches({ mail: 'idle' }));
    expect(c.mailSaves).toEqual([{ task_reminders: true, weekly_digest: false }]);
    expect(c.view()).toMatchObject({
      mail: { tasks: true, digest: true },
      message: { tone: 'error', text: 'Falha ao salvar as preferências de e-mail' },
    });

    const ok = profileApi();
    ok.actor.send({ type: 'modal.open' });
    await ok.settled();
    ok.actor.send({ type: 'mail.toggle', kind: 'tasks', on: false });
    await waitFor(ok.actor, (s) => s.matches({ mail: 'idle' }));
    expect(ok.view()).toMatchObject({
      mail: { tasks: false, digest: true },
      message: { tone: 'success', text: 'Preferências de e-mail salvas' },
    });
  });

  it('shows no switches to a business account, whose profile names none', async () => {
    const { mail_task_reminders: _t, mail_weekly_digest: _d, ...business } = stored;
    const c = profileApi({ get: success([business]) });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    expect(c.view().mail).toBeNull();
  });
  it("asks for the account's erasure with the password, shows the open request, and withdraws it", async () => {
    const c = profileApi();
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    expect(c.view().erasure).toMatchObject({ requested: null, confirming: false });
    c.actor.send({ type: 'erasure.ask' });
    c.actor.send({ type: 'erasure.password.change', value: 'senha123' });
    c.actor.send({ type: 'erasure.confirm' });
    await waitFor(c.actor, (s) => s.matches({ erasure: 'idle' }));
    expect(c.erasureRequests).toEqual([{ current_password: 'senha123' }]);
    expect(c.view().erasure?.requested).toContain('em 7 de dez de 2026');
    c.actor.send({ type: 'erasure.withdraw' });
    await waitFor(c.actor, (s) => s.matches({ erasure: 'idle' }));
    expect(c.view().erasure?.requested).toBeNull();
    expect(c.view().message?.text).toBe('Pedido de exclusão cancelado.');
  });

  it("keeps the confirmation open with the server's refusal of the password", async () => {
    const c = profileApi({
      requestErasure: failure('http', 'Senha atual incorreta.', {
        status: 400,
        serverMessage: 'Senha atual incorreta.',
      }),
    });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    c.actor.send({ type: 'erasure.ask' });
    c.actor.send({ type: 'erasure.password.change', value: 'errada' });
    c.actor.send({ type: 'erasure.confirm' });
    await waitFor(c.actor, (s) => s.matches({ erasure: 'confirming' }) && !!s.context.erasureError);
    expect(c.view().erasure).toMatchObject({
      confirming: true,
      error: 'Senha atual incorreta.',
      requested: null,
    });
  });

  it('offers a business account no erasure of its own', async () => {
    const { erasure_requested_at: _none, ...business } = stored;
    const c = profileApi({ get: success([business]) });
    c.actor.send({ type: 'modal.open' });
    await c.settled();
    expect(c.view().erasure).toBeNull();
  });
});
