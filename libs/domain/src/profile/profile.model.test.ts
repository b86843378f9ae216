import { describe, expect, it } from 'vitest';
import { profileMachine, type ProfileSnapshot } from './profile.machine';
import { selectProfileView } from './profile-view';
import { fieldsOf, type Profile, type ProfileContext } from './profile';
import {
  leafIdsOf,
  leafStateIds,
  replayPath,
  testModel,
  visitedLeafIds,
} from '../testing/model-testing';
import { TOAST_MS } from '../toast/toast-region';

// The machine runs six regions side by side (the profile, the password form, the e-mail
// switches, the erasure request, and each tab's message clock). Walking every combination would
// add nothing, so four models each drive one side: the profile with its message, the password
// form with its own, the switches and the erasure request each with the profile's message.

const profile: Profile = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone_number: '(11) 91234-5678',
  knowledge_base: 'Sócia-fundadora.',
  profile_picture: 'https://cdn.example/ana.png',
  mail: { tasks: true, digest: true },
  erasure: { requestedAt: null },
};
const saved: Profile = { ...profile, name: 'Ana S. Lima', profile_picture: 'https://cdn/novo.png' };
const png = { size: 300_000, type: 'image/png', name: 'foto.png' };
const tooBig = { size: 2 * 1024 * 1024 + 1, type: 'image/png', name: 'grande.png' };
const noSession = { message: 'Dados de autenticação ausentes' };
const refused = { message: 'Senha atual incorreta' };

type Ctx = ProfileContext;
type ModelEvent = {
  type: string;
  error?: unknown;
  output?: unknown;
  tab?: string;
  field?: string;
};

const profileEvents = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.error.actor.loadProfile', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.loadProfile', error: noSession },
  { type: 'load.retry' },
  { type: 'edit.start' },
  { type: 'field.change', field: 'name', value: 'Ana S. Lima' },
  { type: 'picture.select', file: png },
  { type: 'picture.select', file: tooBig },
  { type: 'edit.cancel' },
  { type: 'tab.select', tab: 'password' },
  { type: 'tab.select', tab: 'profile' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.saveProfile', output: { profile: saved, token: null } },
  { type: 'xstate.done.actor.saveProfile', output: { profile: null, token: null } },
  { type: 'xstate.error.actor.saveProfile', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.saveProfile', error: noSession },
  { type: 'after.messageDelay' },
];

const passwordEvents = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'tab.select', tab: 'password' },
  { type: 'password.field.change', field: 'oldPassword', value: 'antiga1' },
  { type: 'password.field.change', field: 'newPassword', value: '123' },
  { type: 'password.field.change', field: 'newPassword', value: 'novaSenha1' },
  { type: 'password.submit' },
  { type: 'xstate.done.actor.changePassword', output: { token: 'jwt-novo' } },
  { type: 'xstate.error.actor.changePassword', error: refused },
  { type: 'xstate.error.actor.changePassword', error: new Error('offline') },
  { type: 'after.messageDelay' },
];

const mailEvents = [
  { type: 'modal.open' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'mail.toggle', kind: 'tasks', on: false },
  { type: 'mail.toggle', kind: 'digest', on: false },
  { type: 'xstate.done.actor.saveMailSwitches' },
  { type: 'xstate.error.actor.saveMailSwitches', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.saveMailSwitches', error: noSession },
  { type: 'after.messageDelay' },
];

const requested = { requestedAt: '2026-12-07T13:00:00.000Z' };
const erasureEvents = [
  { type: 'modal.open' },
  { type: 'modal.close' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'erasure.ask' },
  { type: 'erasure.password.change', value: 'senha' },
  { type: 'erasure.confirm' },
  { type: 'erasure.dismiss' },
  { type: 'xstate.done.actor.requestErasure', output: requested },
  { type: 'xstate.error.actor.requestErasure', error: refused },
  { type: 'xstate.error.actor.requestErasure', error: new Error('offline') },
  { type: 'erasure.withdraw' },
  { type: 'xstate.done.actor.withdrawErasure' },
  { type: 'xstate.error.actor.withdrawErasure', error: new Error('offline') },
  { type: 'after.messageDelay' },
];

// xstate/graph also offers every other event the machine takes, bare ({ type } only): a model
// sends only its own list (so never the machine's own `notice.show`s).
const only =
  (
    events: readonly ModelEvent[],
    filter: (s: { value: unknown; context: Ctx }, e: ModelEvent) => boolean,
  ) =>
  (snapshot: { value: unknown; context: Ctx }, event: ModelEvent) =>
    events.some((e) => e.type === event.type) && filter(snapshot, event);

const inRecord = (snapshot: { value: unknown }, state: string) =>
  (snapshot.value as Record<string, string>).record === state;

// One round of each thing is enough: no edit once the saved name shows, one pick per draft, a
// tab switch only with something typed (that is what it forgets).
function filterProfileEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent) {
  const ctx = snapshot.context;
  // A closed modal takes no clicks; answers and clocks go on.
  if (!ctx.open && !/^(modal\.open|xstate\.|after\.)/.test(event.type)) return false;
  switch (event.type) {
    case 'modal.open':
      return !ctx.open;
    case 'modal.close':
      return inRecord(snapshot, 'viewing') || inRecord(snapshot, 'saving');
    case 'edit.start':
    case 'form.submit':
      return ctx.profile?.name === profile.name;
    case 'picture.select':
      return ctx.picture === null && ctx.pictureError === null;
    case 'tab.select':
      return inRecord(snapshot, 'editing') && ctx.draft?.name !== profile.name;
    case 'field.change':
      return ctx.draft?.name === profile.name;
    default:
      return true;
  }
}

function filterPasswordEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent) {
  const ctx = snapshot.context;
  const value = snapshot.value as Record<string, string>;
  if (!ctx.open && !/^(modal\.open|xstate\.|after\.)/.test(event.type)) return false;
  switch (event.type) {
    case 'modal.open':
      return !ctx.open;
    // Closing matters while a change is on its way (its token must still be kept) or a
    // message is showing (the next opening clears it).
    case 'modal.close':
      return value.password === 'submitting' || value.passwordNotice === 'shown';
    case 'tab.select':
      return ctx.tab !== 'password';
    case 'password.field.change':
      // Each field filled once; a too-short new password may be corrected.
      return (
        ctx.tab === 'password' &&
        ['', '123'].includes(ctx.passwordValues[event.field as 'oldPassword']) &&
        ctx.passwordValues[event.field as 'oldPassword'] !== (event as { value?: string }).value
      );
    default:
      return true;
  }
}

// One switch turned at a time, once each: enough to reach saving, a save and a failure.
function filterMailEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent) {
  const ctx = snapshot.context;
  if (!ctx.open && !/^(modal\.open|xstate\.|after\.)/.test(event.type)) return false;
  switch (event.type) {
    case 'modal.open':
      return !ctx.open;
    case 'mail.toggle': {
      const kind = (event as { kind?: 'tasks' | 'digest' }).kind ?? 'tasks';
      return ctx.profile?.mail?.[kind] === true;
    }
    default:
      return true;
  }
}

// The password typed once; the modal closed only with the confirmation showing (what it drops).
function filterErasureEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent) {
  const ctx = snapshot.context;
  const value = snapshot.value as Record<string, string>;
  if (!ctx.open && !/^(modal\.open|xstate\.|after\.)/.test(event.type)) return false;
  switch (event.type) {
    case 'modal.open':
      return !ctx.open;
    case 'modal.close':
      return value.erasure === 'confirming';
    case 'erasure.password.change':
      return value.erasure === 'confirming' && ctx.erasurePassword === '';
    default:
      return true;
  }
}

// Each tab is walked on its own (the two together are too many paths); the coverage test below
// checks that between them they reach every state.
const harness = {
  actorNames: [
    'loadProfile',
    'saveProfile',
    'changePassword',
    'saveMailSwitches',
    'requestErasure',
    'withdrawErasure',
  ],
  actionNames: ['replaceToken', 'profileSaved'],
  delays: { messageDelay: TOAST_MS },
  everyState: false,
} as const;

const profileMessageTexts =
  /^(Perfil atualizado com sucesso|Pedido de exclusão enviado. Um administrador vai confirmar.|Pedido de exclusão cancelado.|Falha ao cancelar o pedido de exclusão|Preferências de e-mail salvas|Falha ao salvar as preferências de e-mail|Falha ao atualizar o perfil|Falha ao carregar os dados do perfil|Dados de autenticação ausentes)$/;
const passwordMessageTexts =
  /^(Senha alterada com sucesso|Senha atual incorreta|Falha ao alterar a senha)$/;

describe('profile model', () => {
  const profilePaths = testModel(
    profileMachine,
    {
      traversal: {
        events: profileEvents,
        filterEvents: only(profileEvents, filterProfileEvents),
      },
      ...harness,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectProfileView(h.actor.getSnapshot() as ProfileSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const savedBefore = h.actions.profileSaved.mock.calls.length;
        await h.execute(event);
        const after = ctx();
        if (event.type === 'xstate.error.actor.saveProfile') {
          // A failed save keeps everything typed and picked, and the profile as it was.
          expect(after.draft).toEqual(before.draft);
          expect(after.picture).toBe(before.picture);
          expect(after.profile).toEqual(before.profile);
          expect(after.message?.text).toBe(
            event.error === noSession ? noSession.message : 'Falha ao atualizar o perfil',
          );
        }
        if (event.type === 'xstate.done.actor.saveProfile') {
          // The server's profile, else the fields sent with the picture already shown.
          expect(after.profile).toEqual(
            (event.output as { profile: unknown }).profile ?? {
              ...before.submitted,
              profile_picture: before.profile?.profile_picture,
              mail: before.profile?.mail,
              erasure: before.profile?.erasure,
            },
          );
          expect(after.message).toEqual({ tone: 'success', text: 'Perfil atualizado com sucesso' });
          // The shells learn the saved profile at once.
          expect(h.actions.profileSaved.mock.calls.at(-1)?.[1]).toEqual({ profile: after.profile });
        }
        if (event.type === 'xstate.error.actor.saveProfile') {
          expect(h.actions.profileSaved).toHaveBeenCalledTimes(savedBefore);
        }
        if (event.type === 'modal.open') {
          expect(after).toMatchObject({ open: true, tab: 'profile', draft: null, message: null });
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#profile.record.idle': () =>
            expect(view()).toMatchObject({ open: false, status: 'loading', profile: null }),
          '#profile.record.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', values: null });
            expect(h.actors.inputsOf('loadProfile').length).toBeGreaterThan(0);
          },
          '#profile.record.failure': () =>
            expect(view()).toMatchObject({
              status: 'failure',
              loadError: 'Falha ao carregar os dados do perfil',
            }),
          '#profile.record.viewing': () => {
            expect(view()).toMatchObject({ status: 'viewing', values: null, loadError: null });
            // Out of edit mode nothing is pending: no draft, no picture.
            expect(ctx()).toMatchObject({ draft: null, picture: null, pictureError: null });
            expect(view().pictureUrl).toBe(ctx().profile?.profile_picture);
          },
          '#profile.record.editing': () => {
            expect(view().status).toBe('editing');
            expect(view().values).not.toBeNull();
            // Edit mode shows either what was typed or, after a tab switch, the profile afresh.
            if (ctx().draft) {
              expect([
                fieldsOf(profile),
                { ...fieldsOf(profile), name: 'Ana S. Lima' },
              ]).toContainEqual(ctx().draft);
            }
            // Only an accepted picture is ever kept; a refusal says why.
            if (ctx().picture !== null) expect(ctx().picture).toBe(png);
            if (ctx().pictureError !== null) {
              expect(ctx().pictureError).toBe('O tamanho da imagem deve ser inferior a 2MB');
            }
          },
          '#profile.record.saving': () => {
            expect(view().status).toBe('saving');
            // The fields as submitted, and a picture only once accepted (a pick during the
            // save waits for the next one).
            const sent = h.actors.inputsOf('saveProfile').at(-1) as {
              fields: unknown;
              picture: unknown;
            };
            expect(sent.fields).toEqual(ctx().submitted);
            expect([null, png]).toContain(sent.picture);
          },
          '#profile.notice.hidden': () => expect(view().message).toBeNull(),
          '#profile.notice.shown': () => expect(view().message?.text).toMatch(profileMessageTexts),
        },
      );
    },
  );

  const passwordPaths = testModel(
    profileMachine,
    {
      traversal: {
        events: passwordEvents,
        filterEvents: only(passwordEvents, filterPasswordEvents),
      },
      ...harness,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectProfileView(h.actor.getSnapshot() as ProfileSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        if (event.type === 'xstate.done.actor.changePassword') {
          // The fresh token is kept at once, open modal or not; the passwords are wiped.
          expect(h.actions.replaceToken).toHaveBeenCalledTimes(1);
          expect(h.actions.replaceToken.mock.calls[0]?.[1]).toEqual({ token: 'jwt-novo' });
          expect(ctx().passwordValues).toEqual({ oldPassword: '', newPassword: '' });
        }
        if (event.type === 'xstate.error.actor.changePassword') {
          expect(ctx().passwordValues).toEqual(before.passwordValues);
          expect(ctx().passwordMessage?.text).toBe(
            event.error === refused ? refused.message : 'Falha ao alterar a senha',
          );
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#profile.password.editing': () => {
            expect(view().passwordStatus).toBe('editing');
            for (const text of Object.values(view().passwordErrors)) {
              expect(text).toMatch(
                /^(A senha atual é obrigatória|A nova senha é obrigatória|A senha deve ter pelo menos 6 caracteres)$/,
              );
            }
          },
          '#profile.password.submitting': () => {
            // Only a valid pair reaches the server.
            expect(view()).toMatchObject({ passwordStatus: 'submitting', passwordErrors: {} });
            expect(h.actors.inputsOf('changePassword').at(-1)).toEqual({
              oldPassword: 'antiga1',
              newPassword: 'novaSenha1',
            });
          },
          '#profile.passwordNotice.hidden': () => expect(view().passwordMessage).toBeNull(),
          '#profile.passwordNotice.shown': () =>
            expect(view().passwordMessage?.text).toMatch(passwordMessageTexts),
        },
      );
    },
  );

  const mailPaths = testModel(
    profileMachine,
    {
      traversal: { events: mailEvents, filterEvents: only(mailEvents, filterMailEvents) },
      ...harness,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectProfileView(h.actor.getSnapshot() as ProfileSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        const after = ctx();
        if (event.type === 'mail.toggle') {
          // The switch shows its new state at once; the one before waits in case it fails.
          const { kind, on } = event as unknown as { kind: 'tasks' | 'digest'; on: boolean };
          expect(after.profile?.mail).toEqual({ ...before.profile?.mail, [kind]: on });
          expect(after.mailBefore).toEqual(before.profile?.mail);
        }
        if (event.type === 'xstate.done.actor.saveMailSwitches') {
          expect(after.profile?.mail).toEqual(before.profile?.mail);
          expect(after.message).toEqual({ tone: 'success', text: 'Preferências de e-mail salvas' });
        }
        if (event.type === 'xstate.error.actor.saveMailSwitches') {
          // A failed save puts the switch back and says why.
          expect(after.profile?.mail).toEqual(before.mailBefore);
          expect(after.message?.text).toBe(
            event.error === noSession
              ? noSession.message
              : 'Falha ao salvar as preferências de e-mail',
          );
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#profile.mail.idle': () => {
            expect(view().mailSaving).toBe(false);
            expect(ctx().mailBefore).toBeNull();
          },
          '#profile.mail.saving': () => {
            expect(view().mailSaving).toBe(true);
            // Both switches go, as shown.
            expect(h.actors.inputsOf('saveMailSwitches').at(-1)).toEqual(view().mail);
          },
        },
      );
    },
  );

  const erasurePaths = testModel(
    profileMachine,
    {
      traversal: {
        events: erasureEvents,
        filterEvents: only(erasureEvents, filterErasureEvents),
      },
      ...harness,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectProfileView(h.actor.getSnapshot() as ProfileSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        const after = ctx();
        if (event.type === 'xstate.done.actor.requestErasure') {
          expect(after.profile?.erasure).toEqual(requested);
          expect(after.erasurePassword).toBe('');
        }
        if (event.type === 'xstate.error.actor.requestErasure') {
          // The confirmation stays, with what was typed and why it was refused.
          expect(after.erasurePassword).toBe(before.erasurePassword);
          expect(after.erasureError).toBe(
            event.error === refused ? refused.message : 'Falha ao pedir a exclusão da conta',
          );
          expect(after.profile?.erasure).toEqual(before.profile?.erasure);
        }
        if (event.type === 'erasure.withdraw' && !before.profile?.erasure?.requestedAt) {
          // Only an open request is withdrawn.
          expect(view().erasure?.withdrawing).toBe(false);
        }
        if (event.type === 'xstate.done.actor.withdrawErasure') {
          expect(after.profile?.erasure).toEqual({ requestedAt: null });
        }
        if (event.type === 'xstate.error.actor.withdrawErasure') {
          expect(after.profile?.erasure).toEqual(before.profile?.erasure);
          expect(after.message?.text).toBe('Falha ao cancelar o pedido de exclusão');
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#profile.erasure.idle': () => {
            expect(view().erasure?.confirming ?? false).toBe(false);
            expect(ctx()).toMatchObject({ erasurePassword: '', erasureError: null });
          },
          '#profile.erasure.confirming': () => {
            // Asked only with no request open; a refusal is said here.
            expect(view().erasure).toMatchObject({ confirming: true, requested: null });
            expect([
              null,
              'Informe sua senha atual para continuar.',
              refused.message,
              'Falha ao pedir a exclusão da conta',
            ]).toContain(view().erasure?.error);
          },
          '#profile.erasure.requesting': () => {
            // Only a typed password is sent.
            expect(view().erasure).toMatchObject({ requesting: true, confirming: true });
            expect(h.actors.inputsOf('requestErasure').at(-1)).toEqual({
              currentPassword: 'senha',
            });
          },
          '#profile.erasure.withdrawing': () =>
            expect(view().erasure).toMatchObject({ withdrawing: true }),
        },
      );
    },
  );

  it('passes through every state', () => {
    const visited = new Set([
      ...visitedLeafIds(profilePaths),
      ...visitedLeafIds(passwordPaths),
      ...visitedLeafIds(mailPaths),
      ...visitedLeafIds(erasurePaths),
    ]);
    expect([...visited].sort()).toEqual(leafStateIds(profileMachine));
    // Sanity: the initial state rests in one leaf per region.
    expect(leafIdsOf(profilePaths[0]?.state)).toHaveLength(6);
  });
});
