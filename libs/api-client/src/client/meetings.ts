import { apiMessages } from '../messages';
import { failure, success, type ApiResult } from '../result';
import type { CacheGetOptions } from '../cache';
import { getMeetingsReplySchema, type Meeting } from '../schemas/meetings';
import type { BusinessKey, Call, ListCache, Routes } from './shared';

export const createMeetingsClient = (deps: {
  call: Call;
  routes: Routes<'meetings'>;
  cache: ListCache<Meeting>;
  businessKey: BusinessKey;
}) => {
  const { call, routes, cache, businessKey } = deps;

  /** Cached 5 minutes per business; a `status: 'success'` reply means no meetings. */
  const getAll = (options?: CacheGetOptions): Promise<ApiResult<Meeting[]>> =>
    cache.get(
      businessKey(),
      async () => {
        const result = await call({
          route: routes.getmeetings,
          reply: getMeetingsReplySchema,
          failureMessage: apiMessages.meetingsLoad,
        });
        if (!result.ok) return result;
        return success(Array.isArray(result.data) ? result.data : []);
      },
      options,
    );

  return {
    getAll,

    /** One meeting of the (cached) list; an id the list does not hold is 'rejected'. */
    async getById(id: Meeting['id']): Promise<ApiResult<Meeting>> {
      const list = await getAll();
      if (!list.ok) {
        return list.reason === 'missing-session'
          ? list
          : failure(list.reason, apiMessages.meetingLoad, list);
      }
      const meeting = list.data.find((item) => item.id === id);
      return meeting ? success(meeting) : failure('rejected', apiMessages.meetingNotFound);
    },
  };
};
