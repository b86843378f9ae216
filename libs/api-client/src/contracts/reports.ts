import { z } from 'zod';
import {
  getSheetIdQuerySchema,
  getSheetIdReplySchema,
  reportsActionBodies,
  reportsActionReplies,
  reportsActions,
} from '../schemas/reports';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const reportsHeadersSchema = z.object({ action: z.enum(reportsActions) });

export const createReportsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      reports: {
        method: 'POST',
        path: '/admin/reports',
        summary: 'Monthly reports (DRE) of one business: getSpecificCompany',
        description:
          'The `action` header chooses the operation. Answers a list whose first element has ' +
          'items, revenueGoal and latestFilled.',
        headers: reportsHeadersSchema,
        body: reportsActionBodies.getSpecificCompany,
        responses: { 200: reportsActionReplies.getSpecificCompany },
        metadata: meta({
          session: 'businessId',
          actionIn: 'header',
          actionBodies: reportsActionBodies,
        }),
      },
      getSheetId: {
        method: 'GET',
        path: '/getSheetId',
        summary: 'Google Sheets id of the business reports (query jwt and business)',
        query: getSheetIdQuerySchema,
        responses: { 200: getSheetIdReplySchema },
        metadata: meta({ session: 'business' }),
      },
    },
    routerOptions(prefix),
  );
