import { SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG, validateSearchQuery } from '@portal/domain';
import { z } from 'zod';
import { businessSessionFields, idSchema, sessionFields, text } from './common';

/* ---------- The portal's search: one query over meetings, transcripts, tasks, documents, companies ---------- */

/**
 * What a query may be (validateSearchQuery: 2 letters or digits at least, 100 characters at
 * most). Kept as typed: the server takes its words (searchWords) and answers it back.
 */
export const searchQuerySchema = text()
  .max(SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG)
  .superRefine((query, ctx) => {
    const refusal = validateSearchQuery(query);
    if (refusal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refusal });
  });

/** Body of `POST /webhook/{app}/search`: the current company (the session's, or the one viewed). */
export const searchCompanyBodySchema = z
  .object({ ...businessSessionFields, query: searchQuerySchema })
  .strict();
export type SearchCompanyBody = z.infer<typeof searchCompanyBodySchema>;

/** Body of `POST /webhook/{app}/search/all`: every company the admin or council member oversees. */
export const searchAllBodySchema = z
  .object({ ...sessionFields, query: searchQuerySchema })
  .strict();
export type SearchAllBody = z.infer<typeof searchAllBodySchema>;

/**
 * A text cut in pieces, the pieces where the query's words were found marked `hit`. Plain text
 * only: the portal draws a hit as <mark>, never as markup it was sent.
 */
export const highlightedSchema = z.array(z.object({ text: text(), hit: z.boolean() }));
export type Highlighted = z.infer<typeof highlightedSchema>;

export const searchKinds = ['meeting', 'transcript', 'task', 'document', 'company'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Every hit names its company (an admin's search spans many) and shows a title and a snippet. */
const hitFields = {
  businessId: idSchema,
  businessName: text(),
  title: highlightedSchema,
  snippet: highlightedSchema,
};

export const searchHitSchema = z.discriminatedUnion('kind', [
  /** Its title, overview or notes: opens the meeting. */
  z.object({ kind: z.literal('meeting'), ...hitFields, meetingId: idSchema, date: text() }),
  /** One line of a meeting's transcript (`line`: its position): opens it on the Transcript tab. */
  z.object({
    kind: z.literal('transcript'),
    ...hitFields,
    meetingId: idSchema,
    date: text(),
    line: z.number().int().nonnegative(),
    speaker: text(),
    minutes: z.number(),
  }),
  /** Its title or description: opens it on the board. */
  z.object({
    kind: z.literal('task'),
    ...hitFields,
    taskId: idSchema,
    status: z.enum(['not-started', 'in-progress', 'done']),
  }),
  /**
   * A document's or folder's name. `folder`: the folder it opens in, the one holding it or itself
   * when it is a folder (null at the root); the library names folders by their name.
   */
  z.object({
    kind: z.literal('document'),
    ...hitFields,
    documentId: idSchema,
    documentType: z.enum(['folder', 'redirectFolder', 'driveFile', 'uploadedFile']),
    folder: z.object({ id: idSchema, name: text() }).nullable(),
  }),
  /** The company's name, niche, website, Instagram or knowledge base: opens its page. */
  z.object({ kind: z.literal('company'), ...hitFields }),
]);
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * The hits of each kind that has any, in the order of `searchKinds`, best first; at most
 * SEARCH_RESULTS_PER_KIND each, `more` when there were others.
 */
export const searchReplySchema = z.object({
  query: text(),
  groups: z.array(
    z.object({ kind: z.enum(searchKinds), hits: z.array(searchHitSchema), more: z.boolean() }),
  ),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
export type SearchGroup = SearchReply['groups'][number];
