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
        summary: 'Monthly reports (DRE) of one business: getSpecificCompany, saveReport',
        description:
          'The `action` header chooses the operation. getSpecificCompany answers a list whose ' +
          'first element has items, revenueGoal and latestFilled; saveReport fills (or fills ' +
          'again) one month and answers its item.',
        headers: reportsHeadersSchema,
        body: z.union([reportsActionBodies.getSpecificCompany, reportsActionBodies.saveReport]),
        responses: {
          200: z.union([reportsActionReplies.getSpecificCompany, reportsActionReplies.saveReport]),
        },
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
