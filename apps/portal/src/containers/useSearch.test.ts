import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success, type ApiClient, type SearchReply } from '@portal/api-client';
import { SEARCH_FAILED, searchMachine, selectSearchView, type SearchScope } from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { searchActors } from './useSearch';

const reply: SearchReply = {
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
          line: 7,
          speaker: 'Paula',
          minutes: 3.25,
          title: [{ text: 'Precificação', hit: false }],
          snippet: [{ text: 'farinha', hit: true }],
        },
      ],
    },
  ],
};

async function run(scope: SearchScope, search: Partial<ApiClient['search']>) {
  const actor = createActor(
    searchMachine.provide({
      actors: searchActors(fakeCall({ search: search as ApiClient['search'] })),
      delays: { debounce: 0 },
    }),
    { input: { scope } },
  ).start();
  actor.send({ type: 'search.open' });
  actor.send({ type: 'search.type', query: 'farinha' });
  const snapshot = await waitFor(
    actor,
    (s) => s.matches({ open: 'ready' }) || s.matches({ open: 'failure' }),
  );
  return selectSearchView(snapshot);
}

describe('the search container', () => {
  it("asks the current company's search and links a transcript line to its meeting", async () => {
    const asked: string[] = [];
    const view = await run('company', {
      company: async (query) => {
        asked.push(query);
        return success(reply);
      },
    });
    expect(asked).toEqual(['farinha']);
    expect(view.groups[0]!.results[0]!.href).toBe(
      '/dashboard/business/meetings/00000000-0000-4000-8000-000000000002?linha=7',
    );
  });

  it('asks across companies for admin and council, and opens results in spy mode', async () => {
    const view = await run('companies', { all: async () => success(reply) });
    expect(view.groups[0]!.results[0]!.href).toBe(
      '/admin/view/00000000-0000-4000-8000-000000000001/meetings/00000000-0000-4000-8000-000000000002?linha=7',
    );
  });

  it("shows the client's failure text", async () => {
    const view = await run('company', {
      company: async () => failure('http', SEARCH_FAILED, { status: 500 }),
    });
    expect(view).toMatchObject({ status: 'failure', error: SEARCH_FAILED });
  });
});
