import { z } from 'zod';
import {
  adminFinanceActionBodies,
  adminFinanceActionReplies,
  adminFinanceActions,
} from '../schemas/admin-finance';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const adminFinanceHeadersSchema = z.object({ action: z.enum(adminFinanceActions) });

export const createAdminFinanceContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      finance: {
        method: 'POST',
        path: '/admin/finance',
        summary: 'Finance records of every business for a month or a range (admin only)',
        headers: adminFinanceHeadersSchema,
        body: adminFinanceActionBodies.getAll,
        responses: { 200: adminFinanceActionReplies.getAll },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: adminFinanceActionBodies,
        }),
      },
    },
    routerOptions(prefix),
  );
