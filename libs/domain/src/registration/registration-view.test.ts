import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { initialRegistrationContext, registrationMachine } from './registration.machine';
import type { RegistrationContext } from './registration.machine';
import { registrationViewOf, selectRegistrationView } from './registration-view';

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

describe('the registration view', () => {
  it('names the step and the form status by the machine stage', () => {
    const context = onStep2();
    expect(registrationViewOf(context, 'step1')).toMatchObject({
      step: 'personal',
      status: 'editing',
    });
    expect(registrationViewOf(context, 'step2')).toMatchObject({
      step: 'business',
      status: 'editing',
    });
    expect(registrationViewOf(context, 'submitting').status).toBe('submitting');
    expect(registrationViewOf(context, 'done').status).toBe('done');
  });

  it('gives the list as loading, ready (filtered, case- and accent-insensitive) or failed', () => {
    expect(registrationViewOf(onStep2({ businesses: null }), 'step2').businessesStatus).toBe(
      'loading',
    );
    const failed = registrationViewOf(
      onStep2({ businesses: null, loadError: 'Falha ao carregar os negócios.' }),
      'step2',
    );
    expect(failed).toMatchObject({
      businessesStatus: 'failure',
      businessesError: 'Falha ao carregar os negócios.',
      businesses: [],
      businessesEmptyText: null,
    });
    const searched = registrationViewOf(onStep2({ search: 'PÃO' }), 'step2');
    expect(searched.businessesStatus).toBe('ready');
    expect(searched.businesses.map((b) => b.name)).toEqual([
      'Padaria Pão Quente',
      'Pão & Café Gourmet',
    ]);
    expect(searched.search).toBe('PÃO');
    expect(registrationViewOf(onStep2({ search: 'zzz' }), 'step2')).toMatchObject({
      businesses: [],
      businessesEmptyText: 'Nenhum negócio encontrado',
    });
    expect(registrationViewOf(onStep2({ businesses: [] }), 'step2').businessesEmptyText).toBe(
      'Nenhum negócio encontrado',
    );
  });

  it('offers the list first: nothing chosen reads as "existing"', () => {
    expect(registrationViewOf(onStep2({ mode: 'none' }), 'step2').mode).toBe('existing');
    expect(registrationViewOf(onStep2({ mode: 'new' }), 'step2').mode).toBe('new');
  });

  it('puts the own e-mail first and fixed, and shows the box error before the form error', () => {
    const context = onStep2({
      mode: 'new',
      newBusiness: { ...initialRegistrationContext.newBusiness, teamEmails: ['rui@x.com.br'] },
      teamEmailDraft: 'invalido',
      teamEmailError: 'O email invalido não é válido',
      step2Errors: { teamEmails: 'Adicione pelo menos um email da equipe', name: 'Nome' },
    });
    const view = registrationViewOf(context, 'step2');
    expect(view.teamEmails).toEqual([
      { email: personal.email, fixed: true },
      { email: 'rui@x.com.br', fixed: false },
    ]);
    expect(view.teamEmailDraft).toBe('invalido');
    expect(view.teamEmailError).toBe('O email invalido não é válido');
    expect(view.businessErrors).toEqual({ name: 'Nome' });
    expect(view.newBusiness).not.toHaveProperty('teamEmails');
    expect(registrationViewOf({ ...context, teamEmailError: null }, 'step2').teamEmailError).toBe(
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
