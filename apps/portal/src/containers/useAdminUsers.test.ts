import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { failure, success, type AdminUser, type ApiClient } from '@portal/api-client';
import {
  ADMIN_LOAD_FAILED,
  BUSINESSES_LOAD_FAILED,
  EMAIL_TAKEN,
  LAST_ADMIN_REQUIRED,
  USER_CREATED,
  USER_DELETED,
  USER_UPDATED,
  USER_UPDATE_FAILED,
  provideUsersList,
  selectUsersListView,
  type UserFormSnapshot,
  type userFormMachine,
  type UsersListSnapshot,
} from '@portal/domain';
import { adminUsersActors, type ApiCall } from './useAdminUsers';

const aurora = { id: '5d0c3a52-3f0e-4a57-8c2b-1b2f5e6a7c90', name: 'Padaria Aurora' };
const bistro = { id: '7e1d4b63-4a1f-4b68-9d3c-2c3f6e7b8da1', name: 'Bistrô Central' };

const person = (id: string, name: string, role: AdminUser['role'], businesses = [aurora]) => ({
  id,
  name,
  email: `${id}@example.com`,
  phone_number: null,
  role,
  knowledge_base: null,
  notes: null,
  created_at: '2026-03-04T15:06:00.000Z',
  created_by: null,
  created_by_name: null,
  business: { businesses: role === 'admin' ? [] : businesses },
});
const admin = person('u-admin', 'Marina Duarte', 'admin');
const joao = person('u-joao', 'João Pereira', 'user');

/** A fake client: what each call answers, and everything it was asked. */
function usersApi(answers: {
  getAll?: Array<ReturnType<typeof success<AdminUser[]>> | ReturnType<typeof failure>>;
  names?: ReturnType<typeof failure>;
  userEdit?: ReturnType<typeof failure>;
  delete?: ReturnType<typeof failure>;
}) {
  const sent: { action: string; body: unknown }[] = [];
  let loads = 0;
  const api = {
    adminUsers: {
      getAll: async (options?: { force?: boolean }) => {
        sent.push({ action: 'getAll', body: options });
        const answer = answers.getAll?.[loads] ?? success([admin, joao]);
        loads += 1;
        return answer;
      },
      create: async (user: Record<string, unknown>) => {
        sent.push({ action: 'create', body: user });
        return success({ ...person('u-ana', String(user.name), 'user'), email: user.email });
      },
      userEdit: async (user: Record<string, unknown>) => {
        sent.push({ action: 'userEdit', body: user });
        return answers.userEdit ?? success({ ...joao, ...user });
      },
      delete: async (userId: string) => {
        sent.push({ action: 'delete', body: userId });
        return answers.delete ?? success(true as const);
      },
    },
    auth: {
      getAllBusinessesNames: async () => {
        sent.push({ action: 'getAllBusinessesNames', body: undefined });
        return answers.names ?? success([bistro, aurora]);
      },
    },
  } as unknown as ApiClient;
  const call: ApiCall = (fn) => fn(api);
  return { call, sent };
}

function start(call: ApiCall, canManage = true) {
  const actor = createActor(
    provideUsersList(adminUsersActors(call, { withBusinesses: canManage })),
    { input: { actorId: admin.id, canManage } },
  ).start();
  const view = () => {
    const snapshot = actor.getSnapshot() as UsersListSnapshot;
    const form = snapshot.children.userForm?.getSnapshot() as UserFormSnapshot | undefined;
    return selectUsersListView(snapshot, form);
  };
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  /** The open form's call answered (the form is the list's child). */
  const formSettled = () => {
    const form = (actor.getSnapshot() as UsersListSnapshot).children.userForm as
      ActorRefFrom<typeof userFormMachine> | undefined;
    if (!form) throw new Error('no form open');
    return waitFor(form, (s) => !s.hasTag('busy'));
  };
  return { actor, view, settled, formSettled };
}

describe('useAdminUsers actors against the client', () => {
  it('loads the people through the cache and the companies for the picker', async () => {
    const { call, sent } = usersApi({});
    const { view, settled } = start(call);
    await settled();
    expect(sent).toEqual([
      { action: 'getAll', body: { force: false } },
      { action: 'getAllBusinessesNames', body: undefined },
    ]);
    expect(view().rows.map((row) => row.user.name)).toEqual(['João Pereira', 'Marina Duarte']);
  });

  it('the council needs no company list; a refresh asks the server', async () => {
    const { call, sent } = usersApi({});
    const { actor, settled } = start(call, false);
    await settled();
    actor.send({ type: 'users.refresh' });
    await settled();
    expect(sent.map((s) => s.action)).toEqual(['getAll', 'getAll']);
    expect(sent[1]?.body).toEqual({ force: true });
  });

  it('shows the client’s text when the list or the companies fail, and retries', async () => {
    const broken = usersApi({ getAll: [failure('http', ADMIN_LOAD_FAILED, { status: 500 })] });
    const first = start(broken.call);
    await first.settled();
    expect(first.view()).toMatchObject({ status: 'failure', error: ADMIN_LOAD_FAILED });
    first.actor.send({ type: 'users.refresh' });
    await first.settled();
    expect(first.view().status).toBe('ready');

    const noNames = usersApi({ names: failure('network', BUSINESSES_LOAD_FAILED) });
    const second = start(noNames.call);
    await second.settled();
    expect(second.view()).toMatchObject({ status: 'failure', error: BUSINESSES_LOAD_FAILED });
  });

  it('creates with docs/product.md’s body and lists the new person', async () => {
    const { call, sent } = usersApi({});
    const { actor, view, settled } = start(call);
    await settled();
    actor.send({ type: 'user.create' });
    actor.send({ type: 'field.change', field: 'name', value: 'Ana Lima' });
    actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'business.toggle', business: bistro });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.context.toast !== null);
    expect(sent.at(-1)).toEqual({
      action: 'create',
      body: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone_number: null,
        password: 'segredo1',
        role: 'user',
        knowledge_base: null,
        business: { businesses: [bistro] },
      },
    });
    expect(view()).toMatchObject({ dialog: null, toast: { text: USER_CREATED }, total: 3 });
  });

  it('edits with the role rule applied, and shows a refusal as the server gave it', async () => {
    const refused = usersApi({ userEdit: failure('http', EMAIL_TAKEN, { status: 409 }) });
    const { actor, view, settled, formSettled } = start(refused.call);
    await settled();
    actor.send({ type: 'user.edit', userId: joao.id });
    actor.send({ type: 'role.change', role: 'council' });
    actor.send({ type: 'business.toggle', business: bistro });
    actor.send({ type: 'form.submit' });
    await formSettled();
    expect(refused.sent.at(-1)).toEqual({
      action: 'userEdit',
      body: {
        id: joao.id,
        name: joao.name,
        email: joao.email,
        phone_number: null,
        role: 'council',
        knowledge_base: null,
        notes: null,
        business: { businesses: [aurora, bistro] },
      },
    });
    expect(view().form).toMatchObject({ status: 'editing', error: EMAIL_TAKEN });

    const saved = usersApi({});
    const ok = start(saved.call);
    await ok.settled();
    ok.actor.send({ type: 'user.edit', userId: joao.id });
    ok.actor.send({ type: 'field.change', field: 'name', value: 'João P. Lima' });
    ok.actor.send({ type: 'form.submit' });
    await waitFor(ok.actor, (s) => s.context.toast !== null);
    expect(ok.view()).toMatchObject({ toast: { text: USER_UPDATED }, form: { status: 'viewing' } });
    expect(ok.view().rows.map((row) => row.user.name)).toContain('João P. Lima');
  });

  it('an edit that never got an answer says the product’s text', async () => {
    const offline = usersApi({ userEdit: failure('network', USER_UPDATE_FAILED) });
    const { actor, view, settled, formSettled } = start(offline.call);
    await settled();
    actor.send({ type: 'user.edit', userId: joao.id });
    actor.send({ type: 'form.submit' });
    await formSettled();
    expect(view().form?.error).toBe(USER_UPDATE_FAILED);
  });

  it('deletes after confirmation; a refusal is the toast', async () => {
    const { call, sent } = usersApi({});
    const { actor, view, settled } = start(call);
    await settled();
    actor.send({ type: 'user.delete', userId: joao.id });
    actor.send({ type: 'delete.confirm' });
    await settled();
    expect(sent.at(-1)).toEqual({ action: 'delete', body: joao.id });
    expect(view()).toMatchObject({ total: 1, toast: { text: USER_DELETED } });

    const refused = usersApi({ delete: failure('http', LAST_ADMIN_REQUIRED, { status: 409 }) });
    const second = start(refused.call);
    await second.settled();
    second.actor.send({ type: 'user.delete', userId: joao.id });
    second.actor.send({ type: 'delete.confirm' });
    await second.settled();
    expect(second.view()).toMatchObject({
      total: 2,
      toast: { tone: 'error', text: LAST_ADMIN_REQUIRED },
    });
  });
});
