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
  return {
    /** The current company: the session's, or the one viewed in spy mode. */
    company: (
      query: string,
      options: Pick<SendOptions, 'signal'> = {},
    ): Promise<ApiResult<SearchReply>> =>
      call({
        route: routes.company,
        body: { query },
        reply: searchReplySchema,
        failureMessage: apiMessages.search,
        ...options,
      }),
    /** Every company the admin or council member oversees. */
    all: (
      query: string,
      options: Pick<SendOptions, 'signal'> = {},
    ): Promise<ApiResult<SearchReply>> =>
      call({
        route: routes.all,
        body: { query },
        reply: searchReplySchema,
        failureMessage: apiMessages.search,
        ...options,
      }),
  };
};
