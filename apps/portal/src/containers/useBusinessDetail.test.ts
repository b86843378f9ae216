import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type AdminBusiness,
  type AdminUser,
  type ApiClient,
  type BusinessEditInput,
  type MeetingImportInput,
} from '@portal/api-client';
import {
  ACCESS_CODE_TAKEN,
  BUSINESS_DELETED,
  BUSINESS_NOT_FOUND,
  TOAST_MS,
  BUSINESS_UPDATED,
  COMPANY_ERASE_NAME_MISMATCH,
  MEETING_IMPORTED,
  selectBusinessDetailView,
} from '@portal/domain';
import type { callApi } from '../app/api';
import { businessDetailMachineWith, meetingInstant } from './useBusinessDetail';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const ana: AdminUser = {
  id: id(1),
  name: 'Ana Souza',
  email: 'ana@aurora.com.br',
  phone_number: null,
  role: 'user',
  knowledge_base: null,
  notes: null,
  created_at: '2026-01-10T12:00:00.000Z',
  created_by: null,
  business: { businesses: [] },
};
const bia: AdminUser = { ...ana, id: id(2), name: 'Bia Reis', email: 'bia@x.com', role: 'council' };
const marina: AdminUser = {
  ...ana,
  id: id(3),
  name: 'Marina Admin',
  email: 'm@x.com',
  role: 'admin',
};
const aurora: AdminBusiness = {
  id: id(5),
  name: 'Padaria Aurora',
  logo: null,
  website: 'https://aurora.com.br',
  niche: 'Padaria',
  knowledge_base: null,
  custom_questions: ['Quantos pães?'],
  meta_faturamento: 150000,
  username_instagram: '@aurora',
  managed_by: id(1),
  created_at: '2026-01-10T12:00:00.000Z',
  lastDRE: null,
  access_users: [{ id: id(1), name: 'Ana Souza', email: 'ana@aurora.com.br', role: 'user' }],
  access_code: 'AURORA',
};

function detail(
  options: { edit?: 'refuse'; access?: 'refuse'; erase?: 'refuse' } = {},
  businessId = aurora.id,
) {
  const sent = {
    edits: [] as BusinessEditInput[],
    access: [] as unknown[],
    erased: [] as { businessId: string; name: string }[],
    ingested: [] as MeetingImportInput[],
  };
  const api = {
    adminBusinesses: {
      getAll: async () => success([aurora]),
      edit: async (input: BusinessEditInput) => {
        sent.edits.push(input);
        if (options.edit === 'refuse')
          return failure('http', 'Ana já pertence a outra empresa.', { status: 409 });
        return success({
          ...aurora,
          name: input.name ?? aurora.name,
          custom_questions: input.custom_questions ?? [],
        });
      },
      erase: async (businessId: string, name: string) => {
        sent.erased.push({ businessId, name });
        // A company renamed meanwhile: the server no longer finds the name typed.
        if (options.erase === 'refuse')
          return failure('http', COMPANY_ERASE_NAME_MISMATCH, { status: 400 });
        return success(true as const);
      },
      setAccess: async (input: unknown) => {
        sent.access.push(input);
        if (options.access === 'refuse') return failure('http', ACCESS_CODE_TAKEN, { status: 409 });
        return success({ access_code: 'AURORA26', password: 'Gerada-123' });
      },
    },
    adminUsers: { getAll: async () => success([ana, bia, marina]) },
    meetings: {
      ingest: async (input: MeetingImportInput) => {
        sent.ingested.push(input);
        return success({
          status: 'success' as const,
          meeting: { id: id(7), title: input.title, date: input.date },
          tasksCreated: 0,
        });
      },
    },
  } as unknown as ApiClient;
  const call = ((fn: (client: ApiClient) => unknown) => fn(api)) as typeof callApi;
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const copied: string[] = [];
  const actor = createActor(
    businessDetailMachineWith(
      call,
      { copyToClipboard: (text) => copied.push(text) },
      { onClose, onChanged },
    ),
    { input: { businessId, canManage: true } },
  ).start();
  const view = () => selectBusinessDetailView(actor.getSnapshot());
  return { actor, view, sent, onClose, onChanged, copied };
}

afterEach(() => vi.useRealTimers());

describe('the company detail container', () => {
  it('reads the company from the companies list, and says when it is not there', async () => {
    const { actor } = detail();
    const shown = await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    expect(selectBusinessDetailView(shown).manager?.name).toBe('Ana Souza');
    const gone = detail({}, id(9));
    const failed = await waitFor(gone.actor, (s) => s.matches({ detail: 'failure' }));
    expect(selectBusinessDetailView(failed).loadError).toBe(BUSINESS_NOT_FOUND);
  });

  it('offers approved users and council members to add (no admin), and saves the edit', async () => {
    const { actor, view, sent, onChanged } = detail();
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'edit.start' });
    await waitFor(actor, (s) => s.matches({ people: 'ready' }));
    actor.send({ type: 'people.search', query: 'a' });
    expect(view().form?.people.suggestions.map((p) => p.name)).toEqual(['Bia Reis']);
    actor.send({ type: 'person.add', person: view().form!.people.suggestions[0]! });
    actor.send({ type: 'field.change', field: 'name', value: 'Aurora Pães' });
    actor.send({ type: 'question.add' });
    actor.send({ type: 'question.change', index: 1, value: 'Faltou farinha?' });
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    actor.send({ type: 'logo.select', file: logo });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    expect(sent.edits[0]).toMatchObject({
      id: aurora.id,
      name: 'Aurora Pães',
      managed_by: id(1),
      users: [id(1), id(2)],
      custom_questions: ['Quantos pães?', 'Faltou farinha?'],
      meta_faturamento: '150000',
      website: 'https://aurora.com.br',
    });
    expect(sent.edits[0]?.logo).toBe(logo);
    expect(view().business?.name).toBe('Aurora Pães');
    expect(view().toast?.text).toBe(BUSINESS_UPDATED);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of an edit as returned, keeping the draft", async () => {
    const { actor, view } = detail({ edit: 'refuse' });
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'name', value: 'Outro' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ detail: 'editing' }) && s.context.saveError !== null);
    expect(view().saveError).toBe('Ana já pertence a outra empresa.');
    expect(view().form?.draft.fields.name).toBe('Outro');
  });

  it("sets the business account's code and a generated password, shown once and copied", async () => {
    const { actor, view, sent, copied } = detail();
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'tab.select', tab: 'access' });
    actor.send({ type: 'access.change', field: 'accessCode', value: 'aurora26' });
    actor.send({ type: 'access.mode', mode: 'generate' });
    actor.send({ type: 'access.submit' });
    await waitFor(actor, (s) => s.context.generatedPassword !== null);
    expect(sent.access).toEqual([
      { businessId: aurora.id, accessCode: 'aurora26', generatePassword: true },
    ]);
    expect(view().access.currentCode).toBe('AURORA26');
    actor.send({ type: 'password.copy' });
    expect(copied).toEqual(['Gerada-123']);
  });

  it('shows a refused code as the server said', async () => {
    const { actor, view } = detail({ access: 'refuse' });
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'tab.select', tab: 'access' });
    actor.send({ type: 'access.change', field: 'accessCode', value: 'OUTRA1' });
    actor.send({ type: 'access.submit' });
    await waitFor(actor, (s) => s.context.accessError !== null);
    expect(view().access.error).toBe(ACCESS_CODE_TAKEN);
  });

  it('imports a transcript file: its bytes, the instant of the local date, the format, its tasks', async () => {
    const { actor, view, sent } = detail();
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'tab.select', tab: 'import' });
    const file = new File(['WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ana>Bom dia\n'], 'kickoff.vtt', {
      type: 'text/vtt',
    });
    actor.send({ type: 'import.file', file });
    actor.send({ type: 'import.change', field: 'title', value: 'Kickoff' });
    actor.send({ type: 'import.change', field: 'date', value: '2026-11-20T14:00' });
    actor.send({ type: 'import.task.add' });
    actor.send({
      type: 'import.task.change',
      index: 0,
      patch: { title: 'Rever preços', ownerId: id(1), dueDate: '2026-12-15' },
    });
    actor.send({ type: 'import.submit' });
    await waitFor(actor, (s) => s.context.toast !== null);
    expect(sent.ingested).toEqual([
      {
        businessId: aurora.id,
        title: 'Kickoff',
        date: meetingInstant('2026-11-20T14:00'),
        format: 'vtt',
        transcript: file,
        // The owner travels by e-mail, as the ingestion action takes it.
        tasks: [{ title: 'Rever preços', owner: 'ana@aurora.com.br', due_date: '2026-12-15' }],
      },
    ]);
    expect(view().toast?.text).toBe(MEETING_IMPORTED);
  });

  it('erases with the name typed, then closes once its toast has shown 3 s', async () => {
    vi.useFakeTimers();
    const { actor, view, sent, onClose, onChanged } = detail();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.name', value: `${aurora.name} ` });
    actor.send({ type: 'delete.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.erased).toEqual([{ businessId: aurora.id, name: aurora.name }]);
    expect(view()).toMatchObject({ open: false, toast: { text: BUSINESS_DELETED } });
    expect(onChanged).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the erasure refused by the server', () => {
  it('stays on the confirmation with the server’s words, the name kept', async () => {
    const { actor, view, sent } = detail({ erase: 'refuse' });
    await waitFor(actor, (s) => s.matches({ detail: 'viewing' }));
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.name', value: aurora.name });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => sent.erased.length === 1 && !s.hasTag('busy'));
    expect(view().deleteDialog).toMatchObject({
      open: true,
      error: COMPANY_ERASE_NAME_MISMATCH,
      name: aurora.name,
    });
  });
});

describe('meetingInstant', () => {
  it('reads the field as local time', () => {
    expect(new Date(meetingInstant('2026-11-20T14:00')).getHours()).toBe(14);
  });
});
