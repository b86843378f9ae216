import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { profileMachine } from './profile.machine';
import { selectProfileView } from './profile-view';
import { type Profile } from './profile';
import { controlledActors, flush } from '../testing/model-testing';
import { TOAST_MS } from '../toast/toast-region';

const profile: Profile = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone_number: '(11) 91234-5678',
  knowledge_base: 'Sócia-fundadora.',
  profile_picture: 'https://cdn.example/ana.png',
  mail: { tasks: true, digest: true },
  erasure: { requestedAt: null },
};
const png = { size: 300_000, type: 'image/png', name: 'foto.png' };
const tooBig = { size: 2 * 1024 * 1024 + 1, type: 'image/png', name: 'grande.png' };
const noSession = { message: 'Dados de autenticação ausentes' };

type ActorName =
  | 'loadProfile'
  | 'saveProfile'
  | 'changePassword'
  | 'saveMailSwitches'
  | 'requestErasure'
  | 'withdrawErasure';

function start() {
  const actors = controlledActors([
    'loadProfile',
    'saveProfile',
    'changePassword',
    'saveMailSwitches',
    'requestErasure',
    'withdrawErasure',
  ] as const);
  const replaceToken = vi.fn();
  const profileSaved = vi.fn();
  const actor = createActor(
    profileMachine.provide({
      actors: actors.logics as never,
      actions: {
        replaceToken: (_, params) => replaceToken(params.token),
        profileSaved: (_, params) => profileSaved(params.profile),
      },
    }),
  );
  actor.start();
  const view = () => selectProfileView(actor.getSnapshot());
  const resolve = async (name: ActorName, output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: ActorName, error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  return { actor, actors, replaceToken, profileSaved, view, resolve, reject };
}

async function opened() {
  const c = start();
  c.actor.send({ type: 'modal.open' });
  await c.resolve('loadProfile', profile);
  return c;
}

const fieldsOfProfile = () => {
  const { profile_picture: _picture, mail: _mail, erasure: _erasure, ...fields } = profile;
  return fields;
};

async function editing() {
  const c = await opened();
  c.actor.send({ type: 'edit.start' });
  return c;
}

const typePasswords = (c: ReturnType<typeof start>, oldPassword: string, newPassword: string) => {
  c.actor.send({ type: 'password.field.change', field: 'oldPassword', value: oldPassword });
  c.actor.send({ type: 'password.field.change', field: 'newPassword', value: newPassword });
};

describe('profile modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads nothing until opened, then loads and shows the profile', async () => {
    const c = start();
    expect(c.view()).toMatchObject({ open: false, status: 'loading', pictureUrl: null });
    expect(c.actors.inputsOf('loadProfile')).toEqual([]);
    c.actor.send({ type: 'modal.open' });
    expect(c.view()).toMatchObject({ open: true, status: 'loading', tab: 'profile' });
    await c.resolve('loadProfile', profile);
    expect(c.view()).toMatchObject({
      status: 'viewing',
      profile,
      values: null,
      message: null,
      pictureUrl: 'https://cdn.example/ana.png',
    });
  });

  it('says the load failed, shows the failure text for 3 s, and can retry', async () => {
    const c = start();
    c.actor.send({ type: 'modal.open' });
    await c.reject('loadProfile', noSession);
    expect(c.view()).toMatchObject({
      status: 'failure',
      loadError: 'Falha ao carregar os dados do perfil',
      message: { tone: 'error', text: 'Dados de autenticação ausentes' },
    });
    c.actor.send({ type: 'load.retry' });
    expect(c.view().status).toBe('loading');
    await c.reject('loadProfile', new Error('API error: 500'));
    expect(c.view().message).toEqual({
      tone: 'error',
      text: 'Falha ao carregar os dados do perfil',
    });
    c.actor.send({ type: 'load.retry' });
    await c.resolve('loadProfile', profile);
    // The message runs its own 3 s, whatever the profile does meanwhile.
    expect(c.view()).toMatchObject({ status: 'viewing', loadError: null });
    expect(c.view().message?.tone).toBe('error');
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(c.view().message).toBeNull();
  });

  it('edits a copy of the fields and discards it on cancel', async () => {
    const c = await editing();
    expect(c.view()).toMatchObject({
      status: 'editing',
      values: {
        name: 'Ana Souza',
        email: 'ana@padaria.com.br',
        phone_number: '(11) 91234-5678',
        knowledge_base: 'Sócia-fundadora.',
      },
    });
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'picture.select', file: png });
    expect(c.view().values?.name).toBe('Ana S. Lima');
    expect(c.view().picture).toBe(png);
    c.actor.send({ type: 'edit.cancel' });
    expect(c.view()).toMatchObject({ status: 'viewing', values: null, picture: null, profile });
    c.actor.send({ type: 'edit.start' });
    expect(c.view().values?.name).toBe('Ana Souza');
    expect(c.view().picture).toBeNull();
  });

  it('refuses a picture over 2 MB and keeps the earlier pick', async () => {
    const c = await editing();
    c.actor.send({ type: 'picture.select', file: tooBig });
    expect(c.view()).toMatchObject({
      picture: null,
      pictureError: 'O tamanho da imagem deve ser inferior a 2MB',
    });
    c.actor.send({ type: 'picture.select', file: png });
    expect(c.view()).toMatchObject({ picture: png, pictureError: null });
    c.actor.send({ type: 'picture.select', file: tooBig });
    expect(c.view()).toMatchObject({
      picture: png,
      pictureError: 'O tamanho da imagem deve ser inferior a 2MB',
    });
  });

  it('saves the fields and the picture, shows the saved profile and says so for 3 s', async () => {
    const c = await editing();
    c.actor.send({ type: 'field.change', field: 'phone_number', value: '(11) 5555-0000' });
    c.actor.send({ type: 'picture.select', file: png });
    c.actor.send({ type: 'form.submit' });
    expect(c.view().status).toBe('saving');
    expect(c.actors.inputsOf('saveProfile')).toEqual([
      {
        fields: {
          name: 'Ana Souza',
          email: 'ana@padaria.com.br',
          phone_number: '(11) 5555-0000',
          knowledge_base: 'Sócia-fundadora.',
        },
        picture: png,
        currentPassword: null,
      },
    ]);
    const saved = { ...profile, phone_number: '(11) 5555-0000', profile_picture: 'x.png' };
    await c.resolve('saveProfile', { profile: saved, token: null });
    expect(c.view()).toMatchObject({
      status: 'viewing',
      profile: saved,
      values: null,
      picture: null,
      message: { tone: 'success', text: 'Perfil atualizado com sucesso' },
      pictureUrl: 'x.png',
    });
    // The shells are told at once: the top bar shows what the server kept.
    expect(c.profileSaved.mock.calls).toEqual([[saved]]);
    // The message outlives a change of mode: it shows in the edit form too.
    c.actor.send({ type: 'edit.start' });
    await vi.advanceTimersByTimeAsync(TOAST_MS - 1);
    expect(c.view().message?.text).toBe('Perfil atualizado com sucesso');
    await vi.advanceTimersByTimeAsync(1);
    expect(c.view().message).toBeNull();
  });

  it('shows the fields sent with the old picture when the server only says ok', async () => {
    const c = await editing();
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'form.submit' });
    await c.resolve('saveProfile', { profile: null, token: null });
    expect(c.view().profile).toEqual({ ...profile, name: 'Ana S. Lima' });
    expect(c.profileSaved).toHaveBeenCalledWith({ ...profile, name: 'Ana S. Lima' });
  });

  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const c = await editing();
    expect(c.view().askCurrentPassword).toBe(false);
    // The same address in another case or with spaces is no change.
    c.actor.send({ type: 'field.change', field: 'email', value: ' ANA@padaria.com.br ' });
    expect(c.view().askCurrentPassword).toBe(false);
    c.actor.send({ type: 'field.change', field: 'email', value: 'ana@outra.com.br' });
    expect(c.view().askCurrentPassword).toBe(true);
    // Without it nothing is sent, and the field says why.
    c.actor.send({ type: 'form.submit' });
    expect(c.view()).toMatchObject({
      status: 'editing',
      currentPasswordError: 'Informe sua senha atual para alterar o email',
    });
    expect(c.actors.inputsOf('saveProfile')).toEqual([]);
    c.actor.send({ type: 'currentPassword.change', value: 'senha123' });
    expect(c.view()).toMatchObject({ currentPassword: 'senha123', currentPasswordError: null });
    c.actor.send({ type: 'form.submit' });
    expect(c.view().status).toBe('saving');
    expect(c.actors.inputsOf('saveProfile')).toEqual([
      {
        fields: { ...fieldsOfProfile(), email: 'ana@outra.com.br' },
        picture: null,
        currentPassword: 'senha123',
      },
    ]);
    // The other sessions ended: this one keeps going with the fresh token.
    await c.resolve('saveProfile', {
      profile: { ...profile, email: 'ana@outra.com.br' },
      token: 'novo.jwt',
    });
    expect(c.replaceToken).toHaveBeenCalledWith('novo.jwt');
    expect(c.view()).toMatchObject({
      status: 'viewing',
      askCurrentPassword: false,
      currentPassword: '',
      profile: { email: 'ana@outra.com.br' },
    });
  });

  it('sends no password and replaces no token when the e-mail stays', async () => {
    const c = await editing();
    c.actor.send({ type: 'currentPassword.change', value: 'typed-before' });
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'form.submit' });
    expect(c.actors.inputsOf('saveProfile')).toMatchObject([{ currentPassword: null }]);
    await c.resolve('saveProfile', { profile: null, token: null });
    expect(c.replaceToken).not.toHaveBeenCalled();
  });

  it('forgets the typed current password when edit mode ends', async () => {
    const c = await editing();
    c.actor.send({ type: 'field.change', field: 'email', value: 'ana@outra.com.br' });
    c.actor.send({ type: 'currentPassword.change', value: 'senha123' });
    c.actor.send({ type: 'edit.cancel' });
    c.actor.send({ type: 'edit.start' });
    expect(c.view()).toMatchObject({ askCurrentPassword: false, currentPassword: '' });
  });

  it('stays in edit mode after a failed save, with the failure text for 3 s', async () => {
    const c = await editing();
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'picture.select', file: png });
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveProfile', new Error('API error: 500'));
    expect(c.view()).toMatchObject({
      status: 'editing',
      picture: png,
      message: { tone: 'error', text: 'Falha ao atualizar o perfil' },
    });
    expect(c.view().values?.name).toBe('Ana S. Lima');
    expect(c.view().profile).toEqual(profile);
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveProfile', noSession);
    expect(c.view().message?.text).toBe('Dados de autenticação ausentes');
    // Nothing was saved: the top bar keeps the name it had.
    expect(c.profileSaved).not.toHaveBeenCalled();
  });

  it('restarts the 3 s with each new message', async () => {
    const c = await editing();
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveProfile', new Error('x'));
    await vi.advanceTimersByTimeAsync(2000);
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveProfile', noSession);
    await vi.advanceTimersByTimeAsync(2000);
    expect(c.view().message?.text).toBe('Dados de autenticação ausentes');
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.view().message).toBeNull();
  });

  it('checks the password form and sends nothing while it is wrong', async () => {
    const c = await opened();
    c.actor.send({ type: 'tab.select', tab: 'password' });
    c.actor.send({ type: 'password.submit' });
    expect(c.view().passwordErrors).toEqual({
      oldPassword: 'A senha atual é obrigatória',
      newPassword: 'A nova senha é obrigatória',
    });
    typePasswords(c, 'antiga1', '123');
    // Typing leaves the errors as they were until the next try.
    expect(c.view().passwordErrors.oldPassword).toBe('A senha atual é obrigatória');
    c.actor.send({ type: 'password.submit' });
    expect(c.view().passwordErrors).toEqual({
      newPassword: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(c.actors.inputsOf('changePassword')).toEqual([]);
    expect(c.view().passwordStatus).toBe('editing');
  });

  it('changes the password, keeps the new token and empties the form', async () => {
    const c = await opened();
    c.actor.send({ type: 'tab.select', tab: 'password' });
    typePasswords(c, 'antiga1', 'novaSenha1');
    c.actor.send({ type: 'password.submit' });
    expect(c.view()).toMatchObject({ passwordStatus: 'submitting', passwordErrors: {} });
    expect(c.actors.inputsOf('changePassword')).toEqual([
      { oldPassword: 'antiga1', newPassword: 'novaSenha1' },
    ]);
    await c.resolve('changePassword', { token: 'jwt-novo' });
    expect(c.replaceToken).toHaveBeenCalledWith('jwt-novo');
    expect(c.view()).toMatchObject({
      passwordStatus: 'editing',
      passwordValues: { oldPassword: '', newPassword: '' },
      passwordMessage: { tone: 'success', text: 'Senha alterada com sucesso' },
    });
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(c.view().passwordMessage).toBeNull();
  });

  it("shows the server's text for a refused change, else the product's", async () => {
    const c = await opened();
    typePasswords(c, 'errada1', 'novaSenha1');
    c.actor.send({ type: 'password.submit' });
    await c.reject('changePassword', { message: 'Senha atual incorreta' });
    expect(c.view()).toMatchObject({
      passwordStatus: 'editing',
      passwordValues: { oldPassword: 'errada1', newPassword: 'novaSenha1' },
      passwordMessage: { tone: 'error', text: 'Senha atual incorreta' },
    });
    c.actor.send({ type: 'password.submit' });
    await c.reject('changePassword', new Error('offline'));
    expect(c.view().passwordMessage?.text).toBe('Falha ao alterar a senha');
    expect(c.replaceToken).not.toHaveBeenCalled();
  });

  it('keeps a password change going when the modal closes, and keeps its token', async () => {
    const c = await opened();
    typePasswords(c, 'antiga1', 'novaSenha1');
    c.actor.send({ type: 'password.submit' });
    c.actor.send({ type: 'modal.close' });
    expect(c.view().open).toBe(false);
    await c.resolve('changePassword', { token: 'jwt-novo' });
    expect(c.replaceToken).toHaveBeenCalledWith('jwt-novo');
  });

  it('starts afresh on each opening: profile tab, no messages or errors, read again', async () => {
    const c = await editing();
    c.actor.send({ type: 'form.submit' });
    await c.reject('saveProfile', new Error('x'));
    c.actor.send({ type: 'tab.select', tab: 'password' });
    c.actor.send({ type: 'password.submit' });
    c.actor.send({ type: 'modal.close' });
    c.actor.send({ type: 'modal.open' });
    expect(c.view()).toMatchObject({
      open: true,
      status: 'loading',
      tab: 'profile',
      values: null,
      message: null,
      passwordErrors: {},
      passwordMessage: null,
      // The top bar keeps the picture it had while the profile is read again.
      pictureUrl: profile.profile_picture,
    });
    expect(c.actors.inputsOf('loadProfile')).toHaveLength(2);
  });

  it('forgets what was typed in a tab when another is shown, errors aside', async () => {
    const c = await editing();
    c.actor.send({ type: 'field.change', field: 'name', value: 'Ana S. Lima' });
    c.actor.send({ type: 'picture.select', file: tooBig });
    typePasswords(c, 'antiga1', '1');
    c.actor.send({ type: 'password.submit' });
    c.actor.send({ type: 'tab.select', tab: 'password' });
    expect(c.view()).toMatchObject({
      tab: 'password',
      status: 'editing',
      values: { name: 'Ana Souza' },
      pictureError: null,
      passwordValues: { oldPassword: '', newPassword: '' },
      passwordErrors: { newPassword: 'A senha deve ter pelo menos 6 caracteres' },
    });
    // The shown tab again: nothing is reset.
    typePasswords(c, 'antiga1', 'novaSenha1');
    c.actor.send({ type: 'tab.select', tab: 'password' });
    expect(c.view().passwordValues.newPassword).toBe('novaSenha1');
  });

  describe('the e-mail switches', () => {
    it('shows a turned switch at once, saves both and says so for 3 s', async () => {
      const c = await opened();
      expect(c.view()).toMatchObject({ mail: { tasks: true, digest: true }, mailSaving: false });
      c.actor.send({ type: 'mail.toggle', kind: 'digest', on: false });
      expect(c.view()).toMatchObject({ mail: { tasks: true, digest: false }, mailSaving: true });
      expect(c.actors.inputsOf('saveMailSwitches')).toEqual([{ tasks: true, digest: false }]);
      // While it saves, another turn waits.
      c.actor.send({ type: 'mail.toggle', kind: 'tasks', on: false });
      expect(c.actors.inputsOf('saveMailSwitches')).toHaveLength(1);
      await c.resolve('saveMailSwitches', undefined);
      expect(c.view()).toMatchObject({
        mail: { tasks: true, digest: false },
        mailSaving: false,
        message: { tone: 'success', text: 'Preferências de e-mail salvas' },
      });
      vi.advanceTimersByTime(TOAST_MS);
      expect(c.view().message).toBeNull();
    });

    it("puts the switch back when the save fails, with the server's text or the product's", async () => {
      const c = await opened();
      c.actor.send({ type: 'mail.toggle', kind: 'tasks', on: false });
      await c.reject('saveMailSwitches', new Error('offline'));
      expect(c.view()).toMatchObject({
        mail: { tasks: true, digest: true },
        mailSaving: false,
        message: { tone: 'error', text: 'Falha ao salvar as preferências de e-mail' },
      });
      c.actor.send({ type: 'mail.toggle', kind: 'tasks', on: false });
      await c.reject('saveMailSwitches', noSession);
      expect(c.view().message?.text).toBe(noSession.message);
      expect(c.view().mail).toEqual({ tasks: true, digest: true });
    });

    it('has no switches for a business account', async () => {
      const c = start();
      c.actor.send({ type: 'modal.open' });
      await c.resolve('loadProfile', { ...profile, mail: null });
      c.actor.send({ type: 'mail.toggle', kind: 'tasks', on: false });
      expect(c.view()).toMatchObject({ mail: null, mailSaving: false });
      expect(c.actors.inputsOf('saveMailSwitches')).toHaveLength(0);
    });

    it('keeps the switches when a profile save answers without a profile', async () => {
      const c = await editing();
      c.actor.send({ type: 'form.submit' });
      await c.resolve('saveProfile', { profile: null, token: null });
      expect(c.view().mail).toEqual(profile.mail);
    });
  });
  describe("the request to erase the person's account", () => {
    const wrong = { message: 'Senha atual incorreta.' };

    it('asks the current password, sends it, and shows the open request', async () => {
      const c = await opened();
      expect(c.view().erasure).toMatchObject({ requested: null, confirming: false });
      c.actor.send({ type: 'erasure.ask' });
      expect(c.view().erasure).toMatchObject({ confirming: true, password: '', error: null });
      // Nothing typed: said in the confirmation, nothing sent.
      c.actor.send({ type: 'erasure.confirm' });
      expect(c.view().erasure?.error).toBe('Informe sua senha atual para continuar.');
      expect(c.actors.inputsOf('requestErasure')).toHaveLength(0);
      c.actor.send({ type: 'erasure.password.change', value: 'senha-certa' });
      expect(c.view().erasure?.error).toBeNull();
      c.actor.send({ type: 'erasure.confirm' });
      expect(c.view().erasure).toMatchObject({ confirming: true, requesting: true });
      expect(c.actors.inputsOf('requestErasure')).toEqual([{ currentPassword: 'senha-certa' }]);
      await c.resolve('requestErasure', { requestedAt: '2026-12-07T13:00:00.000Z' });
      expect(c.view().erasure).toEqual({
        requested:
          'Você pediu a exclusão da sua conta em 7 de dez de 2026. Um administrador vai confirmar; até lá, você pode cancelar o pedido.',
        confirming: false,
        requesting: false,
        withdrawing: false,
        password: '',
        error: null,
      });
      expect(c.view().message).toEqual({
        tone: 'success',
        text: 'Pedido de exclusão enviado. Um administrador vai confirmar.',
      });
      // An open request is not asked again.
      c.actor.send({ type: 'erasure.ask' });
      expect(c.view().erasure?.confirming).toBe(false);
    });

    it('keeps the confirmation open with what was typed when the password is refused', async () => {
      const c = await opened();
      c.actor.send({ type: 'erasure.ask' });
      c.actor.send({ type: 'erasure.password.change', value: 'errada' });
      c.actor.send({ type: 'erasure.confirm' });
      await c.reject('requestErasure', wrong);
      expect(c.view().erasure).toMatchObject({
        confirming: true,
        requesting: false,
        password: 'errada',
        error: 'Senha atual incorreta.',
        requested: null,
      });
      c.actor.send({ type: 'erasure.confirm' });
      await c.reject('requestErasure', new Error('offline'));
      expect(c.view().erasure?.error).toBe('Falha ao pedir a exclusão da conta');
      // 'Cancelar' forgets the password; nothing was asked.
      c.actor.send({ type: 'erasure.dismiss' });
      expect(c.view().erasure).toMatchObject({ confirming: false, password: '', error: null });
    });

    it('withdraws an open request, and puts nothing back when that fails', async () => {
      const c = start();
      c.actor.send({ type: 'modal.open' });
      await c.resolve('loadProfile', {
        ...profile,
        erasure: { requestedAt: '2026-12-01T12:00:00.000Z' },
      });
      expect(c.view().erasure?.requested).toContain('em 1 de dez de 2026');
      c.actor.send({ type: 'erasure.withdraw' });
      expect(c.view().erasure?.withdrawing).toBe(true);
      await c.reject('withdrawErasure', new Error('offline'));
      expect(c.view().erasure).toMatchObject({ withdrawing: false });
      expect(c.view().erasure?.requested).toContain('em 1 de dez de 2026');
      expect(c.view().message).toEqual({
        tone: 'error',
        text: 'Falha ao cancelar o pedido de exclusão',
      });
      c.actor.send({ type: 'erasure.withdraw' });
      await c.resolve('withdrawErasure', undefined);
      expect(c.view().erasure?.requested).toBeNull();
      expect(c.view().message?.text).toBe('Pedido de exclusão cancelado.');
    });

    it('offers nothing to a business account', async () => {
      const c = start();
      c.actor.send({ type: 'modal.open' });
      await c.resolve('loadProfile', { ...profile, mail: null, erasure: null });
      expect(c.view().erasure).toBeNull();
      c.actor.send({ type: 'erasure.ask' });
      c.actor.send({ type: 'erasure.withdraw' });
      expect(c.actors.inputsOf('withdrawErasure')).toHaveLength(0);
      expect(c.view().erasure).toBeNull();
    });

    it('closing the modal drops the confirmation and the typed password', async () => {
      const c = await opened();
      c.actor.send({ type: 'erasure.ask' });
      c.actor.send({ type: 'erasure.password.change', value: 'senha' });
      c.actor.send({ type: 'modal.close' });
      c.actor.send({ type: 'modal.open' });
      await c.resolve('loadProfile', profile);
      expect(c.view().erasure).toMatchObject({ confirming: false, password: '' });
    });
  });
});
