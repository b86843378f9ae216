import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ADMIN_AUTH_MISSING,
  ADMIN_LOAD_FAILED,
  USER_CREATED,
  USER_DELETED,
  USER_DELETE_FAILED,
  USER_UPDATED,
} from '../messages';
import {
  auroraRef,
  bistroRef,
  cafeRef,
  managedUserFixture,
  managedUsersFixture,
} from '../testing/fixtures';
import { controlledActors, flush } from '../testing/model-testing';
import type { UserFormSnapshot } from './user-form.machine';
import { provideUsersList, type UsersListSnapshot } from './users-list.machine';
import { selectUsersListView } from './users-list-view';
import type { UsersListInput } from './users-list.types';
import { TOAST_MS } from '../toast/toast-region';

const businesses = [auroraRef, bistroRef, cafeRef];
const loaded = { users: managedUsersFixture, businesses };
const ADMIN = 'u-admin';

function start(input: Partial<UsersListInput> = {}) {
  // The form is the real child machine; its calls are controlled here too.
  const actors = controlledActors(['loadUsers', 'deleteUser', 'createUser', 'saveUser'] as const);
  const actor = createActor(provideUsersList(actors.logics as never), {
    input: { actorId: ADMIN, canManage: true, ...input },
  });
  actor.start();
  const snapshot = () => actor.getSnapshot() as UsersListSnapshot;
  const form = () => snapshot().children.userForm?.getSnapshot() as UserFormSnapshot | undefined;
  const view = () => selectUsersListView(snapshot(), form());
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const settle = async (fn: () => void) => {
    fn();
    await flush();
  };
  return { actor, actors, view, send, settle, snapshot };
}

async function startReady(input: Partial<UsersListInput> = {}) {
  const l = start(input);
  await l.settle(() => l.actors.resolve('loadUsers', loaded));
  return l;
}

const names = (view: ReturnType<typeof selectUsersListView>) =>
  view.rows.map((row) => row.user.name);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('users list: loading (docs/product.md)', () => {
  it('loads through the cache first, then shows everyone by name', async () => {
    const l = start();
    expect(l.view()).toMatchObject({ status: 'loading', isBusy: true, rows: [] });
    expect(l.actors.inputsOf('loadUsers')).toEqual([{ force: false }]);
    await l.settle(() => l.actors.resolve('loadUsers', loaded));
    expect(l.view()).toMatchObject({ status: 'ready', isBusy: false, total: 5, canManage: true });
    expect(names(l.view())).toEqual([
      'Bruno Costa',
      'Carla Conselho',
      'João Silva',
      'Marina Admin',
      'Wanda Espera',
    ]);
  });

  it('a failed load says the product’s text (or the client’s) and retries from the server', async () => {
    const l = start();
    await l.settle(() => l.actors.reject('loadUsers', new Error('offline')));
    expect(l.view()).toMatchObject({ status: 'failure', error: ADMIN_LOAD_FAILED });
    l.send({ type: 'users.refresh' });
    expect(l.actors.inputsOf('loadUsers').at(-1)).toEqual({ force: true });
    await l.settle(() => l.actors.reject('loadUsers', { message: ADMIN_AUTH_MISSING }));
    expect(l.view().error).toBe(ADMIN_AUTH_MISSING);
  });

  it('the refresh button asks the server and keeps the list while it does; a failure is a toast', async () => {
    const l = await startReady();
    l.send({ type: 'users.refresh' });
    expect(l.view()).toMatchObject({ status: 'ready', isBusy: true, total: 5 });
    expect(l.actors.inputsOf('loadUsers').at(-1)).toEqual({ force: true });
    await l.settle(() => l.actors.reject('loadUsers', new Error('offline')));
    expect(l.view()).toMatchObject({ total: 5, toast: { tone: 'error', text: ADMIN_LOAD_FAILED } });
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(l.view().toast).toBeNull();
  });
});

describe('users list: search, filters, sort', () => {
  it('narrows by search, role and company, and clears them all', async () => {
    const l = await startReady();
    expect(l.view()).toMatchObject({ filtersOpen: false, isFiltered: false });
    l.send({ type: 'filters.toggle' });
    expect(l.view().filtersOpen).toBe(true);
    expect(l.view().businessOptions).toEqual([bistroRef, cafeRef, auroraRef]);
    l.send({ type: 'filter.role', role: 'user' });
    expect(names(l.view())).toEqual(['Bruno Costa', 'João Silva', 'Wanda Espera']);
    l.send({ type: 'filter.business', businessId: bistroRef.id });
    expect(names(l.view())).toEqual(['Wanda Espera']);
    l.send({ type: 'search.change', query: 'bruno' });
    expect(l.view()).toMatchObject({ rows: [], total: 5, isFiltered: true });
    l.send({ type: 'filters.clear' });
    expect(l.view()).toMatchObject({ query: '', isFiltered: false, total: 5 });
    expect(l.view().rows).toHaveLength(5);
  });

  it('sorts by the header pressed, twice for the other way', async () => {
    const l = await startReady();
    l.send({ type: 'sort.change', column: 'email' });
    l.send({ type: 'sort.change', column: 'email' });
    expect(l.view().sort).toEqual({ column: 'email', direction: 'descending' });
    expect(names(l.view())[0]).toBe('Wanda Espera');
  });
});

describe('users list: who may do what (docs/product.md, Roles)', () => {
  it('the council reads: no create, edit or delete; the detail opens without edit', async () => {
    const l = await startReady({ canManage: false, actorId: 'u-carla' });
    expect(l.view().rows.every((row) => !row.canEdit && !row.canDelete)).toBe(true);
    l.send({ type: 'user.create' });
    l.send({ type: 'user.edit', userId: 'u-joao' });
    l.send({ type: 'user.delete', userId: 'u-joao' });
    expect(l.view().dialog).toBeNull();
    l.send({ type: 'user.open', userId: 'u-joao' });
    expect(l.view().dialog).toMatchObject({ kind: 'detail', user: { id: 'u-joao' } });
    expect(l.view().form).toMatchObject({ status: 'viewing', canEdit: false });
  });

  it('an admin is never offered deleting themself', async () => {
    const l = await startReady();
    const own = l.view().rows.find((row) => row.user.id === ADMIN);
    expect(own).toMatchObject({ canEdit: true, canDelete: false });
    l.send({ type: 'user.delete', userId: ADMIN });
    expect(l.view().dialog).toBeNull();
  });
});

describe('users list: the modals', () => {
  it('opens a person asked for before the list was there, once it is', async () => {
    const l = start({ openUserId: 'u-bruno' });
    await l.settle(() => l.actors.resolve('loadUsers', loaded));
    expect(l.view().dialog).toMatchObject({ kind: 'detail', user: { name: 'Bruno Costa' } });
    l.send({ type: 'dialog.close' });
    expect(l.view()).toMatchObject({ dialog: null, form: null });
  });

  it('an edit saved in the detail replaces the person in the list and says so', async () => {
    const l = await startReady();
    l.send({ type: 'user.edit', userId: 'u-joao' });
    expect(l.view().form).toMatchObject({ status: 'editing', draft: { name: 'João Silva' } });
    l.send({ type: 'field.change', field: 'name', value: 'João Souza' });
    l.send({ type: 'form.submit' });
    expect(l.view().form?.status).toBe('saving');
    const saved = { ...managedUsersFixture[2]!, name: 'João Souza' };
    await l.settle(() => l.actors.resolve('saveUser', saved));
    expect(l.view()).toMatchObject({
      dialog: { kind: 'detail', user: saved },
      form: { status: 'viewing' },
      toast: { tone: 'success', text: USER_UPDATED },
    });
    expect(names(l.view())).toContain('João Souza');
  });

  it('a created person joins the list, the modal closes and says so', async () => {
    const l = await startReady();
    l.send({ type: 'user.create' });
    expect(l.view()).toMatchObject({ dialog: { kind: 'create' }, form: { mode: 'create' } });
    l.send({ type: 'field.change', field: 'name', value: 'Ana Lima' });
    l.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
    l.send({ type: 'field.change', field: 'password', value: 'segredo1' });
    l.send({ type: 'business.toggle', business: cafeRef });
    l.send({ type: 'form.submit' });
    const created = managedUserFixture('u-ana', 'Ana Lima', 'user', [cafeRef]);
    await l.settle(() => l.actors.resolve('createUser', created));
    expect(l.view()).toMatchObject({
      dialog: null,
      total: 6,
      toast: { tone: 'success', text: USER_CREATED },
    });
    expect(names(l.view())[0]).toBe('Ana Lima');
  });

  it('deletes after confirmation; cancel deletes nothing', async () => {
    const l = await startReady();
    l.send({ type: 'user.delete', userId: 'u-bruno' });
    expect(l.view().dialog).toMatchObject({
      kind: 'delete',
      user: { id: 'u-bruno' },
      isDeleting: false,
    });
    l.send({ type: 'dialog.close' });
    expect(l.view().dialog).toBeNull();
    expect(l.actors.inputsOf('deleteUser')).toEqual([]);
    l.send({ type: 'user.delete', userId: 'u-bruno' });
    l.send({ type: 'delete.confirm' });
    expect(l.view()).toMatchObject({ isBusy: true, dialog: { kind: 'delete', isDeleting: true } });
    expect(l.actors.inputsOf('deleteUser')).toEqual([{ userId: 'u-bruno' }]);
    await l.settle(() => l.actors.resolve('deleteUser', [{ status: 'success' }]));
    expect(l.view()).toMatchObject({
      dialog: null,
      total: 4,
      toast: { tone: 'success', text: USER_DELETED },
    });
    expect(names(l.view())).not.toContain('Bruno Costa');
  });

  it('a failed delete keeps the person and says why for 3 s', async () => {
    const l = await startReady();
    l.send({ type: 'user.delete', userId: 'u-bruno' });
    l.send({ type: 'delete.confirm' });
    await l.settle(() => l.actors.reject('deleteUser', new Error('offline')));
    expect(l.view()).toMatchObject({
      dialog: null,
      total: 5,
      toast: { tone: 'error', text: USER_DELETE_FAILED },
    });
    l.send({ type: 'user.delete', userId: 'u-bruno' });
    l.send({ type: 'delete.confirm' });
    const refusal = { message: 'O portal precisa de pelo menos um Admin.' };
    await l.settle(() => l.actors.reject('deleteUser', refusal));
    expect(l.view().toast).toEqual({ tone: 'error', text: refusal.message });
    await vi.advanceTimersByTimeAsync(TOAST_MS - 1);
    expect(l.view().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(l.view().toast).toBeNull();
  });
});
