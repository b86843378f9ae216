import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@portal/domain';
import { createApiClient } from '.';
import { profile, recordingFetch, signedIn } from './test-support';

describe('missing session', () => {
  it('refuses authenticated calls without token or auth type and sends nothing', async () => {
    const { fetch, calls } = recordingFetch({ body: [profile] });
    const client = createApiClient({
      baseUrl: '',
      storage: createMemoryStorage({ auth_type: 'user' }),
      fetch,
    });
    expect(await client.profile.get()).toEqual({
      ok: false,
      reason: 'missing-session',
      status: null,
      message: 'Dados de autenticação ausentes',
      serverMessage: null,
    });
    expect(await client.adminUsers.getAll()).toMatchObject({
      reason: 'missing-session',
      message: 'Missing authentication data',
    });
    expect(await client.adminFinance.getAll('2026-10')).toMatchObject({
      message: 'Authentication data missing',
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses business calls without a business', async () => {
    const { fetch, calls } = recordingFetch({ body: [] });
    const storage = createMemoryStorage({ jwt_token: 'jwt-123', auth_type: 'user' });
    const client = createApiClient({ baseUrl: '', storage, fetch });
    expect(await client.company.get()).toMatchObject({
      reason: 'missing-session',
      message: 'Dados de autenticação ausentes',
    });
    expect(await client.tasks.getAll()).toMatchObject({ reason: 'missing-session' });
    expect(
      await client.documents.createFolder({ name: 'Contratos', parentId: null }),
    ).toMatchObject({ reason: 'missing-session' });
    // Profile needs no business.
    await client.profile.get();
    expect(calls).toHaveLength(1);
  });
});

describe('session fields and action placement', () => {
  it('company and reports carry businessId; the body can never override the stored session', async () => {
    const business = {
      id: '00000000-0000-4000-8000-000000006231',
      name: 'Padaria',
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
    const { fetch, calls } = recordingFetch(
      { body: [business] },
      { body: [{ items: [], revenueGoal: null, latestFilled: true }] },
    );
    const storage = signedIn();
    const client = createApiClient({ baseUrl: '', storage, fetch });
    await client.company.get();
    await client.reports.getSpecificCompany();
    expect(calls[0]?.headers['action']).toBe('get');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
    });
    expect(calls[1]?.url.pathname).toBe('/webhook/portal/admin/reports');
    expect(calls[1]?.headers['action']).toBe('getSpecificCompany');
    expect(calls[1]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: '00000000-0000-4000-8000-000000006231',
    });
    expect(JSON.parse(storage.getItem('businessDetails') ?? 'null')).toMatchObject({
      id: '00000000-0000-4000-8000-000000006231',
    });
    expect(storage.getItem('reportsData')).not.toBeNull();
  });

  it('spy mode sends the spied business', async () => {
    const { fetch, calls } = recordingFetch({ body: [] });
    const storage = signedIn({
      spy_mode: 'true',
      spy_mode_business_id: '00000000-0000-4000-8000-000000006239',
    });
    await createApiClient({ baseUrl: '', storage, fetch }).meetings.getAll();
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/getmeetings');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      business: '00000000-0000-4000-8000-000000006239',
    });
  });
});
