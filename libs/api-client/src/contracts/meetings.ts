import { getMeetingsBodySchema, getMeetingsReplySchema } from '../schemas/meetings';
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
    },
    routerOptions(prefix),
  );
