import { describe, expect, it } from 'vitest';
import {
  ADMIN_AUTH_MISSING,
  AUDIT_LOG_FILTERS_LOAD_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  AUDIT_RANGE_END_BEFORE_START,
  createMemoryStorage,
} from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedInClient } from './test-support';

const entry = {
  id: '00000000-0000-4000-8000-000000000a01',
  at: '2026-11-20T17:42:00.000Z',
  kind: 'adminBusinesses.erase',
  actor: { id: '00000000-0000-4000-8000-000000000b01', name: 'Helena', role: 'admin' },
  business: { id: '00000000-0000-4000-8000-000000000c01', name: 'Horta Viva' },
  person: null,
  address: '203.0.113.7',
};

describe('admin audit list', () => {
  it('sends the filters and the page with the action header, and answers the page', async () => {
    const { api, calls } = signedInClient({ body: { entries: [entry], page: 2, hasMore: true } });
    const result = await api.adminAudit.list({
      businessId: entry.business.id,
      kind: 'adminBusinesses.erase',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
    expect(result).toEqual({ ok: true, data: { entries: [entry], page: 2, hasMore: true } });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/audit');
    expect(calls[0]?.headers['action']).toBe('list');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      businessId: entry.business.id,
      kind: 'adminBusinesses.erase',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
  });

  it('is never kept: each call asks again', async () => {
    const page = { body: { entries: [], page: 1, hasMore: false } };
    const { api, calls } = signedInClient(page, page);
    await api.adminAudit.list({});
    await api.adminAudit.list({});
    expect(calls).toHaveLength(2);
  });

  it('says the server’s refusal, else the load failure', async () => {
    const { api } = signedInClient(
      {
        status: 400,
        body: {
          status: 'error',
          error: AUDIT_RANGE_END_BEFORE_START,
          message: AUDIT_RANGE_END_BEFORE_START,
        },
      },
      { status: 500, body: '' },
      { body: { entries: 'nope' } },
    );
    const refused = await api.adminAudit.list({ from: '2026-11-02', to: '2026-11-01' });
    expect(refused.ok || refused.message).toBe(AUDIT_RANGE_END_BEFORE_START);
    const broken = await api.adminAudit.list({});
    expect(broken.ok || broken.message).toBe(AUDIT_LOG_LOAD_FAILED);
    const invalid = await api.adminAudit.list({});
    expect(invalid.ok || invalid.message).toBe(AUDIT_LOG_LOAD_FAILED);
  });

  it('without a session says the authentication data is missing and sends nothing', async () => {
    const { fetch, calls } = recordingFetch({ body: {} });
    const client = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    const result = await client.adminAudit.list({});
    expect(result.ok || result.message).toBe(ADMIN_AUTH_MISSING);
    expect(calls).toEqual([]);
  });
});

describe('admin audit filters', () => {
  it('answers the people and companies the log names', async () => {
    const options = {
      actors: [{ id: entry.actor.id, name: 'Helena' }],
      companies: [{ id: entry.business.id, name: 'Horta Viva' }],
    };
    const { api, calls } = signedInClient({ body: options });
    expect(await api.adminAudit.filters()).toEqual({ ok: true, data: options });
    expect(calls[0]?.headers['action']).toBe('filters');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', authType: 'user' });
  });

  it('says its own failure text', async () => {
    const { api } = signedInClient({ status: 500, body: '' });
    const failed = await api.adminAudit.filters();
    expect(failed.ok || failed.message).toBe(AUDIT_LOG_FILTERS_LOAD_FAILED);
  });
});
