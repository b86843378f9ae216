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
