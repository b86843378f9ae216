import { apiMessages } from '../messages';
import { failure, success, type ApiResult } from '../result';
import type { Cache, CacheGetOptions } from '../cache';
import {
  getMeetingReplySchema,
  getMeetingsReplySchema,
  ingestMeetingReplySchema,
  type IngestMeetingBody,
  type IngestMeetingReply,
  listMeetingsReplySchema,
  type Meeting,
  type MeetingSummary,
} from '../schemas/meetings';
import type { BusinessKey, Call, ListCache, Routes } from './shared';

/**
 * A meeting to import into a company (the ingestion route): its transcript as the file's text
 * or as the file itself (a WebVTT, SRT or JSON file the admin picked), read here.
 */
export type MeetingImportInput = Omit<IngestMeetingBody, 'jwt' | 'authType' | 'transcript'> & {
  transcript: string | Blob;
};

/** The meetings client's caches, each 5 minutes (docs/product.md, Limits) and keyed by the business. */
export type MeetingsCaches = {
  /** the product's getmeetings: every meeting whole. */
  all: ListCache<Meeting>;
  /** The light list the portal shows. */
  summaries: ListCache<MeetingSummary>;
  /** Meetings opened one by one, keyed `{business}/{id}`. */
  one: Cache<ApiResult<Meeting>>;
};

export const createMeetingsClient = (deps: {
  call: Call;
  routes: Routes<'meetings'>;
  caches: MeetingsCaches;
  businessKey: BusinessKey;
}) => {
  const { call, routes, caches, businessKey } = deps;
  const cache = caches.all;

  /**
   * the product's getmeetings, every meeting with its transcript: cached 5 minutes per business; a
   * `status: 'success'` reply means no meetings. The portal's screens use `list` and `getById`.
   */
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

    /**
     * The meetings list: title, date and overview of each, newest first (no transcript). Cached
     * 5 minutes per business; `force` reads it again (a retry).
     */
    list: (options?: CacheGetOptions): Promise<ApiResult<MeetingSummary[]>> =>
      caches.summaries.get(
        businessKey(),
        () =>
          call({
            route: routes.list,
            reply: listMeetingsReplySchema,
            failureMessage: apiMessages.meetingsLoad,
          }),
        options,
      ),

    /**
     * The list's entry for a meeting if the list is in the cache, without asking the server:
     * what a meeting opened from the list can show while the meeting itself loads.
     */
    peekSummary(id: Meeting['id']): MeetingSummary | null {
      const cached = caches.summaries.peek(businessKey());
      return (cached?.ok && cached.data.find((item) => item.id === id)) || null;
    },

    /**
     * One meeting whole (transcript, notes, added tasks), asked for when it is opened and cached
     * 5 minutes. An id the company has no meeting with (the server's 404) is 'rejected' with
     * 'Reunião não encontrada'; any other failure reads 'Falha ao carregar detalhes da reunião'.
     */
    getById: (id: Meeting['id']): Promise<ApiResult<Meeting>> =>
      caches.one.get(`${businessKey()}/${id}`, async () => {
        const result = await call({
          route: routes.get,
          body: { meetingId: id },
          reply: getMeetingReplySchema,
          failureMessage: apiMessages.meetingLoad,
        });
        if (!result.ok && result.reason === 'http' && result.status === 404) {
          return failure('rejected', apiMessages.meetingNotFound, result);
        }
        return result;
      }),

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
      if (result.ok) {
        cache.invalidate(input.businessId);
        caches.summaries.invalidate(input.businessId);
      }
      return result;
    },
  };
};
