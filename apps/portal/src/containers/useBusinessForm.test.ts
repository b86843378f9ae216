import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type AdminBusiness,
  type AdminUser,
  type ApiClient,
  type BusinessApproveInput,
  type BusinessCreateInput,
  type ListedWaitingBusiness,
} from '@portal/api-client';
import {
  BUSINESS_APPROVED,
  BUSINESS_CREATED,
  BUSINESS_CREATE_FAILED,
  BUSINESS_USER_TAKEN,
  selectBusinessFormView,
  type BusinessFormInput,
} from '@portal/domain';
import { clientUnavailable, type callApi } from '../app/api';
import { businessFormMachineWith } from './useBusinessForm';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const person = (n: number, name: string, role: AdminUser['role']): AdminUser => ({
  id: id(n),
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@x.com.br`,
  phone_number: null,
  role,
  knowledge_base: null,
  notes: null,
  created_at: '2026-01-10T12:00:00.000Z',
  created_by: null,
  business: { businesses: [] },
});
const ana = person(1, 'Ana Souza', 'user');
const everyone = [
  ana,
  person(2, 'Bruno Lima', 'council'),
  person(3, 'Carla Admin', 'admin'),
  person(4, 'Davi Espera', 'waiting'),
];
const created: AdminBusiness = {
  id: id(8),
  name: 'Padaria Aurora',
  logo: null,
  website: null,
  niche: null,
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: 0,
  username_instagram: null,
  managed_by: id(1),
  created_at: '2026-11-20T12:00:00.000Z',
  lastDRE: null,
  access_users: [],
};
const waiting: ListedWaitingBusiness = {
  id: id(6),
  name: 'Café Novo',
  niche: 'Cafeteria',
  website: 'https://cafenovo.com.br',
  knowledge_base: 'Cafeteria de especialidade no centro da cidade.',
  meta_faturamento: 30000,
  username_instagram: '@cafenovo',
  emails: ['rita@cafenovo.com.br'],
  registrant: { id: id(9), name: 'Rita Alves', email: 'rita@cafenovo.com.br', phone_number: null },
};

function form(input: BusinessFormInput, answers: { create?: 'refuse' | 'no-client' } = {}) {
  const sent = {
    created: [] as BusinessCreateInput[],
    approved: [] as BusinessApproveInput[],
    people: [] as unknown[],
  };
  const api = {
    adminBusinesses: {
      create: async (fields: BusinessCreateInput) => {
        sent.created.push(fields);
        if (answers.create === 'refuse')
          return failure('http', BUSINESS_USER_TAKEN('Ana Souza'), { status: 409 });
        return success(created);
      },
      approve: async (fields: BusinessApproveInput) => {
        sent.approved.push(fields);
        return success({ ...created, id: fields.businessId, name: fields.name });
      },
    },
    adminUsers: {
      getAll: async () => success(everyone),
      create: async (user: unknown) => {
        sent.people.push(user);
        return success(person(7, 'Caio Nunes', 'user'));
      },
    },
  } as unknown as ApiClient;
  const call = ((fn: (client: ApiClient) => unknown) =>
    answers.create === 'no-client'
      ? Promise.resolve(clientUnavailable)
      : fn(api)) as typeof callApi;
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const actor = createActor(businessFormMachineWith(call, { onClose, onSaved }), { input }).start();
  const view = () => selectBusinessFormView(actor.getSnapshot());
  return { actor, view, sent, onClose, onSaved };
}

describe('the create business container', () => {
  it('offers approved users and council members only', async () => {
    const { actor, view } = form({ mode: 'create' });
    await waitFor(actor, (s) => s.matches({ people: 'ready' }));
    actor.send({ type: 'people.search', query: '@x.com.br' });
    expect(view().people.suggestions.map((p) => p.name)).toEqual(['Ana Souza', 'Bruno Lima']);
  });

  it('creates the company with its people, manager, questions and logo (the goal 0 when blank)', async () => {
    const { actor, view, sent, onSaved } = form({ mode: 'create' });
    await waitFor(actor, (s) => s.matches({ people: 'ready' }));
    actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora' });
    actor.send({ type: 'field.change', field: 'website', value: 'aurora.com.br' });
    actor.send({
      type: 'person.add',
      person: { id: ana.id, name: ana.name, email: ana.email, role: 'user' },
    });
    actor.send({ type: 'question.add' });
    actor.send({ type: 'question.change', index: 0, value: 'Quantos pães por dia?' });
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    actor.send({ type: 'logo.select', file: logo });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.created[0]).toEqual({
      name: 'Padaria Aurora',
      niche: '',
      website: 'https://aurora.com.br',
      knowledge_base: '',
      meta_faturamento: '0',
      username_instagram: '',
      managed_by: ana.id,
      users: [ana.id],
      custom_questions: ['Quantos pães por dia?'],
      logo,
    });
    expect(view()).toMatchObject({ open: false, toast: { text: BUSINESS_CREATED } });
    expect(onSaved).toHaveBeenCalledWith(created);
  });

  it('creates an inline person for the company not saved yet, with no company of their own', async () => {
    const { actor, view, sent } = form({ mode: 'create' });
    await waitFor(actor, (s) => s.matches({ people: 'ready' }));
    actor.send({ type: 'newPerson.open' });
    actor.send({ type: 'newPerson.change', field: 'name', value: 'Caio Nunes' });
    actor.send({ type: 'newPerson.change', field: 'email', value: 'caio@aurora.com.br' });
    actor.send({ type: 'newPerson.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'newPerson.change', field: 'role', value: 'council' });
    actor.send({ type: 'newPerson.submit' });
    await waitFor(actor, (s) => s.matches({ newPerson: 'closed' }));
    expect(sent.people).toEqual([
      {
        name: 'Caio Nunes',
        email: 'caio@aurora.com.br',
        password: 'segredo1',
        role: 'council',
        phone_number: null,
        knowledge_base: null,
        business: { businesses: [] },
        forNewCompany: true,
      },
    ]);
    expect(view().draft.people.map((p) => p.id)).toEqual([id(7)]);
  });

  it("keeps everything and shows the server's refusal as returned, or the product's text without an answer", async () => {
    for (const [answer, text] of [
      ['refuse', BUSINESS_USER_TAKEN('Ana Souza')],
      ['no-client', BUSINESS_CREATE_FAILED],
    ] as const) {
      const { actor, view } = form({ mode: 'create' }, { create: answer });
      actor.send({ type: 'field.change', field: 'name', value: 'Padaria Aurora' });
      actor.send({
        type: 'person.add',
        person: { id: ana.id, name: ana.name, email: ana.email, role: 'user' },
      });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.context.submitError !== null);
      expect(view()).toMatchObject({ status: 'editing', submitError: text });
      expect(view().draft.fields.name).toBe('Padaria Aurora');
    }
  });
});

describe('approving a registration', () => {
  it('creates inline people linked to the registration, then approves it with the same fields', async () => {
    const { actor, view, sent } = form({ mode: 'approve', waiting });
    await waitFor(actor, (s) => s.matches({ people: 'ready' }));
    actor.send({ type: 'newPerson.open' });
    actor.send({ type: 'newPerson.change', field: 'name', value: 'Caio Nunes' });
    actor.send({ type: 'newPerson.change', field: 'email', value: 'caio@cafenovo.com.br' });
    actor.send({ type: 'newPerson.change', field: 'password', value: 'segredo1' });
    actor.send({ type: 'newPerson.submit' });
    await waitFor(actor, (s) => s.matches({ newPerson: 'closed' }));
    expect(sent.people).toEqual([
      {
        name: 'Caio Nunes',
        email: 'caio@cafenovo.com.br',
        password: 'segredo1',
        role: 'user',
        phone_number: null,
        knowledge_base: null,
        business: { businesses: [{ id: waiting.id }] },
      },
    ]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ form: 'done' }));
    expect(sent.approved[0]).toMatchObject({
      businessId: waiting.id,
      name: 'Café Novo',
      meta_faturamento: '30000',
      managed_by: id(9),
      users: [id(9), id(7)],
    });
    expect(view().toast?.text).toBe(BUSINESS_APPROVED);
  });
});
