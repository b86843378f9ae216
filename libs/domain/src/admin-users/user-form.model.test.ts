import { afterAll, describe, expect, it } from 'vitest';
import { TOTP_RESET_FAILED, USER_CREATE_FAILED, USER_UPDATE_FAILED } from '../messages';
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
import { draftOfUser, toCreateUserInput, toEditUserInput, validateUserDraft } from './user-draft';
import { selectUserFormView } from './user-form-view';
import {
  userFormMachine,
  type UserFormContext,
  type UserFormInput,
  type UserFormSnapshot,
} from './user-form.machine';

const businesses = [auroraRef, bistroRef, cafeRef];
const carla = managedUsersFixture[1]!;
const created = managedUserFixture('u-new', 'Ana Lima', 'council', [auroraRef]);
const saved = { ...carla, role: 'user' as const, business: { businesses: [auroraRef] } };
const refusal = { message: 'Este e-mail já está em uso.' };
const fault = new Error('socket hang up');

const inputs: Record<string, UserFormInput> = {
  create: { mode: 'create', canEdit: true, actorId: 'u-admin', adminCount: 1, businesses },
  edit: { mode: 'edit', user: carla, canEdit: true, actorId: 'u-admin', adminCount: 1, businesses },
  // A person whose second factor is on: the detail offers its reset.
  reset: {
    mode: 'edit',
    user: { ...carla, two_factor: true },
    canEdit: true,
    actorId: 'u-admin',
    adminCount: 1,
    businesses,
  },
  council: {
    mode: 'edit',
    user: carla,
    canEdit: false,
    actorId: 'u-carla',
    adminCount: 1,
    businesses,
  },
};

// The create form's text fields, filled in this order with accepted values.
const FILL = [
  ['name', 'Ana Lima'],
  ['email', 'ana@example.com'],
  ['password', 'segredo1'],
] as const;

const events = [
  { type: 'edit.start' },
  { type: 'edit.cancel' },
  ...FILL.map(([field, value]) => ({ type: 'field.change', field, value })),
  { type: 'field.change', field: 'name', value: ' ' },
  { type: 'role.change', role: 'council' },
  { type: 'role.change', role: 'user' },
  { type: 'business.toggle', business: auroraRef },
  { type: 'businessSearch.change', query: 'aurora' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.createUser', output: created },
  { type: 'xstate.error.actor.createUser', error: refusal },
  { type: 'xstate.error.actor.createUser', error: fault },
  { type: 'xstate.done.actor.saveUser', output: saved },
  { type: 'xstate.error.actor.saveUser', error: refusal },
  { type: 'xstate.error.actor.saveUser', error: fault },
  { type: 'secondFactor.reset' },
  { type: 'secondFactor.cancel' },
  { type: 'secondFactor.confirm' },
  { type: 'xstate.done.actor.resetSecondFactor' },
  { type: 'xstate.error.actor.resetSecondFactor', error: refusal },
];

type Ctx = UserFormContext;
type ModelEvent = {
  type: string;
  field?: string;
  value?: string;
  role?: string;
  output?: unknown;
  error?: unknown;
};

const filledUpTo = (ctx: Ctx) =>
  FILL.findIndex(([field]) => ctx.draft[field as keyof typeof ctx.draft] === '');

// Creating: the fields in FILL's order, the role to Conselho, one company, one search. Editing
// Carla (Conselho of two companies): her name blanked (a refusal) or her role to Usuário (the
// rule keeps her first company), then a save. Any other order tells nothing new.
function filterEvents(snapshot: { context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const creating = ctx.mode === 'create';
  switch (event.type) {
    case 'field.change':
      if (creating) {
        const next = filledUpTo(ctx);
        return next !== -1 && FILL[next]?.[0] === event.field && event.value !== ' ';
      }
      return event.field === 'name' && event.value === ' ' && ctx.draft.name === carla.name;
    case 'role.change':
      return creating
        ? event.role === 'council' && ctx.draft.role === 'user'
        : event.role === 'user' && ctx.draft.role === 'council';
    case 'business.toggle':
      return creating && ctx.draft.businesses.length === 0;
    case 'businessSearch.change':
      return ctx.businessQuery === '';
    default:
      return true;
  }
}

const meaning = (ctx: Ctx) => ({
  user: ctx.user?.id ?? null,
  role: ctx.user?.role ?? null,
  draft: ctx.draft,
  query: ctx.businessQuery,
  fieldErrors: ctx.fieldErrors,
  showFieldErrors: ctx.showFieldErrors,
  formError: ctx.formError,
  twoFactor: ctx.user?.two_factor ?? null,
  notice: ctx.notice,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

const { ran: checked, check: noted } = stateChecks();

// The traversal runs the machine without a parent: `announceSaved` (a sendParent) would have
// nobody to tell, so the model's machine says nothing; the replay checks it with a spy.
const modelMachine = userFormMachine.provide({ actions: { announceSaved: () => undefined } });

describe.each(Object.entries(inputs))('user form model (%s)', (name, input) => {
  testModel(
    userFormMachine,
    {
      traversal: { events, filterEvents, serializeState },
      model: modelMachine,
      actorNames: ['createUser', 'saveUser', 'resetSecondFactor'],
      actionNames: ['announceSaved'],
      input,
      everyState: false,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as UserFormSnapshot;
      const ctx = () => snapshot().context as Ctx;
      const view = () => selectUserFormView(snapshot());
      const check = (key: string, fn: () => void) => noted(`${name}:${key}`, fn);

      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const announced = h.actions.announceSaved.mock.calls.length;
        await h.execute(event as never);
        const after = ctx();
        if (event.type.startsWith('xstate.error.actor.')) {
          // Nothing typed is lost; the modal says why: the refusal as returned, else the product's text.
          expect(after.draft).toEqual(before.draft);
          const fallback = event.type.endsWith('createUser')
            ? USER_CREATE_FAILED
            : event.type.endsWith('resetSecondFactor')
              ? TOTP_RESET_FAILED
              : USER_UPDATE_FAILED;
          expect(after.formError).toBe(event.error === refusal ? refusal.message : fallback);
        }
        const announces =
          event.type === 'xstate.done.actor.saveUser' ||
          event.type === 'xstate.done.actor.resetSecondFactor';
        expect(h.actions.announceSaved.mock.calls.length).toBe(announced + (announces ? 1 : 0));
        if (event.type === 'xstate.done.actor.resetSecondFactor') {
          // The list learns the person signs in without a second factor now.
          expect(h.actions.announceSaved.mock.calls.at(-1)?.[1]).toMatchObject({
            user: { id: carla.id, two_factor: false },
          });
          expect(after.notice).toBe('Verificação em duas etapas redefinida');
        }
        if (event.type === 'xstate.done.actor.saveUser') {
          expect(h.actions.announceSaved.mock.calls.at(-1)?.[1]).toEqual({ user: saved });
        }
      };

      const errorsShown = () => {
        const context = ctx();
        expect(view().fieldErrors).toEqual(
          context.showFieldErrors ? validateUserDraft(context.draft, context) : {},
        );
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'create.editing': check('create.editing', () => {
            expect(view()).toMatchObject({ mode: 'create', status: 'editing', isBusy: false });
            expect(view().roleOptions).toEqual(['user', 'council']);
            errorsShown();
          }),
          'create.submitting': check('create.submitting', () => {
            expect(view()).toMatchObject({ status: 'submitting', isBusy: true, error: null });
            expect(validateUserDraft(ctx().draft, ctx())).toEqual({});
            expect(h.actors.inputsOf('createUser').at(-1)).toEqual(toCreateUserInput(ctx().draft));
          }),
          done: check('done', () => {
            expect(view()).toMatchObject({ status: 'done', user: created });
            expect(snapshot().output).toEqual(created);
          }),
          'edit.viewing': check('edit.viewing', () => {
            const user = ctx().user!;
            expect(view()).toMatchObject({ mode: 'edit', status: 'viewing', isBusy: false });
            // What the detail shows is the person as saved: no draft survives a cancel or a save.
            expect(ctx().draft).toEqual(draftOfUser(user));
            expect(view().canEdit).toBe(input.canEdit);
          }),
          'edit.editing': check('edit.editing', () => {
            expect(input.canEdit).toBe(true);
            expect(view()).toMatchObject({ status: 'editing', isBusy: false });
            expect(view().roleOptions).toEqual(['admin', 'council', 'user']);
            expect(view().selection).toBe(ctx().draft.role === 'council' ? 'multiple' : 'single');
            errorsShown();
          }),
          'edit.confirmingReset': check('edit.confirmingReset', () => {
            expect(view()).toMatchObject({ status: 'viewing', isBusy: false });
            expect(view().secondFactor).toMatchObject({ enabled: true, step: 'confirming' });
          }),
          'edit.resettingSecondFactor': check('edit.resettingSecondFactor', () => {
            expect(view()).toMatchObject({ status: 'viewing', isBusy: true });
            expect(view().secondFactor.step).toBe('resetting');
            expect(h.actors.inputsOf('resetSecondFactor').at(-1)).toEqual({ userId: carla.id });
          }),
          'edit.saving': check('edit.saving', () => {
            expect(view()).toMatchObject({ status: 'saving', isBusy: true, error: null });
            expect(h.actors.inputsOf('saveUser').at(-1)).toEqual(
              toEditUserInput(ctx().user!, ctx().draft),
            );
          }),
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});

describe('user form model: coverage', () => {
  it('passes through every state', () => {
    expect(
      visitedLeafIdsOfInputs(modelMachine, Object.values(inputs), {
        events,
        filterEvents,
        serializeState,
      }),
    ).toEqual(leafStateIds(userFormMachine));
  });
});

afterAll(() => {
  // Each state's check ran for the inputs that reach that state.
  expect([...checked].sort()).toEqual(
    [
      'create:create.editing',
      'create:create.submitting',
      'create:done',
      'edit:edit.viewing',
      'edit:edit.editing',
      'edit:edit.saving',
      'council:edit.viewing',
      'reset:edit.viewing',
      'reset:edit.editing',
      'reset:edit.saving',
      'reset:edit.confirmingReset',
      'reset:edit.resettingSecondFactor',
    ].sort(),
  );
});
