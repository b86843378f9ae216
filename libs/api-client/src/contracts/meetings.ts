import {
  getMeetingBodySchema,
  getMeetingReplySchema,
  getMeetingsBodySchema,
  getMeetingsReplySchema,
  ingestMeetingBodySchema,
  ingestMeetingHeadersSchema,
  ingestMeetingReplySchema,
  listMeetingsBodySchema,
  listMeetingsReplySchema,
} from '../schemas/meetings';
import { MAX_TRANSCRIPT_BYTES } from '@portal/domain';
import { c, ENVELOPE_BYTES, meta, routerOptions, type WebhookPrefix } from './shared';

export const createMeetingsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      getmeetings: {
        method: 'POST',
        path: '/getmeetings',
        summary: 'Meetings of the current business (list, or a status success reply when none)',
        body: getMeetingsBodySchema,
        responses: { 200: getMeetingsReplySchema },
        metadata: meta({ session: 'business', sessions: 'keeps', audit: 'reads' }),
      },
      // Beyond docs/product.md: the portal's list and detail, so opening the list moves no transcript.
      list: {
        method: 'POST',
        path: '/meetings/list',
        summary: 'Meetings of the current business for the list: title, date, overview (cut)',
        description:
          'Newest first, as getmeetings, but without transcript, notes or added tasks; the ' +
          'overview is cut to 300 characters at a word, ending in …. An empty list when none.',
        body: listMeetingsBodySchema,
        responses: { 200: listMeetingsReplySchema },
        metadata: meta({ session: 'business', sessions: 'keeps', audit: 'reads' }),
      },
      get: {
        method: 'POST',
        path: '/meetings/get',
        summary: 'One meeting of the current business, whole (transcript, notes, added tasks)',
        description:
          'The meeting as a getmeetings item, with `action_plan`: the board tasks it created as ' +
          'they are now (status, owner, due date). 404 "Reunião não encontrada" when the business ' +
          'has no meeting with that id (one of another company included).',
        body: getMeetingBodySchema,
        responses: { 200: getMeetingReplySchema },
        metadata: meta({ session: 'business', sessions: 'keeps', audit: 'reads' }),
      },
      ingest: {
        method: 'POST',
        path: '/meetings/ingest',
        summary: 'A recorder or transcription service hands over a meeting with its transcript',
        description:
          'Authenticated by the header `x-api-key` (the installation key) or an admin JWT ' +
          '(`Authorization: Bearer <jwt>`). The transcript is the text of a WebVTT, SRT or JSON ' +
          '([{speaker, text, minutes}]) file, at most 2 MB; `format` is detected when absent. ' +
          'The named tasks land on the company board as not started, with `from_meeting` set; ' +
          "a task may name its owner by e-mail (one of the company's active people, else 400 " +
          'naming the e-mails) and a due date (YYYY-MM-DD). ' +
          'With `Idempotency-Key`, a retry (same key, company and caller) answers the first ' +
          'result and creates nothing; the same key with another body is a 409.',
        headers: ingestMeetingHeadersSchema,
        body: ingestMeetingBodySchema,
        responses: { 200: ingestMeetingReplySchema },
        metadata: meta({
          session: 'ingest',
          // The transcript file travels as JSON text.
          maxJsonBytes: MAX_TRANSCRIPT_BYTES + ENVELOPE_BYTES,
          sessions: 'keeps',
          audit: 'writes',
        }),
      },
    },
    routerOptions(prefix),
  );
