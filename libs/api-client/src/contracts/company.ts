import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@portal/domain';
import {
  companyActionBodies,
  companyActionReplies,
  companyActions,
  companyMultipartBodies,
} from '../schemas/company';
import { c, ENVELOPE_BYTES, meta, routerOptions, type WebhookPrefix } from './shared';

export const companyHeadersSchema = z.object({ action: z.enum(companyActions) });

export const createCompanyContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      myBusiness: {
        method: 'POST',
        path: '/myBusiness',
        summary: 'Company information of the current business: get, update (multipart), accessLog',
        description:
          'The `action` header chooses the operation. `get` answers a list whose first element ' +
          'is the business. `update` is multipart/form-data with an optional `logo` part (2 MB). ' +
          '`accessLog` (ours) lists who entered the company in spy mode, newest first.',
        headers: companyHeadersSchema,
        // Optional because the fetch handler leaves multipart bodies unparsed.
        body: z.union([companyActionBodies.get, companyActionBodies.update]).optional(),
        responses: {
          200: z.union([
            companyActionReplies.get,
            companyActionReplies.update,
            companyActionReplies.accessLog,
          ]),
        },
        metadata: meta({
          session: 'businessId',
          actionIn: 'header',
          actionBodies: companyActionBodies,
          multipart: companyMultipartBodies,
          multipartLimits: { update: { maxBytes: MAX_IMAGE_BYTES + ENVELOPE_BYTES } },
          sessions: { get: 'keeps', accessLog: 'keeps', update: 'changes' },
          audit: { get: 'reads', accessLog: 'reads', update: 'writes' },
        }),
      },
    },
    routerOptions(prefix),
  );
