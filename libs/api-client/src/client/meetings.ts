import { apiMessages } from '../messages';
import { failure, success, type ApiResult } from '../result';
import type { CacheGetOptions } from '../cache';
import {
  getMeetingsReplySchema,
  ingestMeetingReplySchema,
  type IngestMeetingBody,
  type IngestMeetingReply,
  type Meeting,
} from '../schemas/meetings';
import type { BusinessKey, Call, ListCache, Routes } from './shared';

/**
 * A meeting to import into a company (the ingestion route): its transcript as the file's text
 * or as the file itself (a WebVTT, SRT or JSON file the admin picked), read here.
 */
export type MeetingImportInput = Omit<IngestMeetingBody, 'jwt' | 'authType' | 'transcript'> & {
  transcript: string | Blob;
};

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

    /**
     * The admin imports a meeting with its transcript into a company (from the company detail):
     * the ingestion route, authenticated by the admin's token as `Authorization: Bearer`. The
     * server's refusal (a malformed cue and its line) is shown; the company's cached meetings go.
     */
    async ingest(input: MeetingImportInput): Promise<ApiResult<IngestMeetingReply>> {
      const transcript =
        typeof input.transcript === 'string' ? input.transcript : await input.transcript.text();
      const result = await call({
        route: routes.ingest,
        body: { ...input, transcript },
        reply: ingestMeetingReplySchema,
        failureMessage: apiMessages.meetingImport,
        missingSessionMessage: apiMessages.adminAuthMissing,
        preferServerMessage: true,
      });
      if (result.ok) cache.invalidate(input.businessId);
      return result;
    },
  };
};
