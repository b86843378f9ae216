import {
  getMeetingsBodySchema,
  getMeetingsReplySchema,
  ingestMeetingBodySchema,
  ingestMeetingReplySchema,
} from '../schemas/meetings';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const createMeetingsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      getmeetings: {
        method: 'POST',
        path: '/getmeetings',
        summary: 'Meetings of the current business (list, or a status success reply when none)',
        body: getMeetingsBodySchema,
        responses: { 200: getMeetingsReplySchema },
        metadata: meta({ session: 'business' }),
      },
      ingest: {
        method: 'POST',
        path: '/meetings/ingest',
        summary: 'A recorder or transcription service hands over a meeting with its transcript',
        description:
          'Authenticated by the header `x-api-key` (the installation key) or an admin JWT ' +
          '(`Authorization: Bearer <jwt>`). The transcript is the text of a WebVTT, SRT or JSON ' +
          '([{speaker, text, minutes}]) file, at most 2 MB; `format` is detected when absent. ' +
          'The named tasks land on the company board as not started, with `from_meeting` set.',
        body: ingestMeetingBodySchema,
        responses: { 200: ingestMeetingReplySchema },
        metadata: meta({ session: 'ingest' }),
      },
    },
    routerOptions(prefix),
  );
