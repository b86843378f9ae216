import { afterAll, describe, expect, it } from 'vitest';
import {
  auroraRef,
  bistroRef,
  cafeRef,
  managedUserFixture,
  managedUsersFixture,
} from '../testing/fixtures';
import {
  leafStateIds,
  replayPath,
  stateChecks,
  testModel,
  visitedLeafIdsOfInputs,
} from '../testing/model-testing';
import { usersListMachine, usersListMessages } from './users-list.machine';
import type { UsersListSnapshot } from './users-list.machine';
import { selectUsersListView } from './users-list-view';
import type { UsersListContext, UsersListInput } from './users-list.types';
import { adminCountOf } from './users-list';
import { USER_FORM_EVENT_TYPES } from './user-form.machine';
import { TOAST_MS } from '../toast/toast-region';

const businesses = [auroraRef, bistroRef, cafeRef];
const loaded = { users: managedUsersFixture, businesses };
const created = managedUserFixture('u-ana', 'Ana Lima', 'user', [cafeRef]);
const saved = { ...managedUsersFixture[2]!, name: 'João Souza' };
const refusal = { message: 'O portal precisa de pelo menos um Admin.' };
const fault = new Error('socket hang up');

const inputs: Record<string, UsersListInput> = {
  admin: { actorId: 'u-admin', canManage: true },
  council: { actorId: 'u-carla', canManage: false },
  // Another screen asked for Bruno's detail before the list was there.
  deepLink: { actorId: 'u-admin', canManage: true, openUserId: 'u-bruno' },
};

// The form's own events go to the form (its model walks them); here only what the list does.
const events = [
  { type: 'xstate.done.actor.loadUsers', output: loaded },
  { type: 'xstate.error.actor.loadUsers', error: fault },
  { type: 'users.refresh' },
  { type: 'search.change', query: 'joão' },
  { type: 'filters.toggle' },
  { type: 'filter.role', role: 'user' },
  { type: 'filter.business', businessId: bistroRef.id },
  { type: 'filters.clear' },
  { type: 'sort.change', column: 'email' },
  { type: 'user.open', userId: 'u-joao' },
  { type: 'user.edit', userId: 'u-joao' },
  { type: 'user.create' },
  { type: 'user.delete', userId: 'u-bruno' },
  { type: 'user.delete', userId: 'u-admin' },
  { type: 'delete.confirm' },
  { type: 'dialog.close' },
  { type: 'user.saved', user: saved },
  { type: 'xstate.done.actor.userForm', output: created },
  { type: 'xstate.done.actor.deleteUser', output: [{ status: 'success' }] },
  { type: 'xstate.error.actor.deleteUser', error: refusal },
  { type: 'xstate.error.actor.deleteUser', error: fault },
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];

type Ctx = UsersListContext;
type ModelEvent = { type: string; userId?: string; output?: unknown; error?: unknown };
type Value = { list: string | { ready: { sync: string; dialog: string | object } }; toast: string };

const readyOf = (value: Value) => (typeof value.list === 'string' ? null : value.list.ready);

// The search, filters and sort each change once, with nothing else going on; one person is
// created, one edit saved, one delete answered: after that the story repeats itself.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const ready = readyOf(value);
  const toastShown = value.toast === 'shown';
  // Raised by the machine itself, or the form's (forwarded; the form's model walks them).
  if (event.type === 'toast.show' || FORM_EVENTS.has(event.type)) return false;
  if (event.type === 'toast.dismiss' || event.type === 'after.toastDelay') return toastShown;
  if (toastShown && !event.type.startsWith('xstate.')) return false;
  const atRest = ready?.dialog === 'closed' && ready.sync === 'idle';
  const untouched =
    ctx.users.length === managedUsersFixture.length && ctx.users.includes(managedUsersFixture[2]!);
  switch (event.type) {
    case 'users.refresh':
      return value.list === 'failure' || (atRest && untouched);
    case 'search.change':
      return atRest && untouched && ctx.query === '';
    case 'filters.toggle':
      return atRest && untouched && !ctx.filtersOpen;
    case 'filter.role':
      return atRest && ctx.filtersOpen && ctx.filters.role === null;
    case 'filter.business':
      return atRest && ctx.filters.role !== null && ctx.filters.businessId === null;
    case 'filters.clear':
      return atRest && ctx.filters.businessId !== null;
    case 'sort.change':
      return atRest && untouched && ctx.sort.column === 'name';
    case 'user.open':
      // Opening from the list, or (the deep link) while it loads.
      return atRest ? untouched : value.list === 'loading' && ctx.openUserId === null;
    case 'user.edit':
    case 'user.create':
    case 'user.delete':
      return atRest && untouched;
    default:
      return true;
  }
}

const meaning = (ctx: Ctx) => ({
  users: ctx.users.map((user) => `${user.id}:${user.name}`),
  error: ctx.error,
  query: ctx.query,
  filters: ctx.filters,
  filtersOpen: ctx.filtersOpen,
  sort: ctx.sort,
  open: ctx.openUserId,
  startEditing: ctx.startEditing,
  deleting: ctx.deleteUserId,
  toast: ctx.toast,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

const { ran: checked, check: noted } = stateChecks();

const FORM_EVENTS = new Set<string>(USER_FORM_EVENT_TYPES);
// The traversal has no form to forward to (its invoke is only an event here).
const modelMachine = usersListMachine.provide({ actions: { forwardToForm: () => undefined } });

describe.each(Object.entries(inputs))('users list model (%s)', (name, input) => {
  testModel(
    usersListMachine,
    {
      traversal: { events, filterEvents, serializeState },
      model: modelMachine,
      actorNames: ['loadUsers', 'deleteUser', 'userForm'],
      delays: { toastDelay: TOAST_MS },
      input,
      everyState: false,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as UsersListSnapshot;
      const ctx = () => snapshot().context as Ctx;
      const view = () => selectUsersListView(snapshot());
      const check = (key: string, fn: () => void) => noted(`${name}:${key}`, fn);

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event as never);
        const after = ctx();
        const ids = (c: Ctx) => c.users.map((user) => user.id);
        switch (event.type) {
          case 'xstate.done.actor.userForm':
            expect(ids(after)).toEqual([...ids(before), created.id]);
            expect(after.toast).toEqual({ tone: 'success', text: usersListMessages.created });
            break;
          case 'user.saved':
            expect(after.users.find((user) => user.id === saved.id)).toEqual(saved);
            expect(after.toast).toEqual({ tone: 'success', text: usersListMessages.updated });
            break;
          case 'xstate.done.actor.deleteUser':
            expect(ids(after)).toEqual(ids(before).filter((id) => id !== before.deleteUserId));
            expect(after.toast).toEqual({ tone: 'success', text: usersListMessages.deleted });
            break;
          case 'xstate.error.actor.deleteUser':
            expect(after.users).toEqual(before.users);
            expect(after.toast).toEqual({
              tone: 'error',
              text: event.error === refusal ? refusal.message : usersListMessages.deleteFailed,
            });
            break;
          case 'user.delete':
            // Nobody deletes themself; the council deletes nobody.
            if (event.userId === input.actorId || !input.canManage) {
              expect(after.deleteUserId).toBeNull();
            }
            break;
        }
      };

      const readyInvariants = () => {
        const v = view();
        expect(v).toMatchObject({ status: 'ready', error: null, canManage: input.canManage });
        expect(v.rows.every((row) => row.canEdit === input.canManage)).toBe(true);
        expect(v.rows.some((row) => row.user.id === input.actorId && row.canDelete)).toBe(false);
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'list.loading': check('list.loading', () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, dialog: null });
            const loads = h.actors.inputsOf('loadUsers');
            // The first load may come from the cache; a retry asks the server.
            expect(loads.at(-1)).toEqual({ force: loads.length > 1 });
          }),
          'list.failure': check('list.failure', () => {
            expect(view()).toMatchObject({
              status: 'failure',
              isBusy: false,
              error: usersListMessages.loadFailed,
              dialog: null,
            });
          }),
          'list.ready.sync.idle': check('sync.idle', readyInvariants),
          'list.ready.sync.refreshing': check('sync.refreshing', () => {
            readyInvariants();
            expect(view().isBusy).toBe(true);
            expect(h.actors.inputsOf('loadUsers').at(-1)).toEqual({ force: true });
          }),
          'list.ready.dialog.closed': check('dialog.closed', () => {
            expect(view()).toMatchObject({ dialog: null, form: null });
            expect(ctx().openUserId).toBeNull();
          }),
          'list.ready.dialog.detail': check('dialog.detail', () => {
            const user = ctx().users.find((u) => u.id === ctx().openUserId);
            expect(view().dialog).toEqual({ kind: 'detail', user });
            // The form opened with the person as listed then (a save since changes the list).
            expect(h.actors.inputsOf('userForm').at(-1)).toEqual({
              mode: 'edit',
              user: expect.objectContaining({ id: user?.id }),
              startEditing: ctx().startEditing,
              canEdit: input.canManage,
              actorId: input.actorId,
              adminCount: adminCountOf(ctx().users),
              businesses,
            });
            if (ctx().startEditing) expect(input.canManage).toBe(true);
          }),
          'list.ready.dialog.create': check('dialog.create', () => {
            expect(input.canManage).toBe(true);
            expect(view().dialog).toEqual({ kind: 'create' });
            expect(h.actors.inputsOf('userForm').at(-1)).toMatchObject({
              mode: 'create',
              user: null,
            });
          }),
          'list.ready.dialog.delete.confirming': check('delete.confirming', () => {
            expect(view().dialog).toMatchObject({
              kind: 'delete',
              user: { id: 'u-bruno' },
              isDeleting: false,
            });
          }),
          'list.ready.dialog.delete.deleting': check('delete.deleting', () => {
            expect(view()).toMatchObject({
              isBusy: true,
              dialog: { kind: 'delete', isDeleting: true },
            });
            expect(h.actors.inputsOf('deleteUser').at(-1)).toEqual({ userId: 'u-bruno' });
          }),
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});

describe('users list model: coverage', () => {
  it('passes through every state', () => {
    expect(
      visitedLeafIdsOfInputs(modelMachine, Object.values(inputs), {
        events,
        filterEvents,
        serializeState,
      }),
    ).toEqual(leafStateIds(usersListMachine));
  });
});

afterAll(() => {
  // Each state's check ran for the inputs that reach that state.
  const admin = [
    'list.loading',
    'list.failure',
    'sync.idle',
    'sync.refreshing',
    'dialog.closed',
    'dialog.detail',
    'dialog.create',
    'delete.confirming',
    'delete.deleting',
  ];
  for (const key of admin) expect(checked).toContain(`admin:${key}`);
  expect(checked).toContain('council:dialog.detail');
  expect(checked).toContain('deepLink:dialog.detail');
  expect(checked).not.toContain('council:dialog.create');
  expect(checked).not.toContain('council:delete.confirming');
});
