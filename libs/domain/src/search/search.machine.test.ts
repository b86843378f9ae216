import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_TOO_LONG } from '../messages';
import { SEARCH_DEBOUNCE_MS, searchMachine, type FindInput } from './search.machine';
import { selectSearchView } from './search-view';
import type { SearchResultGroup } from './search.types';

const hit = (id: string): SearchResultGroup => ({
  kind: 'task',
  more: false,
  hits: [
    {
      kind: 'task',
      businessId: 'b9',
      businessName: 'Ateliê Flor de Lis',
      taskId: id,
      status: 'in-progress',
      title: [{ text: id, hit: true }],
      snippet: [],
    },
  ],
});

function start(scope: 'company' | 'companies' = 'company') {
  const asked: FindInput[] = [];
  const aborted: string[] = [];
  const openResult = vi.fn();
  const actor = createActor(
    searchMachine.provide({
      actors: {
        find: fromPromise<readonly SearchResultGroup[], FindInput>(({ input, signal }) => {
          asked.push(input);
          signal.addEventListener('abort', () => aborted.push(input.query));
          return new Promise((resolve) => setTimeout(() => resolve([hit(input.query)]), 100));
        }),
      },
      actions: { openResult: (_, params) => openResult(params) },
    }),
    { input: { scope } },
  );
  actor.start();
  actor.send({ type: 'search.open' });
  return { actor, asked, aborted, openResult, view: () => selectSearchView(actor.getSnapshot()) };
}

describe('search machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once typing pauses, with the last query only', async () => {
    const s = start();
    for (const query of ['fa', 'far', 'fari', 'farinha']) {
      s.actor.send({ type: 'search.type', query });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    }
    expect(s.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(50 + 100);
    expect(s.asked).toEqual([{ scope: 'company', query: 'farinha' }]);
    expect(s.view().status).toBe('ready');
  });

  it('stops the older request when the query changes while it runs', async () => {
    const s = start();
    s.actor.send({ type: 'search.type', query: 'farinha' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    s.actor.send({ type: 'search.type', query: 'fermento' });
    expect(s.aborted).toEqual(['farinha']);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100);
    expect(s.view().groups[0]!.results[0]!.title).toEqual([{ text: 'fermento', hit: true }]);
  });

  it('says why a query is not asked, and asks nothing', async () => {
    const s = start();
    s.actor.send({ type: 'search.type', query: 'x'.repeat(101) });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(s.asked).toEqual([]);
    expect(s.view()).toMatchObject({ status: 'idle', hint: SEARCH_QUERY_TOO_LONG });
  });

  it('opens a clicked result, or the active one on Enter, and closes', async () => {
    const s = start('companies');
    s.actor.send({ type: 'search.type', query: 'moinho' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100);
    expect(s.view().groups[0]!.results[0]).toMatchObject({
      href: '/admin/view/b9/tasks?tarefa=moinho',
      details: ['Ateliê Flor de Lis', 'In progress'],
    });
    s.actor.send({ type: 'search.choose', index: 7 });
    expect(s.openResult).not.toHaveBeenCalled();
    s.actor.send({ type: 'search.choose' });
    expect(s.openResult).toHaveBeenCalledWith({
      result: expect.objectContaining({ taskId: 'moinho' }),
    });
    expect(s.view()).toMatchObject({ open: false, query: '' });
  });
});
