import { describe, expect, it } from 'vitest';
import { SEARCH_FAILED, SEARCH_QUERY_TOO_SHORT } from '@portal/domain';
import { createApiClient } from '.';
import { recordingFetch, signedIn } from './test-support';

const reply = {
  query: 'farinha',
  groups: [
    {
      kind: 'transcript',
      more: false,
      hits: [
        {
          kind: 'transcript',
          businessId: '00000000-0000-4000-8000-000000000001',
          businessName: 'Padaria Pão da Serra',
          meetingId: '00000000-0000-4000-8000-000000000002',
          date: '2026-03-05T13:00:00.000Z',
          line: 4,
          speaker: 'Paula',
          minutes: 3.25,
          title: [{ text: 'Precificação', hit: false }],
          snippet: [
            { text: 'O preço da ', hit: false },
            { text: 'farinha', hit: true },
          ],
        },
      ],
    },
  ],
};

describe('search client', () => {
  it('sends the query with the current company, and to /search/all without one', async () => {
    const { fetch, calls } = recordingFetch({ body: reply }, { body: reply });
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.search.company('farinha')).toEqual({ ok: true, data: reply });
    expect(calls[0]!.url.pathname).toBe('/webhook/portal/search');
    expect(calls[0]!.json).toMatchObject({ query: 'farinha', business: expect.any(String) });
    await client.search.all('farinha');
    expect(calls[1]!.url.pathname).toBe('/webhook/portal/search/all');
    expect(calls[1]!.json).not.toHaveProperty('business');
    expect(calls[1]!.json).toMatchObject({ query: 'farinha' });
  });

  it("shows the server's refusal, else the search's own text", async () => {
    const { fetch } = recordingFetch(
      {
        status: 400,
        body: { status: 'error', error: SEARCH_QUERY_TOO_SHORT, message: SEARCH_QUERY_TOO_SHORT },
      },
      { status: 500, body: 'boom' },
    );
    const client = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    expect(await client.search.company('a')).toMatchObject({
      ok: false,
      message: SEARCH_QUERY_TOO_SHORT,
    });
    expect(await client.search.company('farinha')).toMatchObject({
      ok: false,
      message: SEARCH_FAILED,
    });
  });
});
