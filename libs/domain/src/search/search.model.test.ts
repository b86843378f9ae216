import { afterAll, describe, expect } from 'vitest';
import { SEARCH_FAILED, SEARCH_QUERY_TOO_SHORT, searchEmpty } from '../messages';
import { replayPath, stateChecks, testModel } from '../testing/model-testing';
import {
  SEARCH_DEBOUNCE_MS,
  searchMachine,
  type SearchContext,
  type SearchSnapshot,
} from './search.machine';
import { selectSearchView } from './search-view';
import type { SearchResultGroup } from './search.types';

const piece = (text: string, hit = false) => ({ text, hit });
const groups: SearchResultGroup[] = [
  {
    kind: 'meeting',
    more: false,
    hits: [
      {
        kind: 'meeting',
        businessId: 'b1',
        businessName: 'Padaria Pão da Serra',
        meetingId: 'm1',
        date: '2026-03-05T13:00:00.000Z',
        title: [piece('Precificação', true)],
        snippet: [piece('Custos da farinha')],
      },
    ],
  },
  {
    kind: 'transcript',
    more: true,
    hits: [
      {
        kind: 'transcript',
        businessId: 'b1',
        businessName: 'Padaria Pão da Serra',
        meetingId: 'm1',
        date: '2026-03-05T13:00:00.000Z',
        line: 4,
        speaker: 'Paula',
        minutes: 3.25,
        title: [piece('Precificação')],
        snippet: [piece('o preço da '), piece('farinha', true)],
      },
    ],
  },
];

const events = [
  { type: 'search.open' },
  { type: 'search.close' },
  { type: 'search.type', query: 'farinha' },
  { type: 'search.type', query: 'a' },
  { type: 'after.debounce' },
  { type: 'xstate.done.actor.find', output: groups },
  { type: 'xstate.done.actor.find', output: [] },
  { type: 'xstate.error.actor.find', error: new Error('API error: 500') },
  { type: 'search.retry' },
  { type: 'search.move', by: 1 },
  { type: 'search.move', by: -1 },
  { type: 'search.choose' },
];

const { ran, check } = stateChecks();

describe('search model', () => {
  testModel(
    searchMachine,
    {
      traversal: { events },
      actorNames: ['find'],
      actionNames: ['openResult'],
      delays: { debounce: SEARCH_DEBOUNCE_MS },
      input: { scope: 'company' },
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as SearchContext;
      const view = () => selectSearchView(h.actor.getSnapshot() as SearchSnapshot);
      // Choosing opens the active result's place, and nothing else does.
      const execute = async (event: Parameters<typeof h.execute>[0]) => {
        const opened = h.actions.openResult.mock.calls.length;
        await h.execute(event);
        if (event.type !== 'search.choose') {
          expect(h.actions.openResult.mock.calls.length).toBe(opened);
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute },
        {
          closed: check('closed', () => {
            expect(view().open).toBe(false);
            expect(ctx().query).toBe('');
          }),
          'open.idle': check('idle', () => {
            expect(view()).toMatchObject({ open: true, status: 'idle', groups: [] });
            expect(view().hint).toBe(ctx().query === '' ? null : SEARCH_QUERY_TOO_SHORT);
          }),
          'open.waiting': check('waiting', () => {
            expect(view().status).toBe('loading');
            expect(ctx().query).toBe('farinha');
          }),
          'open.loading': check('loading', () => {
            expect(view().status).toBe('loading');
            expect(h.actors.inputsOf('find').at(-1)).toEqual({
              scope: 'company',
              query: 'farinha',
            });
          }),
          'open.ready': check('ready', () => {
            const v = view();
            expect(v.status).toBe('ready');
            expect(v.emptyText).toBeNull();
            expect(v.groups.flatMap((g) => g.results.map((r) => r.href))).toEqual([
              '/dashboard/business/meetings/m1',
              '/dashboard/business/meetings/m1?linha=4',
            ]);
            expect(v.groups.flatMap((g) => g.results.filter((r) => r.active))).toHaveLength(1);
            expect(v.activeIndex).toBe(ctx().active);
          }),
          'open.empty': check('empty', () => {
            expect(view()).toMatchObject({ status: 'ready', groups: [] });
            expect(view().emptyText).toBe(searchEmpty('farinha'));
          }),
          'open.failure': check('failure', () => {
            expect(view()).toMatchObject({ status: 'failure', error: SEARCH_FAILED, groups: [] });
          }),
        },
      );
    },
  );

  afterAll(() => {
    expect([...ran].sort()).toEqual(
      ['closed', 'empty', 'failure', 'idle', 'loading', 'ready', 'waiting'].sort(),
    );
  });
});
