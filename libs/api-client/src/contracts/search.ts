import { searchAllBodySchema, searchCompanyBodySchema, searchReplySchema } from '../schemas/search';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

const SEARCH_RULES =
  'Words are found whatever their accents and case, by their Portuguese stem ("contratos" ' +
  'finds "Contrato") and by any part of a word of 3 letters or more ("precif" finds ' +
  '"Precificação"); every word of the query must be in the same text. Hits are grouped by ' +
  'kind (meeting, transcript line, task, document, company), at most 5 each, best first; the ' +
  'found words come marked in `title` and `snippet`.';

export const createSearchContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      company: {
        method: 'POST',
        path: '/search',
        summary: 'Search the current company: meetings, transcripts, tasks, documents, its page',
        description: SEARCH_RULES,
        body: searchCompanyBodySchema,
        responses: { 200: searchReplySchema },
        metadata: meta({ session: 'business', sessions: 'keeps', audit: 'reads' }),
      },
      all: {
        method: 'POST',
        path: '/search/all',
        summary: 'Search every company the caller oversees (admin: all; council: its own)',
        description: `${SEARCH_RULES} Companies waiting for approval are left out.`,
        body: searchAllBodySchema,
        responses: { 200: searchReplySchema },
        metadata: meta({
          session: 'jwt',
          roles: ['admin', 'council'],
          sessions: 'keeps',
          audit: 'reads',
        }),
      },
    },
    routerOptions(prefix),
  );
