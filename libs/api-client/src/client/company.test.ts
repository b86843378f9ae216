import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

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
