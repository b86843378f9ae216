import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { SEARCH_FAILED } from '../messages/search';
import { failureMessage } from '../validation/failure';
import { validateSearchQuery } from './search-rules';
import type { SearchResult, SearchResultGroup, SearchScope } from './search.types';

// The top bar's search (docs/product.md, "Search"): Ctrl+K / ⌘K or the box opens it; typing
// waits SEARCH_DEBOUNCE_MS after the last key, then asks; a newer query stops the older one
// (its request is aborted); arrows move through the results and Enter opens one; Esc closes.

/** How long typing must pause before the query is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchInput = { scope: SearchScope };

export type SearchContext = {
  scope: SearchScope;
  query: string;
  /** The query the results (or the failure) are for. */
  asked: string;
  groups: readonly SearchResultGroup[];
  /** Index of the result arrows and Enter act on, in the order the groups list them. */
  active: number;
  error: string | null;
};

export type SearchEvent =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'search.type'; query: string }
  | { type: 'search.retry' }
  | { type: 'search.move'; by: 1 | -1 }
  | { type: 'search.choose'; index?: number };

export type FindInput = { scope: SearchScope; query: string };
export type FindOutput = readonly SearchResultGroup[];

export const initialSearchContext = (scope: SearchScope): SearchContext => ({
  scope,
  query: '',
  asked: '',
  groups: [],
  active: 0,
  error: null,
});

/** The results in the order they are shown (and numbered for the keyboard). */
export const flatResults = (groups: readonly SearchResultGroup[]): SearchResult[] =>
  groups.flatMap((group) => group.hits);

const canSearch = (query: string) => validateSearchQuery(query) === undefined;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  guards: {
    isSearchable: ({ event }) => event.type === 'search.type' && canSearch(event.query),
    hasChosen: ({ context, event }) =>
      event.type === 'search.choose' &&
      flatResults(context.groups)[event.index ?? context.active] !== undefined,
  },
  actions: {
    /** Opens the place of a result (the portal navigates). */
    openResult: (_, _params: { result: SearchResult }) => {
      throw new Error('openResult not provided');
    },
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'search.type' ? event.query : context.query),
    }),
    clear: assign({ groups: [], active: 0, error: null, asked: '' }),
  },
  actors: {
    find: fromPromise<FindOutput, FindInput>(async () => {
      throw new Error('find not provided');
    }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'search',
  context: ({ input }) => initialSearchContext(input.scope),
  initial: 'closed',
  states: {
    closed: {
      on: { 'search.open': { target: 'open', actions: 'clear' } },
    },
    open: {
      initial: 'idle',
      on: {
        'search.close': { target: 'closed', actions: assign({ query: '' }) },
        'search.type': [
          { guard: 'isSearchable', target: '.waiting', reenter: true, actions: 'setQuery' },
          { target: '.idle', actions: ['setQuery', 'clear'] },
        ],
      },
      states: {
        /** Nothing to ask: an empty box, or a query the rules refuse (the view says why). */
        idle: {},
        /** Typing: asked once it pauses. */
        waiting: { after: { debounce: 'loading' } },
        loading: {
          invoke: {
            id: 'find',
            src: 'find',
            input: ({ context }) => ({ scope: context.scope, query: context.query }),
            onDone: [
              {
                guard: ({ event }) => flatResults(event.output).length > 0,
                target: 'ready',
                actions: assign({
                  groups: ({ event }) => event.output,
                  asked: ({ context }) => context.query,
                  active: 0,
                  error: null,
                }),
              },
              {
                target: 'empty',
                actions: assign({ groups: [], asked: ({ context }) => context.query, error: null }),
              },
            ],
            onError: {
              target: 'failure',
              actions: assign({
                groups: [],
                asked: ({ context }) => context.query,
                error: ({ event }) => failureMessage(event.error, SEARCH_FAILED),
              }),
            },
          },
        },
        ready: {
          on: {
            'search.move': {
              actions: assign({
                active: ({ context, event }) => {
                  const count = flatResults(context.groups).length;
                  return (context.active + event.by + count) % count;
                },
              }),
            },
            'search.choose': {
              guard: 'hasChosen',
              target: '#search.closed',
              actions: [
                {
                  type: 'openResult',
                  params: ({ context, event }) => ({
                    result: flatResults(context.groups)[
                      (event as { index?: number }).index ?? context.active
                    ]!,
                  }),
                },
                assign({ query: '' }),
              ],
            },
          },
        },
        empty: {},
        failure: { on: { 'search.retry': 'loading' } },
      },
    },
  },
});

export type SearchSnapshot = SnapshotFrom<typeof searchMachine>;
