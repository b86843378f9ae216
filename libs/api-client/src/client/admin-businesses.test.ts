import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

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
    // First element not success is a failure (SPEC.md §8).
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

describe('cached lists', () => {
  it('deleting a business removes it from the cached list without a new load', async () => {
    const base = {
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
      {
        body: [
          { id: '00000000-0000-4000-8000-000000006231', name: 'A', ...base },
          { id: '00000000-0000-4000-8000-000000006232', name: 'B', ...base },
        ],
      },
      { body: [{ status: 'success' }] },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    await client.adminBusinesses.getAll();
    await client.adminBusinesses.delete('00000000-0000-4000-8000-000000006231');
    const after = await client.adminBusinesses.getAll();
    expect(after.ok && after.data.map((b) => b.id)).toEqual([
      '00000000-0000-4000-8000-000000006232',
    ]);
    expect(calls).toHaveLength(2);
  });
});
