import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  registrationMachine,
  teamEmailsOf,
  type RegisterInput,
  type RegisterOutput,
} from './registration.machine';
import { selectRegistrationView } from './registration-view';
import { filterBusinesses, type BusinessOption } from './business-search';

const businesses: BusinessOption[] = [
  { id: 'b1', name: 'Padaria Pão Quente' },
  { id: 'b2', name: 'Oficina Mecânica Silva' },
];

function start(
  options: {
    load?: () => Promise<BusinessOption[]>;
    register?: (input: RegisterInput) => Promise<RegisterOutput>;
  } = {},
) {
  const navigate = vi.fn();
  const loads = vi.fn(options.load ?? (async () => businesses));
  const registrations: RegisterInput[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actions: { navigate: (_, params) => navigate(params.to) },
      actors: {
        loadBusinessNames: fromPromise(() => loads()),
        register: fromPromise<RegisterOutput, RegisterInput>(async ({ input }) => {
          registrations.push(input);
          return options.register ? options.register(input) : { status: 'success' };
        }),
      },
    }),
  );
  actor.start();
  return { actor, navigate, loads, registrations };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const fillStep1 = (actor: Actor) => {
  actor.send({ type: 'field.change', field: 'name', value: 'Ana' });
  actor.send({ type: 'field.change', field: 'email', value: 'ana@loja.com.br' });
  actor.send({ type: 'field.change', field: 'phone', value: '11999999999' });
  actor.send({ type: 'field.change', field: 'password', value: 'segredo' });
};

const fillNewBusiness = (actor: Actor) => {
  actor.send({ type: 'business.create' });
  actor.send({ type: 'business.field.change', field: 'name', value: 'Café Aroma' });
  actor.send({ type: 'business.field.change', field: 'website', value: 'cafearoma.com.br' });
  actor.send({ type: 'business.field.change', field: 'niche', value: 'Alimentação' });
  actor.send({
    type: 'business.field.change',
    field: 'knowledge_base',
    value: 'Cafeteria de especialidade com torra própria e cursos de barismo para iniciantes.',
  });
  actor.send({ type: 'business.field.change', field: 'revenue_goal', value: '250000' });
  actor.send({ type: 'business.field.change', field: 'instagram', value: '@cafearoma' });
};

async function toStep2(actor: Actor) {
  fillStep1(actor);
  actor.send({ type: 'step.next' });
  await settle();
}

describe('registration', () => {
  it('stays on step 1 with docs/product.md messages until it is valid', () => {
    const { actor, loads } = start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(actor.getSnapshot().context.step1Errors).toEqual({
      name: 'O nome é obrigatório',
      email: 'O email é obrigatório',
      phone: 'O telefone é obrigatório',
      password: 'A senha é obrigatória',
    });
    actor.send({ type: 'field.change', field: 'name', value: 'Ana' });
    expect(actor.getSnapshot().context.step1Errors.name).toBeUndefined();
    expect(loads).not.toHaveBeenCalled();
  });

  it('loads the business names on step 2 and filters them case-insensitively', async () => {
    const { actor } = start();
    await toStep2(actor);
    expect(actor.getSnapshot().value).toEqual({ step2: 'ready' });
    actor.send({ type: 'search.change', query: 'PÃO' });
    expect(selectRegistrationView(actor.getSnapshot())).toMatchObject({
      businesses: [businesses[0]],
      businessesEmptyText: null,
    });
    actor.send({ type: 'search.change', query: 'xyz' });
    expect(selectRegistrationView(actor.getSnapshot())).toMatchObject({
      businesses: [],
      businessesEmptyText: 'Nenhum negócio encontrado',
    });
    expect(filterBusinesses(businesses, ' ')).toEqual(businesses);
  });

  it('shows the load failure and retries', async () => {
    let fail = true;
    const { actor, loads } = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return businesses;
      },
    });
    await toStep2(actor);
    expect(actor.getSnapshot().value).toEqual({ step2: 'loadFailed' });
    expect(actor.getSnapshot().context.loadError).toBe(
      'Falha ao carregar os negócios. Por favor, tente novamente.',
    );
    fail = false;
    actor.send({ type: 'businesses.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ step2: 'ready' });
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('asks to pick or create a business', async () => {
    const { actor, registrations } = start();
    await toStep2(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.step2Errors).toEqual({
      business: 'Selecione um negócio ou crie um novo',
    });
    expect(registrations).toEqual([]);
  });

  it('registers with an existing business and goes to /waiting', async () => {
    const { actor, navigate, registrations } = start();
    await toStep2(actor);
    actor.send({ type: 'business.select', businessId: 'b2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(registrations).toEqual([
      {
        user: { name: 'Ana', email: 'ana@loja.com.br', phone: '11999999999', password: 'segredo' },
        business: { id: 'b2' },
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledWith('/waiting');
  });

  it('goes back from a new business to the list without losing what was typed', async () => {
    const { actor, registrations } = start();
    await toStep2(actor);
    const ctx = () => actor.getSnapshot().context;
    actor.send({ type: 'business.select', businessId: 'b2' });
    fillNewBusiness(actor);
    actor.send({ type: 'teamEmail.change', value: 'bia@loja.com.br,' });
    actor.send({ type: 'teamEmail.change', value: 'caio' });
    const typed = { newBusiness: ctx().newBusiness, teamEmailDraft: ctx().teamEmailDraft };

    actor.send({ type: 'business.pickExisting' });
    expect(ctx()).toMatchObject({ mode: 'existing', selectedBusinessId: null, ...typed });
    // Nothing picked yet: submitting asks for a business, not for the form that was left.
    actor.send({ type: 'form.submit' });
    expect(ctx().step2Errors).toEqual({ business: 'Selecione um negócio ou crie um novo' });
    expect(registrations).toEqual([]);

    // A change of mind finds the new business as it was typed.
    actor.send({ type: 'business.create' });
    expect(ctx()).toMatchObject({ mode: 'new', ...typed });
    expect(teamEmailsOf(ctx())).toEqual(['ana@loja.com.br', 'bia@loja.com.br']);

    actor.send({ type: 'business.pickExisting' });
    actor.send({ type: 'business.select', businessId: 'b1' });
    expect(ctx().step2Errors.business).toBeUndefined();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(registrations.map((input) => input.business)).toEqual([{ id: 'b1' }]);
  });

  it('joins an existing business even if an invalid team e-mail was left in the new form', async () => {
    const { actor, registrations } = start();
    await toStep2(actor);
    fillNewBusiness(actor);
    actor.send({ type: 'teamEmail.change', value: 'bia@' });
    actor.send({ type: 'teamEmail.add' });
    expect(actor.getSnapshot().context.teamEmailError).toBe('O email bia@ não é válido');
    actor.send({ type: 'business.pickExisting' });
    actor.send({ type: 'business.select', businessId: 'b2' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(registrations.map((input) => input.business)).toEqual([{ id: 'b2' }]);
  });

  it('validates every new-business field', async () => {
    const { actor } = start();
    await toStep2(actor);
    actor.send({ type: 'business.create' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.step2Errors).toEqual({
      name: 'O nome do negócio é obrigatório',
      website: 'O website é obrigatório',
      niche: 'O segmento é obrigatório',
      knowledge_base: 'A base de conhecimento é obrigatória',
      revenue_goal: 'A meta de receita é obrigatória',
      instagram: 'O Instagram é obrigatório',
    });
    actor.send({ type: 'business.field.change', field: 'instagram', value: 'cafe' });
    expect(actor.getSnapshot().context.step2Errors.instagram).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.step2Errors.instagram).toBe(
      'O username do Instagram deve começar com @',
    );
  });

  it('manages team e-mails: own first and fixed, comma or Enter adds, invalid and repeated refused', async () => {
    const { actor } = start();
    await toStep2(actor);
    fillNewBusiness(actor);
    const ctx = () => actor.getSnapshot().context;
    expect(teamEmailsOf(ctx())).toEqual(['ana@loja.com.br']);
    actor.send({ type: 'teamEmail.change', value: 'bia@loja.com.br' });
    expect(teamEmailsOf(ctx())).toEqual(['ana@loja.com.br']);
    actor.send({ type: 'teamEmail.change', value: 'bia@loja.com.br,' });
    expect(teamEmailsOf(ctx())).toEqual(['ana@loja.com.br', 'bia@loja.com.br']);
    expect(ctx().teamEmailDraft).toBe('');
    actor.send({ type: 'teamEmail.change', value: 'caio' });
    actor.send({ type: 'teamEmail.add' });
    expect(ctx().teamEmailError).toBe('O email caio não é válido');
    expect(ctx().teamEmailDraft).toBe('caio');
    actor.send({ type: 'teamEmail.change', value: 'BIA@loja.com.br' });
    expect(ctx().teamEmailError).toBeNull();
    actor.send({ type: 'teamEmail.add' });
    expect(ctx().teamEmailError).toBe('O email BIA@loja.com.br já foi adicionado');
    actor.send({ type: 'teamEmail.remove', email: 'ana@loja.com.br' });
    actor.send({ type: 'teamEmail.remove', email: 'bia@loja.com.br' });
    expect(teamEmailsOf(ctx())).toEqual(['ana@loja.com.br']);
  });

  it('registers a new business with the own e-mail in the team, and reports server errors', async () => {
    // A refusal rejects with the api-client's failure, whose message is the server's text.
    let refusal: unknown = { ok: false, reason: 'http', message: 'Email já cadastrado' };
    const { actor, registrations } = start({
      register: async () => {
        throw refusal;
      },
    });
    await toStep2(actor);
    fillNewBusiness(actor);
    actor.send({ type: 'teamEmail.change', value: 'bia@loja.com.br' });
    // Submitting adds what is still in the box.
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ step2: 'ready' });
    expect(actor.getSnapshot().context.submitError).toBe('Email já cadastrado');
    expect(registrations[0]?.business).toEqual({
      name: 'Café Aroma',
      website: 'cafearoma.com.br',
      niche: 'Alimentação',
      knowledge_base:
        'Cafeteria de especialidade com torra própria e cursos de barismo para iniciantes.',
      revenue_goal: 250000,
      instagram: '@cafearoma',
      teamEmails: ['ana@loja.com.br', 'bia@loja.com.br'],
    });

    // No user-facing text (a bug, or a failure without a message): the product's text.
    refusal = { ok: false, reason: 'http', message: '' };
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.submitError).toBe(
      'Falha no registro. Por favor, tente novamente.',
    );
  });

  it('does not submit while the team e-mail box holds an invalid address', async () => {
    const { actor, registrations } = start();
    await toStep2(actor);
    fillNewBusiness(actor);
    actor.send({ type: 'teamEmail.change', value: 'bia@' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ step2: 'ready' });
    expect(actor.getSnapshot().context.teamEmailError).toBe('O email bia@ não é válido');
    expect(registrations).toEqual([]);
  });

  it('registers even when the box still holds an address already on the team', async () => {
    const { actor, registrations } = start();
    await toStep2(actor);
    fillNewBusiness(actor);
    // The registrant types their own address (always on the team) and presses Enter.
    actor.send({ type: 'teamEmail.change', value: 'ana@loja.com.br' });
    actor.send({ type: 'teamEmail.add' });
    expect(actor.getSnapshot().context.teamEmailError).toBe(
      'O email ana@loja.com.br já foi adicionado',
    );
    actor.send({ type: 'form.submit' });
    await settle();
    expect(
      registrations.map((input) => (input.business as { teamEmails: string[] }).teamEmails),
    ).toEqual([['ana@loja.com.br']]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('reports a failed call with the default text', async () => {
    const { actor } = start({
      register: async () => {
        throw new Error('offline');
      },
    });
    await toStep2(actor);
    actor.send({ type: 'business.select', businessId: 'b1' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.submitError).toBe(
      'Falha no registro. Por favor, tente novamente.',
    );
  });

  it('keeps step 1 values when going back, loads the list only once, and follows a changed e-mail', async () => {
    const { actor, loads } = start();
    await toStep2(actor);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(actor.getSnapshot().context.step1).toEqual({
      name: 'Ana',
      email: 'ana@loja.com.br',
      phone: '11999999999',
      password: 'segredo',
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ana.souza@loja.com.br' });
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ step2: 'ready' });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(teamEmailsOf(actor.getSnapshot().context)).toEqual(['ana.souza@loja.com.br']);
  });
});
