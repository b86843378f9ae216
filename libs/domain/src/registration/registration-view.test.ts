import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { initialRegistrationContext, registrationMachine } from './registration.machine';
import type { RegistrationContext, RegistrationSnapshot } from './registration.machine';
import { selectRegistrationView } from './registration-view';

const personal = {
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone: '(11) 91234-5678',
  password: 'segredo1',
};
const businesses = [
  { id: 'b1', name: 'Padaria Pão Quente' },
  { id: 'b2', name: 'Clínica Sorriso' },
  { id: 'b3', name: 'TechNova Software' },
  { id: 'b4', name: 'Pão & Café Gourmet' },
];
const onStep2 = (changes: Partial<RegistrationContext> = {}): RegistrationContext => ({
  ...initialRegistrationContext,
  step1: personal,
  businesses,
  ...changes,
});
/** The view of the machine resolved in `value` with `context` (what stories build). */
const viewIn = (value: RegistrationSnapshot['value'], context: RegistrationContext) =>
  selectRegistrationView(registrationMachine.resolveState({ value, context }));
const ready = { step2: 'ready' } as const;

describe('the registration view', () => {
  it('names the step and the form status by the machine stage', () => {
    const context = onStep2();
    expect(viewIn('step1', context)).toMatchObject({
      step: 'personal',
      status: 'editing',
    });
    expect(viewIn(ready, context)).toMatchObject({
      step: 'business',
      status: 'editing',
    });
    expect(viewIn('submitting', context).status).toBe('submitting');
    expect(viewIn('done', context).status).toBe('done');
  });

  it('gives the list as loading, ready (filtered, case- and accent-insensitive) or failed', () => {
    expect(
      viewIn({ step2: 'loadingBusinesses' }, onStep2({ businesses: null })).businessesStatus,
    ).toBe('loading');
    const failed = viewIn(
      { step2: 'loadFailed' },
      onStep2({ businesses: null, loadError: 'Falha ao carregar os negócios.' }),
    );
    expect(failed).toMatchObject({
      businessesStatus: 'failure',
      businessesError: 'Falha ao carregar os negócios.',
      businesses: [],
      businessesEmptyText: null,
    });
    const searched = viewIn(ready, onStep2({ search: 'PÃO' }));
    expect(searched.businessesStatus).toBe('ready');
    expect(searched.businesses.map((b) => b.name)).toEqual([
      'Padaria Pão Quente',
      'Pão & Café Gourmet',
    ]);
    expect(searched.search).toBe('PÃO');
    expect(viewIn(ready, onStep2({ search: 'pao' })).businesses.map((b) => b.name)).toEqual([
      'Padaria Pão Quente',
      'Pão & Café Gourmet',
    ]);
    expect(viewIn(ready, onStep2({ search: ' CLINICA  sorriso ' })).businesses).toEqual([
      { id: 'b2', name: 'Clínica Sorriso' },
    ]);
    expect(viewIn(ready, onStep2({ search: 'zzz' }))).toMatchObject({
      businesses: [],
      businessesEmptyText: 'Nenhum negócio encontrado',
    });
    expect(viewIn(ready, onStep2({ businesses: [] })).businessesEmptyText).toBe(
      'Nenhum negócio encontrado',
    );
  });

  it('offers the list first: nothing chosen reads as "existing"', () => {
    expect(viewIn(ready, onStep2({ mode: 'none' })).mode).toBe('existing');
    expect(viewIn(ready, onStep2({ mode: 'new' })).mode).toBe('new');
  });

  it('puts the own e-mail first and fixed, and shows the box error before the form error', () => {
    const context = onStep2({
      mode: 'new',
      newBusiness: { ...initialRegistrationContext.newBusiness, teamEmails: ['rui@x.com.br'] },
      teamEmailDraft: 'invalido',
      teamEmailError: 'O email invalido não é válido',
      step2Errors: { teamEmails: 'Adicione pelo menos um email da equipe', name: 'Nome' },
    });
    const view = viewIn(ready, context);
    expect(view.teamEmails).toEqual([
      { email: personal.email, fixed: true },
      { email: 'rui@x.com.br', fixed: false },
    ]);
    expect(view.teamEmailDraft).toBe('invalido');
    expect(view.teamEmailError).toBe('O email invalido não é válido');
    expect(view.businessErrors).toEqual({ name: 'Nome' });
    expect(view.newBusiness).not.toHaveProperty('teamEmails');
    expect(viewIn(ready, { ...context, teamEmailError: null }).teamEmailError).toBe(
      'Adicione pelo menos um email da equipe',
    );
  });

  it('reads the stage from a running machine', async () => {
    const actor = createActor(
      registrationMachine.provide({
        actors: { loadBusinessNames: fromPromise(async () => businesses) },
      }),
    ).start();
    expect(selectRegistrationView(actor.getSnapshot()).step).toBe('personal');
    for (const [field, value] of Object.entries(personal)) {
      actor.send({ type: 'field.change', field: field as keyof typeof personal, value });
    }
    actor.send({ type: 'step.next' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectRegistrationView(actor.getSnapshot())).toMatchObject({
      step: 'business',
      status: 'editing',
      businessesStatus: 'ready',
      businesses,
    });
  });
});
