import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  ADMIN_LOAD_FAILED,
  ADMIN_LOGO_INVALID_TYPE,
  BUSINESS_APPROVED,
  BUSINESS_CREATED,
  BUSINESS_CREATE_FAILED,
  BUSINESS_USER_TAKEN,
  USER_CREATE_FAILED,
} from '../messages';
import type { BusinessPerson, BusinessRecord, WaitingRegistration } from './business-form';
import type { CreatePersonInput } from './business-form-people';
import {
  businessFormMachine,
  type BusinessFormInput,
  type SubmitBusinessInput,
} from './business-form.machine';
import { selectBusinessFormView } from './business-form-view';
import {
  anaPerson as ana,
  biaPerson as bia,
  createdBusiness as created,
} from '../testing/business-modals.fixtures';
import { TOAST_MS } from '../toast/toast-region';

const waiting: WaitingRegistration = {
  id: 'w1',
  name: 'Café Novo',
  niche: 'Cafeteria',
  website: 'https://cafenovo.com.br',
  knowledge_base: 'Cafeteria de especialidade no centro.',
  meta_faturamento: 30000,
  username_instagram: '@cafenovo',
  registrant: { id: 'u9', name: 'Rita Alves', email: 'rita@cafenovo.com.br' },
};

type Fakes = {
  loadPeople?: () => Promise<readonly BusinessPerson[]>;
  createPerson?: (input: CreatePersonInput) => Promise<BusinessPerson>;
  submitBusiness?: (input: SubmitBusinessInput) => Promise<BusinessRecord>;
};

function start(input: BusinessFormInput, fakes: Fakes = {}) {
  const closeForm = vi.fn();
  const notifySaved = vi.fn();
  const submitted: SubmitBusinessInput[] = [];
  const personInputs: CreatePersonInput[] = [];
  const actor = createActor(
    businessFormMachine.provide({
      actors: {
        loadPeople: fromPromise(fakes.loadPeople ?? (async () => [ana, bia])),
        createPerson: fromPromise<BusinessPerson, CreatePersonInput>(async ({ input: person }) => {
          personInputs.push(person);
          return (
            fakes.createPerson ?? (async () => ({ ...bia, id: 'u-new', name: person.person.name }))
          )(person);
        }),
        submitBusiness: fromPromise<BusinessRecord, SubmitBusinessInput>(
          async ({ input: sent }) => {
            submitted.push(sent);
            return (fakes.submitBusiness ?? (async () => created))(sent);
          },
        ),
      },
      actions: {
        closeForm,
        notifySaved: (_, params) => notifySaved(params),
      },
    }),
    { input },
  ).start();
  const view = () => selectBusinessFormView(actor.getSnapshot());
  return { actor, view, closeForm, notifySaved, submitted, personInputs };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the create business form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the product's refusals on submit and sends nothing", async () => {
    const { actor, view, submitted } = start({ mode: 'create' });
    await settle();
    expect(view().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({
      name: ADMIN_BUSINESS_NAME_REQUIRED,
      manager: ADMIN_BUSINESS_MANAGER_REQUIRED,
    });
    // The errors follow the draft once shown.
    actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora' });
    expect(view().errors).toEqual({ manager: ADMIN_BUSINESS_MANAGER_REQUIRED });
    expect(submitted).toEqual([]);
  });

  it('loads the people to search, adds and marks the manager, then creates and closes after 3 s', async () => {
    const { actor, view, submitted, closeForm, notifySaved } = start({ mode: 'create' });
    await settle();
    expect(view().people.status).toBe('ready');
    actor.send({ type: 'people.search', query: 'bia' });
    expect(view().people.suggestions).toEqual([bia]);
    actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora' });
    actor.send({ type: 'person.add', person: ana });
    actor.send({ type: 'person.add', person: bia });
    expect(view().people.query).toBe('');
    actor.send({ type: 'manager.select', personId: bia.id });
    actor.send({ type: 'question.add' });
    actor.send({ type: 'question.change', index: 0, value: 'Quantos pães por dia?' });
    const logo = { size: 1000, type: 'image/webp' };
    actor.send({ type: 'logo.select', file: logo });
    actor.send({ type: 'form.submit' });
    expect(view().status).toBe('submitting');
    await settle();
    expect(submitted[0]).toMatchObject({
      mode: 'create',
      waitingId: null,
      logo,
      submission: {
        name: 'Padaria Aurora',
        managed_by: 'u2',
        users: ['u1', 'u2'],
        custom_questions: ['Quantos pães por dia?'],
      },
    });
    expect(view()).toMatchObject({
      status: 'done',
      open: false,
      toast: { tone: 'success', text: BUSINESS_CREATED },
    });
    expect(notifySaved).toHaveBeenCalledWith({ business: created });
    expect(closeForm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(closeForm).toHaveBeenCalledTimes(1);
  });

  it("keeps everything on failure and shows the server's refusal as returned", async () => {
    const refusal = { message: BUSINESS_USER_TAKEN('Ana Souza') };
    const { actor, view } = start(
      { mode: 'create' },
      { submitBusiness: () => Promise.reject(refusal) },
    );
    await settle();
    actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora' });
    actor.send({ type: 'person.add', person: ana });
    const before = view().draft;
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view()).toMatchObject({ status: 'editing', open: true, submitError: refusal.message });
    expect(view().draft).toEqual(before);
  });

  it("shows the product's failure text when no answer came", async () => {
    const { actor, view } = start(
      { mode: 'create' },
      { submitBusiness: () => Promise.reject(new Error('boom')) },
    );
    await settle();
    actor.send({ type: 'field.change', field: 'name', value: 'X' });
    actor.send({ type: 'person.add', person: ana });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view().submitError).toBe(BUSINESS_CREATE_FAILED);
  });

  it('refuses a logo of another type, dropping the earlier one', async () => {
    const { actor, view } = start({ mode: 'create' });
    actor.send({ type: 'logo.select', file: { size: 10, type: 'image/png' } });
    actor.send({ type: 'logo.select', file: { size: 10, type: 'image/gif' } });
    expect(view()).toMatchObject({ logo: null, logoError: ADMIN_LOGO_INVALID_TYPE });
  });

  it('says when the people could not be loaded, and loads them again', async () => {
    let calls = 0;
    const { actor, view } = start(
      { mode: 'create' },
      {
        loadPeople: () => (++calls === 1 ? Promise.reject(new Error('x')) : Promise.resolve([ana])),
      },
    );
    await settle();
    expect(view().people).toMatchObject({ status: 'failure', error: ADMIN_LOAD_FAILED });
    actor.send({ type: 'people.retry' });
    await settle();
    expect(view().people.status).toBe('ready');
  });

  it('closes on request while editing, not while sending', async () => {
    let release: (b: BusinessRecord) => void = () => undefined;
    const { actor, closeForm } = start(
      { mode: 'create' },
      { submitBusiness: () => new Promise((resolve) => (release = resolve)) },
    );
    actor.send({ type: 'form.close' });
    expect(closeForm).toHaveBeenCalledTimes(1);
    actor.send({ type: 'field.change', field: 'name', value: 'X' });
    actor.send({ type: 'person.add', person: ana });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.close' });
    expect(closeForm).toHaveBeenCalledTimes(1);
    release(created);
  });
});

describe('the inline create user', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the four fields, creates the person and adds them to the company', async () => {
    const { actor, view, personInputs } = start({ mode: 'create' });
    await settle();
    actor.send({ type: 'newPerson.open' });
    actor.send({ type: 'newPerson.submit' });
    expect(view().newPerson.errors).toMatchObject({
      name: expect.any(String),
      password: expect.any(String),
    });
    expect(personInputs).toEqual([]);
    actor.send({ type: 'newPerson.change', field: 'name', value: ' Caio Nunes ' });
    actor.send({ type: 'newPerson.change', field: 'email', value: 'caio@aurora.com.br' });
    actor.send({ type: 'newPerson.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'newPerson.change', field: 'role', value: 'council' });
    actor.send({ type: 'newPerson.submit' });
    expect(view().newPerson.saving).toBe(true);
    // The company form waits for the person being created.
    actor.send({ type: 'field.change', field: 'name', value: 'Aurora' });
    actor.send({ type: 'form.submit' });
    expect(view().status).toBe('editing');
    await settle();
    expect(personInputs).toEqual([
      {
        person: {
          name: 'Caio Nunes',
          email: 'caio@aurora.com.br',
          password: 'segredo1',
          role: 'council',
        },
        businessId: null,
      },
    ]);
    expect(view().newPerson.open).toBe(false);
    expect(view().draft.people.map((p) => p.name)).toEqual(['Caio Nunes']);
    expect(view().draft.managerId).toBe('u-new');
  });

  it("keeps the values and shows the server's refusal", async () => {
    const { actor, view } = start(
      { mode: 'create' },
      { createPerson: () => Promise.reject(new Error('x')) },
    );
    actor.send({ type: 'newPerson.open' });
    actor.send({ type: 'newPerson.change', field: 'name', value: 'Caio' });
    actor.send({ type: 'newPerson.change', field: 'email', value: 'caio@x.com' });
    actor.send({ type: 'newPerson.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'newPerson.submit' });
    await settle();
    expect(view().newPerson).toMatchObject({
      open: true,
      saving: false,
      error: USER_CREATE_FAILED,
    });
    expect(view().newPerson.values.name).toBe('Caio');
    actor.send({ type: 'newPerson.cancel' });
    expect(view().newPerson.open).toBe(false);
  });
});

describe('approving a registration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the registration, links people created inline to it, and approves', async () => {
    const { actor, view, submitted, personInputs } = start({ mode: 'approve', waiting });
    expect(view().draft.fields).toMatchObject({
      name: 'Café Novo',
      niche: 'Cafeteria',
      meta_faturamento: '30000',
    });
    expect(view().draft.managerId).toBe('u9');
    await settle();
    actor.send({ type: 'newPerson.open' });
    actor.send({ type: 'newPerson.change', field: 'name', value: 'Caio' });
    actor.send({ type: 'newPerson.change', field: 'email', value: 'caio@cafenovo.com.br' });
    actor.send({ type: 'newPerson.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'newPerson.submit' });
    await settle();
    expect(personInputs[0]?.businessId).toBe('w1');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(submitted[0]).toMatchObject({
      mode: 'approve',
      waitingId: 'w1',
      submission: { managed_by: 'u9', users: ['u9', 'u-new'] },
    });
    expect(view().toast).toEqual({ tone: 'success', text: BUSINESS_APPROVED });
  });
});
