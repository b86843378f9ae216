import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, sendTo } from 'xstate';
import {
  ADMIN_CANNOT_DEMOTE_SELF,
  ADMIN_USER_BUSINESS_REQUIRED,
  ADMIN_USER_FIELDS_REQUIRED,
  EMAIL_INVALID,
  USER_CREATE_FAILED,
  USER_UPDATE_FAILED,
} from '../messages';
import {
  auroraRef,
  bistroRef,
  cafeRef,
  managedUserFixture,
  managedUsersFixture,
} from '../testing/fixtures';
import { controlledActors, flush } from '../testing/model-testing';
import { selectUserFormView } from './user-form-view';
import { userFormMachine, type UserFormInput, type UserFormSnapshot } from './user-form.machine';

const businesses = [auroraRef, bistroRef, cafeRef];
const carla = managedUsersFixture[1]!;
const marina = managedUsersFixture[0]!;

function start(input: Partial<UserFormInput> = {}) {
  const actors = controlledActors(['createUser', 'saveUser'] as const);
  const announceSaved = vi.fn();
  const actor = createActor(
    userFormMachine.provide({ actors: actors.logics as never, actions: { announceSaved } }),
    {
      input: {
        mode: 'edit',
        user: carla,
        canEdit: true,
        actorId: marina.id,
        adminCount: 1,
        businesses,
        ...input,
      },
    },
  );
  actor.start();
  const view = () => selectUserFormView(actor.getSnapshot() as UserFormSnapshot);
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  return { actor, actors, view, send, announceSaved };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('user detail (docs/product.md)', () => {
  it('shows the person; admins may switch to edit mode, the council may not', () => {
    const admin = start();
    expect(admin.view()).toMatchObject({
      mode: 'edit',
      status: 'viewing',
      user: carla,
      canEdit: true,
    });
    admin.send({ type: 'edit.start' });
    expect(admin.view().status).toBe('editing');
    expect(admin.view().draft).toMatchObject({ name: carla.name, role: 'council' });

    const council = start({ canEdit: false, startEditing: true });
    expect(council.view()).toMatchObject({ status: 'viewing', canEdit: false });
    council.send({ type: 'edit.start' });
    expect(council.view().status).toBe('viewing');
  });

  it('opens in edit mode from the row’s edit button', () => {
    expect(start({ startEditing: true }).view().status).toBe('editing');
  });

  it('applies the role rules live and picks companies as the role allows (docs/product.md)', () => {
    const f = start({ startEditing: true });
    expect(f.view()).toMatchObject({
      selection: 'multiple',
      roleOptions: ['admin', 'council', 'user'],
    });
    f.send({ type: 'role.change', role: 'user' });
    expect(f.view().selection).toBe('single');
    expect(f.view().draft.businesses).toEqual([auroraRef]);
    f.send({ type: 'business.toggle', business: cafeRef });
    expect(f.view().draft.businesses).toEqual([cafeRef]);
    expect(f.view().businessChoices.filter((choice) => choice.selected)).toEqual([
      { ...cafeRef, selected: true },
    ]);
    f.send({ type: 'role.change', role: 'admin' });
    expect(f.view()).toMatchObject({ selection: 'all', draft: { businesses: [] } });
  });

  it('searches the companies, keeping the picked ones listed', () => {
    const f = start({ startEditing: true });
    f.send({ type: 'businessSearch.change', query: 'café' });
    expect(f.view().businessChoices.map((choice) => choice.id)).toEqual([
      auroraRef.id,
      bistroRef.id,
      cafeRef.id,
    ]);
    f.send({ type: 'business.toggle', business: auroraRef });
    expect(f.view().businessChoices.map((choice) => choice.id)).toEqual([bistroRef.id, cafeRef.id]);
  });

  it('cancel throws the draft away', () => {
    const f = start({ startEditing: true });
    f.send({ type: 'field.change', field: 'name', value: 'Outra' });
    f.send({ type: 'edit.cancel' });
    expect(f.view()).toMatchObject({ status: 'viewing', draft: { name: carla.name } });
  });

  it('refuses what docs/product.md refuses before sending, and keeps the errors current as one types', () => {
    const f = start({ startEditing: true });
    f.send({ type: 'field.change', field: 'name', value: ' ' });
    f.send({ type: 'field.change', field: 'email', value: 'carla@' });
    expect(f.view().fieldErrors).toEqual({});
    f.send({ type: 'form.submit' });
    expect(f.view()).toMatchObject({
      status: 'editing',
      fieldErrors: { name: ADMIN_USER_FIELDS_REQUIRED, email: EMAIL_INVALID },
    });
    expect(f.actors.inputsOf('saveUser')).toEqual([]);
    f.send({ type: 'field.change', field: 'name', value: 'Carla' });
    expect(f.view().fieldErrors).toEqual({ email: EMAIL_INVALID });
  });

  it('refuses an admin demoting themself', () => {
    const f = start({ user: marina, startEditing: true, adminCount: 2 });
    f.send({ type: 'role.change', role: 'council' });
    f.send({ type: 'business.toggle', business: auroraRef });
    f.send({ type: 'form.submit' });
    expect(f.view().fieldErrors).toEqual({ role: ADMIN_CANNOT_DEMOTE_SELF });
  });

  it('saves, shows the person as saved and tells the list', async () => {
    const f = start({ startEditing: true });
    f.send({ type: 'field.change', field: 'notes', value: 'Nova nota' });
    f.send({ type: 'role.change', role: 'user' });
    f.send({ type: 'form.submit' });
    expect(f.view()).toMatchObject({ status: 'saving', isBusy: true });
    expect(f.actors.inputsOf('saveUser')).toEqual([
      {
        id: carla.id,
        name: carla.name,
        email: carla.email,
        phone_number: null,
        role: 'user',
        knowledge_base: null,
        notes: 'Nova nota',
        business: { businesses: [auroraRef] },
      },
    ]);
    const saved = {
      ...carla,
      role: 'user' as const,
      notes: 'Nova nota',
      business: { businesses: [auroraRef] },
    };
    f.actors.resolve('saveUser', saved);
    await flush();
    expect(f.view()).toMatchObject({ status: 'viewing', user: saved, isBusy: false });
    expect(f.announceSaved).toHaveBeenCalledTimes(1);
    expect(f.announceSaved.mock.calls[0]?.[1]).toEqual({ user: saved });
  });

  it('a failed save stays in edit mode with the server’s refusal, or the product’s text', async () => {
    const f = start({ startEditing: true });
    f.send({ type: 'field.change', field: 'name', value: 'Carla Souza' });
    f.send({ type: 'form.submit' });
    f.actors.reject('saveUser', { message: 'Este e-mail já está em uso.' });
    await flush();
    expect(f.view()).toMatchObject({
      status: 'editing',
      error: 'Este e-mail já está em uso.',
      draft: { name: 'Carla Souza' },
    });
    f.send({ type: 'form.submit' });
    expect(f.view().error).toBeNull();
    f.actors.reject('saveUser', new Error('socket hang up'));
    await flush();
    expect(f.view().error).toBe(USER_UPDATE_FAILED);
    expect(f.announceSaved).not.toHaveBeenCalled();
  });
});

describe('create user (docs/product.md)', () => {
  const filled = (f: ReturnType<typeof start>) => {
    f.send({ type: 'field.change', field: 'name', value: 'Ana Lima' });
    f.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
    f.send({ type: 'field.change', field: 'password', value: 'segredo1' });
  };

  it('offers Usuário and Conselho, and asks for a company', () => {
    const f = start({ mode: 'create', user: null });
    expect(f.view()).toMatchObject({
      mode: 'create',
      status: 'editing',
      roleOptions: ['user', 'council'],
    });
    filled(f);
    f.send({ type: 'form.submit' });
    expect(f.view().fieldErrors).toEqual({ businesses: ADMIN_USER_BUSINESS_REQUIRED });
  });

  it('creates and ends with the new person as its output', async () => {
    const f = start({ mode: 'create', user: null });
    filled(f);
    f.send({ type: 'role.change', role: 'council' });
    f.send({ type: 'business.toggle', business: auroraRef });
    f.send({ type: 'business.toggle', business: cafeRef });
    f.send({ type: 'form.submit' });
    expect(f.view().status).toBe('submitting');
    expect(f.actors.inputsOf('createUser')).toEqual([
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone_number: null,
        password: 'segredo1',
        role: 'council',
        knowledge_base: null,
        business: { businesses: [auroraRef, cafeRef] },
      },
    ]);
    const created = managedUserFixture('u-new', 'Ana Lima', 'council', [auroraRef, cafeRef]);
    f.actors.resolve('createUser', created);
    await flush();
    expect(f.view()).toMatchObject({ status: 'done', user: created });
    expect(f.actor.getSnapshot().status).toBe('done');
    expect(f.actor.getSnapshot().output).toEqual(created);
  });

  it('a refused create keeps what was typed and says why', async () => {
    const f = start({ mode: 'create', user: null });
    filled(f);
    f.send({ type: 'business.toggle', business: auroraRef });
    f.send({ type: 'form.submit' });
    f.actors.reject('createUser', new Error('offline'));
    await flush();
    expect(f.view()).toMatchObject({ status: 'editing', error: USER_CREATE_FAILED });
    expect(f.view().draft).toMatchObject({ name: 'Ana Lima', password: 'segredo1' });
  });
});

describe('the saved person reaches the parent', () => {
  it('sends user.saved to the machine that opened the form', async () => {
    const saveUser = controlledActors(['saveUser'] as const);
    const received: unknown[] = [];
    const parent = createMachine({
      types: {} as { events: { type: string } },
      invoke: {
        id: 'form',
        src: userFormMachine.provide({ actors: saveUser.logics as never }),
        input: {
          mode: 'edit',
          user: carla,
          startEditing: true,
          canEdit: true,
          actorId: marina.id,
          adminCount: 1,
          businesses,
        } satisfies UserFormInput,
      },
      on: {
        'user.saved': { actions: ({ event }) => received.push(event) },
        'form.submit': { actions: sendTo('form', { type: 'form.submit' }) },
      },
    });
    const actor = createActor(parent).start();
    actor.send({ type: 'form.submit' });
    saveUser.resolve('saveUser', carla);
    await flush();
    expect(received).toEqual([{ type: 'user.saved', user: carla }]);
  });
});
