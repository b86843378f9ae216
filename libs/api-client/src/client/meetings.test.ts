import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

describe('cached lists', () => {
  it('a failed load is not cached, and forced refresh fetches again', async () => {
    const { fetch, calls } = recordingFetch({ status: 500 }, { body: [] }, { body: [] });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.meetings.getAll()).toMatchObject({
      ok: false,
      message: 'Falha ao carregar reuniões. Por favor, tente novamente.',
    });
    expect(await client.meetings.getAll()).toEqual({ ok: true, data: [] });
    await client.meetings.getAll({ force: true });
    expect(calls).toHaveLength(3);
  });
});
