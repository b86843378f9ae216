import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

describe('session fields and action placement', () => {
  it('finance treats an unexpected reply as an empty list', async () => {
    const { fetch, calls } = recordingFetch({ body: { weird: true } });
    const result = await createApiClient({
      baseUrl: '',
      storage: signedIn(),
      fetch,
    }).adminFinance.getAll({
      start: '2026-01',
      end: '2026-03',
    });
    expect(result).toEqual({ ok: true, data: [] });
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      authType: 'user',
      period: { start: '2026-01', end: '2026-03' },
    });
  });
});
