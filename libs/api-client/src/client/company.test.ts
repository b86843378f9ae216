import { COMPANY_LOAD_FAILED, AUTH_DATA_MISSING, createMemoryStorage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { businessReply, recordingFetch, signedIn } from './test-support';

const flor = businessReply;
const OTHER = flor.id;

describe('company.getById (a link into a company)', () => {
  it('asks for that company, not the stored one, and stores nothing', async () => {
    const { fetch, calls } = recordingFetch({ body: [flor] });
    const storage = signedIn();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.getById(OTHER)).toEqual({ ok: true, data: flor });
    expect(calls[0]?.headers['action']).toBe('get');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user', businessId: OTHER });
    expect(storage.getItem('businessDetails')).toBeNull();
    expect(JSON.parse(storage.getItem('business') ?? 'null')).not.toMatchObject({ id: OTHER });
  });

  it('works for an admin, who has no business of their own', async () => {
    const { fetch, calls } = recordingFetch({ body: [flor] });
    const storage = createMemoryStorage({ jwt_token: 'jwt-admin', auth_type: 'user' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.getById(OTHER)).toMatchObject({ ok: true });
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-admin', authType: 'user', businessId: OTHER });
  });

  it("fails with the company text when the server refuses (not the person's company)", async () => {
    const { fetch } = recordingFetch({ status: 403, body: { error: 'Acesso negado' } });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.company.getById(OTHER)).toMatchObject({
      ok: false,
      status: 403,
      message: COMPANY_LOAD_FAILED,
    });
  });

  it('sends nothing without a token', async () => {
    const { fetch, calls } = recordingFetch({ body: [flor] });
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(await client.company.getById(OTHER)).toMatchObject({
      reason: 'missing-session',
      message: AUTH_DATA_MISSING,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('company.update', () => {
  const fields = {
    website: 'https://flor.com.br',
    niche: 'Floricultura',
    knowledge_base: '',
    meta_faturamento: '1300000',
    username_instagram: '@flor',
  };
  const withReports = () => {
    const storage = signedIn();
    storage.setItem('reportsData', JSON.stringify([{ items: [], revenueGoal: 1.3 }]));
    return storage;
  };

  it('sends the goal as text and drops the stored reports, whose goal it changed', async () => {
    const { fetch, calls } = recordingFetch({ body: { status: 'success' } });
    const storage = withReports();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.update(fields)).toMatchObject({ ok: true });
    expect(calls[0]?.headers['action']).toBe('update');
    expect(calls[0]?.form).toMatchObject({ meta_faturamento: '1300000' });
    expect(storage.getItem('reportsData')).toBeNull();
  });

  it('keeps the stored reports when the save is refused', async () => {
    const { fetch } = recordingFetch({ status: 400, body: { error: 'Meta inválida' } });
    const storage = withReports();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.update(fields)).toMatchObject({ ok: false, status: 400 });
    expect(storage.getItem('reportsData')).not.toBeNull();
  });
});

describe('company accessLog', () => {
  it('asks for the current company with the action header and reads the entries', async () => {
    const entries = [
      {
        id: '00000000-0000-4000-8000-000000008001',
        at: '2026-11-02T12:00:00.000Z',
        name: 'Mariana Costa',
        role: 'admin',
      },
    ];
    const { fetch, calls } = recordingFetch({ body: entries });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.company.accessLog()).toEqual({ ok: true, data: entries });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/myBusiness');
    expect(calls[0]?.headers['action']).toBe('accessLog');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
    });
  });

  it('a failure shows its own text', async () => {
    const { fetch } = recordingFetch({ status: 403, body: { status: 'error', error: 'x' } });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.company.accessLog()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar os acessos à empresa.',
    });
  });
});
