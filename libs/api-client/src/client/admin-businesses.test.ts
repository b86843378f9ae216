import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn, signedInClient } from './test-support';

describe('session fields and action placement', () => {
  it('admin calls carry only jwt and authType, with the action header', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'success' }] });
    await createApiClient({ baseUrl: '', storage: signedIn(), fetch }).adminBusinesses.reject('b7');
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/business');
    expect(calls[0]?.headers['action']).toBe('reject');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: 'b7' });
  });

  it('admin business create is multipart with users as JSON text', async () => {
    const { fetch, calls } = recordingFetch({ body: [{ status: 'error' }] });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).adminBusinesses.create({
      name: 'Nova',
      niche: 'Varejo',
      website: 'https://nova.com.br',
      knowledge_base: 'kb',
      managed_by: '00000000-0000-4000-8000-000000007531',
      meta_faturamento: 1000,
      username_instagram: '@nova',
      users: ['00000000-0000-4000-8000-000000007531', '00000000-0000-4000-8000-000000007532'],
    });
    // A reply whose first element is not a success is a failure.
    expect(result).toMatchObject({
      ok: false,
      message: 'Failed to create business. Please try again.',
    });
    expect(calls[0]?.form).toMatchObject({
      users: '["00000000-0000-4000-8000-000000007531","00000000-0000-4000-8000-000000007532"]',
      meta_faturamento: '1000',
      jwt: 'jwt-123',
    });
  });
});

/** A business with only its id and name to add (every other field empty). */
const EMPTY_BUSINESS = {
  logo: null,
  website: null,
  niche: null,
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: null,
  username_instagram: null,
  managed_by: null,
  created_at: '2026-01-01',
  lastDRE: null,
  access_users: [],
};

describe('cached lists', () => {
  /** Companies A and B listed, then a change that succeeds. */
  const listedThenChanged = () =>
    recordingFetch(
      {
        body: [
          { id: '00000000-0000-4000-8000-000000006231', name: 'A', ...EMPTY_BUSINESS },
          { id: '00000000-0000-4000-8000-000000006232', name: 'B', ...EMPTY_BUSINESS },
        ],
      },
      { body: [{ status: 'success' }] },
    );

  it('deleting a business removes it from the cached list without a new load', async () => {
    const { fetch, calls } = listedThenChanged();
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.adminBusinesses.getAll();
    await client.adminBusinesses.delete('00000000-0000-4000-8000-000000006231');
    const after = await client.adminBusinesses.getAll();
    expect(after.ok && after.data.map((b) => b.id)).toEqual([
      '00000000-0000-4000-8000-000000006232',
    ]);
    expect(calls).toHaveLength(2);
  });

  it('erasing sends the name typed, and drops the company from the cached list', async () => {
    const { fetch, calls } = listedThenChanged();
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.adminBusinesses.getAll();
    const erased = await client.adminBusinesses.erase('00000000-0000-4000-8000-000000006231', 'A');
    expect(erased).toEqual({ ok: true, data: true });
    expect(calls[1]?.headers['action']).toBe('erase');
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
      name: 'A',
    });
    const after = await client.adminBusinesses.getAll();
    expect(after.ok && after.data.map((b) => b.id)).toEqual([
      '00000000-0000-4000-8000-000000006232',
    ]);
    expect(calls).toHaveLength(2);
  });

  it('an erasure refused says the server’s text and keeps the cached list', async () => {
    const text = 'O nome digitado não confere com o nome da empresa.';
    const { api } = signedInClient(
      { body: [{ id: '00000000-0000-4000-8000-000000006231', name: 'A', ...EMPTY_BUSINESS }] },
      { status: 400, body: { status: 'error', error: text, message: text } },
    );
    await api.adminBusinesses.getAll();
    const refused = await api.adminBusinesses.erase('00000000-0000-4000-8000-000000006231', 'a');
    expect(refused.ok || refused.message).toBe(text);
    const kept = await api.adminBusinesses.getAll();
    expect(kept.ok && kept.data).toHaveLength(1);
  });
});

describe('approvals, join requests, access, spy-mode entries', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000${String(n).padStart(4, '0')}`;
  const listed = (n: number, access_code: string | null = null) => ({
    id: id(n),
    name: `Empresa ${n}`,
    ...EMPTY_BUSINESS,
    health: { previousMonthFilled: true, overdueTasks: 2, lastMeetingAt: null },
    access_code,
  });
  const client = signedInClient;
  const refusal = (text: string, status = 409) => ({
    status,
    body: { status: 'error', error: text, message: text },
  });

  it('getAll reads the health badge and the access code', async () => {
    const { api } = client({ body: [listed(1, 'DEMO01')] });
    const result = await api.adminBusinesses.getAll();
    expect(result.ok && result.data[0]).toMatchObject({
      health: { previousMonthFilled: true, overdueTasks: 2, lastMeetingAt: null },
      access_code: 'DEMO01',
    });
  });

  it('approve is multipart like create, with the waiting business id; the list loads again', async () => {
    const { api, calls } = client(
      { body: [listed(1)] },
      { body: [{ status: 'success', business: listed(2) }] },
      { body: [listed(1), listed(2)] },
    );
    await api.adminBusinesses.getAll();
    const approved = await api.adminBusinesses.approve({
      businessId: id(2),
      name: 'Empresa 2',
      niche: 'Varejo',
      website: '',
      knowledge_base: '',
      managed_by: id(7),
      meta_faturamento: 0,
      username_instagram: '',
      users: [id(7)],
      custom_questions: ['Como foi o mês?'],
    });
    expect(approved).toMatchObject({ ok: true, data: { id: id(2) } });
    expect(calls[1]?.headers['action']).toBe('approve');
    expect(calls[1]?.form).toMatchObject({
      businessId: id(2),
      users: JSON.stringify([id(7)]),
      custom_questions: '["Como foi o mês?"]',
      meta_faturamento: '0',
    });
    const after = await api.adminBusinesses.getAll();
    expect(after.ok && after.data).toHaveLength(2);
    expect(calls).toHaveLength(3);
  });

  it("a refused change shows the server's reason; a failed load its own text", async () => {
    const taken = 'Ana já pertence a outra empresa (a função Usuário permite uma só).';
    const { api } = client(refusal(taken), { status: 500, body: '' }, { status: 500, body: '' });
    expect(
      await api.adminBusinesses.approve({
        businessId: id(2),
        name: 'X',
        niche: '',
        website: '',
        knowledge_base: '',
        managed_by: id(7),
        meta_faturamento: '0',
        username_instagram: '',
        users: [id(7)],
      }),
    ).toMatchObject({ ok: false, message: taken });
    expect(await api.adminBusinesses.approveJoin(id(9))).toMatchObject({
      ok: false,
      message: 'Falha ao registrar a decisão. Por favor, tente novamente.',
    });
    expect(await api.adminBusinesses.getJoinRequests()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar as solicitações de acesso.',
    });
  });

  it('join requests: listed, approved and refused by the person id', async () => {
    const request = {
      id: id(9),
      name: 'Beatriz',
      email: 'beatriz@x.com.br',
      phone_number: null,
      created_at: '2026-11-01T00:00:00.000Z',
      business: { id: id(1), name: 'Empresa 1' },
    };
    const { api, calls } = client(
      { body: [request] },
      { body: [{ status: 'success' }] },
      { body: [{ status: 'success' }] },
    );
    expect(await api.adminBusinesses.getJoinRequests()).toEqual({ ok: true, data: [request] });
    expect(await api.adminBusinesses.approveJoin(id(9))).toEqual({ ok: true, data: true });
    expect(await api.adminBusinesses.refuseJoin(id(9))).toEqual({ ok: true, data: true });
    expect(calls.map((c) => [c.headers['action'], c.json?.['userId']])).toEqual([
      ['getJoinRequests', undefined],
      ['approveJoin', id(9)],
      ['refuseJoin', id(9)],
    ]);
  });

  it('setAccess answers the code and the generated password once, and updates the cached entry', async () => {
    const { api, calls } = client(
      { body: [listed(1)] },
      { body: [{ status: 'success', access_code: 'NOVO01', password: 'Ab3dEf7hJk9m' }] },
    );
    await api.adminBusinesses.getAll();
    expect(
      await api.adminBusinesses.setAccess({
        businessId: id(1),
        accessCode: 'novo01',
        generatePassword: true,
      }),
    ).toEqual({ ok: true, data: { access_code: 'NOVO01', password: 'Ab3dEf7hJk9m' } });
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: id(1),
      accessCode: 'novo01',
      generatePassword: true,
    });
    const cached = await api.adminBusinesses.getAll();
    expect(cached.ok && cached.data[0]?.access_code).toBe('NOVO01');
    expect(calls).toHaveLength(2);
  });

  it('setAccess refused says why; recordAccess sends the company entered', async () => {
    const taken = 'Este código de acesso já pertence a outra empresa.';
    const { api, calls } = client(
      refusal(taken),
      { body: [{ status: 'success' }] },
      { status: 500, body: '' },
    );
    expect(
      await api.adminBusinesses.setAccess({ businessId: id(1), accessCode: 'DEMO01' }),
    ).toMatchObject({ ok: false, message: taken });
    expect(await api.adminBusinesses.recordAccess(id(1))).toEqual({ ok: true, data: true });
    expect(calls[1]?.json).toMatchObject({ businessId: id(1) });
    expect(await api.adminBusinesses.recordAccess(id(1))).toMatchObject({
      ok: false,
      message: 'Não foi possível registrar a sua entrada na empresa.',
    });
  });
});
