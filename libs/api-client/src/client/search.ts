import { apiMessages } from '../messages';
import type { ApiResult } from '../result';
import { searchReplySchema, type SearchReply } from '../schemas/search';
import type { SendOptions } from '../transport';
import type { Call, Routes } from './shared';

/**
 * The portal's search. Never cached: each query is asked once, and a newer one aborts the last
 * (`signal`), which then resolves as a 'cancelled' failure.
 */
export const createSearchClient = (deps: { call: Call; routes: Routes<'search'> }) => {
  const { call, routes } = deps;
  const ask =
    (route: typeof routes.company | typeof routes.all) =>
    (query: string, options: Pick<SendOptions, 'signal'> = {}): Promise<ApiResult<SearchReply>> =>
      call({
        route,
        body: { query },
        reply: searchReplySchema,
        failureMessage: apiMessages.search,
        // A refused query says why ('Digite pelo menos 2 letras…').
        preferServerMessage: true,
        ...options,
      });
  return {
    /** The current company: the session's, or the one viewed in spy mode. */
    company: ask(routes.company),
    /** Every company the admin or council member oversees. */
    all: ask(routes.all),
  };
};
