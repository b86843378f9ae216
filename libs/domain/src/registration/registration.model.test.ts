import { describe, expect } from 'vitest';
import {
  registrationMachine,
  teamEmailsOf,
  toRegisterInput,
  type RegistrationContext,
} from './registration.machine';
import { selectRegistrationView } from './registration-view';
import { replayPath, testModel } from '../testing/model-testing';
import { validateNewBusiness, validateRegistrationStep1 } from '../validation/registration-rules';

const businesses = [
  { id: 'b1', name: 'Padaria Pão Quente' },
  { id: 'b2', name: 'Oficina Mecânica Silva' },
];

const step1Events = [
  { type: 'field.change', field: 'name', value: 'Ana' },
  { type: 'field.change', field: 'email', value: 'ana@loja.com.br' },
  { type: 'field.change', field: 'phone', value: '11999999999' },
  { type: 'field.change', field: 'password', value: '123' },
  { type: 'field.change', field: 'password', value: 'segredo' },
];
const newBusinessEvents = [
  { type: 'business.field.change', field: 'name', value: 'Café Aroma' },
  { type: 'business.field.change', field: 'website', value: 'cafearoma.com.br' },
  { type: 'business.field.change', field: 'niche', value: 'Alimentação' },
  {
    type: 'business.field.change',
    field: 'knowledge_base',
    value: 'Cafeteria de especialidade com torra própria e cursos de barismo para iniciantes.',
  },
  { type: 'business.field.change', field: 'revenue_goal', value: '250000' },
  { type: 'business.field.change', field: 'instagram', value: '@cafearoma' },
];
const events = [
  ...step1Events,
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'xstate.done.actor.loadBusinessNames', output: businesses },
  { type: 'xstate.error.actor.loadBusinessNames', error: new Error('offline') },
  { type: 'businesses.retry' },
  { type: 'search.change', query: 'pão' },
  { type: 'search.change', query: 'xyz' },
  { type: 'business.select', businessId: 'b1' },
  { type: 'business.create' },
  { type: 'business.pickExisting' },
  ...newBusinessEvents,
  { type: 'teamEmail.change', value: 'bia@loja.com.br,' },
  { type: 'teamEmail.change', value: 'caio' },
  { type: 'teamEmail.add' },
  { type: 'teamEmail.remove', email: 'ana@loja.com.br' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.register', output: { status: 'success' } },
  // Refusals reject with the api-client's failure: the server's text, or none (the product's then).
  {
    type: 'xstate.error.actor.register',
    error: { reason: 'http', message: 'Email já cadastrado' },
  },
  { type: 'xstate.error.actor.register', error: { reason: 'http', message: '' } },
  { type: 'xstate.error.actor.register', error: new Error('offline') },
];

type Ctx = RegistrationContext;
type State = { value: unknown; context: Ctx };
type Event = (typeof events)[number] & { field?: string };

const step1Order = ['name', 'email', 'phone', 'password'];
const newBusinessOrder = [
  'name',
  'website',
  'niche',
  'knowledge_base',
  'revenue_goal',
  'instagram',
];
const filled = (values: Record<string, unknown>, order: string[]) =>
  order.filter((field) => values[field] !== '').length;

// The form space is huge; the model walks forms field by field in reading order (which still
// covers every error message) and keeps the list search and team e-mail steps small.
function filterEvents(snapshot: { context: Ctx }, event: Event): boolean {
  const ctx = snapshot.context;
  if (event.type === 'field.change') {
    const next = step1Order[filled(ctx.step1, step1Order)];
    return event.field === next || (event.field === 'password' && ctx.step1.password !== '');
  }
  if (event.type === 'business.field.change') {
    return (
      ctx.mode === 'new' &&
      event.field === newBusinessOrder[filled(ctx.newBusiness, newBusinessOrder)]
    );
  }
  if (event.type === 'search.change') return ctx.mode === 'none' && ctx.search === '';
  // Back on the list after leaving a new business (nothing picked): pick one or change again.
  const choosing = ctx.mode === 'none' || (ctx.mode === 'existing' && !ctx.selectedBusinessId);
  if (event.type === 'business.select' || event.type === 'business.create') return choosing;
  if (event.type === 'business.pickExisting') {
    // Leaving an empty form and leaving a full one (with team e-mails) tell the story.
    const count = filled(ctx.newBusiness, newBusinessOrder);
    return ctx.mode === 'new' && (count === 0 || count === newBusinessOrder.length);
  }
  if (event.type.startsWith('teamEmail.')) {
    return (
      ctx.mode === 'new' && filled(ctx.newBusiness, newBusinessOrder) === newBusinessOrder.length
    );
  }
  return true;
}

// States are told apart by what a person would notice, not by every keystroke.
function serializeState(snapshot: { value: unknown; context: Ctx }): string {
  const ctx = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    step1: filled(ctx.step1, step1Order),
    shortPassword: ctx.step1.password === '123',
    step1Errors: Object.values(ctx.step1Errors).filter(Boolean),
    loaded: ctx.businesses !== null,
    loadError: ctx.loadError,
    search: ctx.search,
    mode: ctx.mode,
    selected: ctx.selectedBusinessId,
    newBusiness: filled(ctx.newBusiness, newBusinessOrder),
    team: ctx.newBusiness.teamEmails,
    draft: ctx.teamEmailDraft,
    teamEmailError: ctx.teamEmailError,
    step2Errors: Object.values(ctx.step2Errors).filter(Boolean),
    submitError: ctx.submitError,
  });
}

describe('registration model', () => {
  testModel(
    registrationMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: ['loadBusinessNames', 'register'],
      actionNames: ['navigate'],
    },
    async (h, path) => {
      // Switching between the list and the new-business form never loses what was typed.
      const execute = async (event: { type: string }) => {
        const before = h.actor.getSnapshot().context as Ctx;
        await h.execute(event);
        const after = h.actor.getSnapshot().context as Ctx;
        if (event.type === 'business.pickExisting' || event.type === 'business.create') {
          expect(after.mode).toBe(event.type === 'business.create' ? 'new' : 'existing');
          expect(after.selectedBusinessId).toBeNull();
          expect(after.newBusiness).toEqual(before.newBusiness);
          expect(after.teamEmailDraft).toBe(before.teamEmailDraft);
          expect(after.search).toBe(before.search);
          expect(after.step2Errors.business).toBeUndefined();
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute },
        {
          step1: (state) => {
            const { context } = state as State;
            // Every error shown is the one docs/product.md gives for the current value.
            const expected = validateRegistrationStep1(context.step1);
            for (const [field, message] of Object.entries(context.step1Errors)) {
              if (message) expect(message).toBe(expected[field as keyof typeof expected]);
            }
            expect(h.actions.navigate).not.toHaveBeenCalled();
          },
          step2: (state) => {
            const { context } = state as State;
            // Reaching step 2 means step 1 was valid, and the registrant is always on the team.
            expect(validateRegistrationStep1(context.step1)).toEqual({});
            expect(teamEmailsOf(context)[0]).toBe('ana@loja.com.br');
            if (context.mode === 'new') {
              const expected = validateNewBusiness({
                ...context.newBusiness,
                teamEmails: teamEmailsOf(context),
              });
              for (const [field, message] of Object.entries(context.step2Errors)) {
                if (message && field !== 'business')
                  expect(message).toBe(expected[field as keyof typeof expected]);
              }
            }
            if (context.mode === 'existing' && context.step2Errors.business) {
              // Back on the list with nothing picked, submitting asks for a business.
              expect(context.selectedBusinessId).toBeNull();
              expect(context.step2Errors.business).toBe('Selecione um negócio ou crie um novo');
            }
            if (context.submitError) {
              expect(context.submitError).toMatch(
                /^(Email já cadastrado|Falha no registro\. Por favor, tente novamente\.)$/,
              );
            }
          },
          'step2.loadingBusinesses': () =>
            expect(h.actors.inputsOf('loadBusinessNames').length).toBeGreaterThan(0),
          'step2.loadFailed': (state) =>
            expect((state as State).context.loadError).toBe(
              'Falha ao carregar os negócios. Por favor, tente novamente.',
            ),
          'step2.ready': (state) => {
            const { context } = state as State;
            const list = selectRegistrationView(
              registrationMachine.resolveState({ value: { step2: 'ready' }, context }),
            );
            if (context.search === 'pão') expect(list.businesses.map((b) => b.id)).toEqual(['b1']);
            if (context.search === 'xyz') {
              expect(list.businessesEmptyText).toBe('Nenhum negócio encontrado');
            }
            if (context.search === '') expect(list.businesses).toHaveLength(2);
          },
          submitting: (state) => {
            const { context } = state as State;
            expect(h.actors.inputsOf('register').at(-1)).toEqual(toRegisterInput(context));
            if (context.mode === 'existing') {
              expect(toRegisterInput(context).business).toEqual({ id: 'b1' });
            } else {
              expect(toRegisterInput(context).business).toMatchObject({
                revenue_goal: 250000,
                teamEmails: teamEmailsOf(context),
              });
            }
          },
          done: () => {
            expect(h.actor.getSnapshot().status).toBe('done');
            expect(h.actions.navigate.mock.calls.map((call) => call[1])).toEqual([
              { to: '/waiting' },
            ]);
          },
        },
      );
    },
  );
});
