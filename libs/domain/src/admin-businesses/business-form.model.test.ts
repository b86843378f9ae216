import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOAD_FAILED,
  ADMIN_LOGO_INVALID_TYPE,
  BUSINESS_CREATED,
  BUSINESS_CREATE_FAILED,
  USER_CREATE_FAILED,
} from '../messages';
import { leafStateIds, replayPath, testModel } from '../testing/model-testing';
import { toBusinessSubmission } from './business-form';
import {
  businessFormMachine,
  type BusinessFormContext,
  type BusinessFormSnapshot,
} from './business-form.machine';
import { selectBusinessFormView } from './business-form-view';
import {
  anaPerson as ana,
  caioPerson as caio,
  createdBusiness as created,
} from '../testing/business-modals.fixtures';
import { TOAST_MS } from '../toast/toast-region';

const png = { size: 1000, type: 'image/png' };
const gif = { size: 1000, type: 'image/gif' };
const refusal = { message: 'Este e-mail já está em uso.' };

// The form with its list and toast; then the inline person step beside a form being filled. The
// two sides share nothing but the draft, so walking every combination of both would add nothing.
const formEvents = [
  { type: 'xstate.done.actor.loadPeople', output: [ana] },
  { type: 'xstate.error.actor.loadPeople', error: new Error('offline') },
  { type: 'people.retry' },
  { type: 'field.change', field: 'name', value: 'Padaria Aurora' },
  { type: 'person.add', person: ana },
  { type: 'logo.select', file: png },
  { type: 'logo.select', file: gif },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitBusiness', output: created },
  { type: 'xstate.error.actor.submitBusiness', error: new Error('API error: 500') },
  { type: 'xstate.error.actor.submitBusiness', error: refusal },
  { type: 'after.toastDelay' },
];
const personEvents = [
  { type: 'xstate.done.actor.loadPeople', output: [ana] },
  { type: 'newPerson.open' },
  { type: 'newPerson.change', field: 'name', value: 'Caio Nunes' },
  { type: 'newPerson.change', field: 'email', value: 'caio@aurora.com.br' },
  { type: 'newPerson.change', field: 'password', value: 'segredo1' },
  { type: 'newPerson.submit' },
  { type: 'newPerson.cancel' },
  { type: 'xstate.done.actor.createPerson', output: caio },
  { type: 'xstate.error.actor.createPerson', error: refusal },
];

type Ctx = BusinessFormContext;
type ModelEvent = {
  type: string;
  output?: unknown;
  error?: unknown;
  field?: string;
  file?: unknown;
};
type ModelState = { value: Record<string, unknown>; context: Ctx };

const inForm = (snapshot: ModelState, state: string) => snapshot.value.form === state;

// One round of each thing: a name and a person once, one logo of each kind, the inline person's
// fields once each in order, a submit only once the draft could go (or to see its refusal first).
const only =
  (events: readonly ModelEvent[]) =>
  (snapshot: ModelState, event: ModelEvent): boolean =>
    events.some((e) => e.type === event.type) && filterEvents(snapshot, event);

function filterEvents(snapshot: ModelState, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const draft = ctx.draft;
  const newPersonOpen = snapshot.value.newPerson !== 'closed';
  switch (event.type) {
    case 'field.change':
      return inForm(snapshot, 'editing') && draft?.fields.name === '' && ctx.showErrors;
    case 'person.add':
      return inForm(snapshot, 'editing') && draft?.people.length === 0 && draft.fields.name !== '';
    case 'logo.select':
      return (
        inForm(snapshot, 'editing') &&
        (event.file === png ? ctx.logo === null && ctx.logoError === null : ctx.logo !== null)
      );
    case 'form.submit':
      return inForm(snapshot, 'editing') && (!ctx.showErrors || (draft?.people.length ?? 0) > 0);
    case 'newPerson.open':
      return snapshot.value.people === 'ready' && draft?.people.length === 0;
    case 'newPerson.change': {
      const order = ['name', 'email', 'password'];
      const next = order.find((field) => ctx.newPerson[field as 'name'] === '');
      return newPersonOpen && event.field === next && ctx.showNewPersonErrors;
    }
    case 'newPerson.submit':
      return newPersonOpen && (!ctx.showNewPersonErrors || ctx.newPerson.password !== '');
    case 'newPerson.cancel':
      return ctx.newPersonError !== null;
    default:
      return true;
  }
}

describe('business form model (create)', () => {
  testModel(
    businessFormMachine,
    {
      traversal: [formEvents, personEvents].map((events) => ({
        events,
        filterEvents: only(events),
      })),
      actorNames: ['loadPeople', 'createPerson', 'submitBusiness'],
      actionNames: ['closeForm', 'notifySaved'],
      delays: { toastDelay: TOAST_MS },
      input: { mode: 'create' },
      // The picker's list is asked for as the form opens: `people.idle` is left at once.
      everyState: leafStateIds(businessFormMachine).filter(
        (id) => id !== 'businessForm.people.idle',
      ),
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectBusinessFormView(h.actor.getSnapshot() as BusinessFormSnapshot);
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event);
        if (event.type === 'xstate.error.actor.submitBusiness') {
          // Nothing lost: the draft and the logo stay, with the refusal as returned.
          expect(ctx()).toMatchObject({ draft: before.draft, logo: before.logo });
          expect(view().submitError).toBe(
            event.error === refusal ? refusal.message : BUSINESS_CREATE_FAILED,
          );
        }
        if (event.type === 'xstate.done.actor.submitBusiness') {
          expect(h.actions.notifySaved).toHaveBeenCalledTimes(1);
          expect(view().toast).toEqual({ tone: 'success', text: BUSINESS_CREATED });
        }
        if (event.type === 'xstate.done.actor.createPerson') {
          // In the company at once, and its manager when it had none.
          expect(view().draft.people).toContainEqual(caio);
          expect(view().draft.managerId).toBe(before.draft?.managerId ?? caio.id);
        }
        if (event.type === 'after.toastDelay' && before.saved !== null) {
          expect(h.actions.closeForm).toHaveBeenCalled();
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          '#businessForm.form.editing': () => {
            expect(view()).toMatchObject({ status: 'editing', open: true });
            if (ctx().logoError !== null)
              expect(ctx()).toMatchObject({ logo: null, logoError: ADMIN_LOGO_INVALID_TYPE });
          },
          '#businessForm.form.submitting': () => {
            expect(view()).toMatchObject({ status: 'submitting', open: true, submitError: null });
            expect(h.actors.inputsOf('submitBusiness').at(-1)).toEqual({
              mode: 'create',
              waitingId: null,
              submission: toBusinessSubmission(view().draft),
              logo: ctx().logo,
            });
          },
          '#businessForm.form.done': () =>
            expect(view()).toMatchObject({ status: 'done', open: false }),
          '#businessForm.people.loading': () => expect(view().people.status).toBe('loading'),
          '#businessForm.people.ready': () =>
            expect(view().people).toMatchObject({ status: 'ready', error: null }),
          '#businessForm.people.failure': () =>
            expect(view().people).toMatchObject({ status: 'failure', error: ADMIN_LOAD_FAILED }),
          '#businessForm.newPerson.closed': () => expect(view().newPerson.open).toBe(false),
          '#businessForm.newPerson.open.editing': () => {
            expect(view().newPerson).toMatchObject({ open: true, saving: false });
            if (ctx().newPersonError !== null) expect(ctx().newPersonError).toBe(refusal.message);
          },
          '#businessForm.newPerson.open.saving': () => {
            expect(view().newPerson).toMatchObject({ open: true, saving: true, error: null });
            expect(h.actors.inputsOf('createPerson').at(-1)).toEqual({
              person: {
                name: 'Caio Nunes',
                email: 'caio@aurora.com.br',
                password: 'segredo1',
                role: 'user',
              },
              businessId: null,
            });
          },
          '#businessForm.toast.hidden': () => expect(view().toast).toBeNull(),
          '#businessForm.toast.shown': () => expect(view().toast?.text).toBe(BUSINESS_CREATED),
        },
      );
    },
  );
});

// The texts a refused person creation can show (the failure's own, else the product's).
it('knows the inline form failure text', () => {
  expect(USER_CREATE_FAILED).toBe('Failed to create user. Please try again.');
});
