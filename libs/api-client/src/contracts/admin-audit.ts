import { z } from 'zod';
import {
  adminAuditActionBodies as bodies,
  adminAuditActionReplies as replies,
  adminAuditActions,
} from '../schemas/admin-audit';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const adminAuditHeadersSchema = z.object({ action: z.enum(adminAuditActions) });

export const createAdminAuditContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      audit: {
        method: 'POST',
        path: '/admin/audit',
        summary: 'The audit log of what admins and council did (admin only): list, filters',
        description:
          'The `action` header chooses the operation. `list` answers a page of entries, newest ' +
          'first, for the filters given (who acted, the company, the kind, São Paulo days from ' +
          'and to, both included): the recorded actions of admins and council, their spy-mode ' +
          "entries and every change of a person's second factor. `filters` answers the people " +
          'who acted and the companies acted on, each once, for the filters to offer.',
        headers: adminAuditHeadersSchema,
        body: z.union([bodies.list, bodies.filters]),
        responses: { 200: z.union([replies.list, replies.filters]) },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: bodies,
          roles: ['admin'],
          sessions: { list: 'keeps', filters: 'keeps' },
          audit: { list: 'reads', filters: 'reads' },
        }),
      },
    },
    routerOptions(prefix),
  );
