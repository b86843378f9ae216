import { z } from 'zod';
import {
  adminFinanceActionBodies,
  adminFinanceActionReplies,
  adminFinanceActions,
  adminFinanceExportActions,
  adminFinanceExportBodies,
} from '../schemas/admin-finance';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const adminFinanceHeadersSchema = z.object({ action: z.enum(adminFinanceActions) });
export const adminFinanceExportHeadersSchema = z.object({
  action: z.enum(adminFinanceExportActions),
});

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
          roles: ['admin'],
          sessions: { getAll: 'keeps' },
          audit: { getAll: 'reads' },
        }),
      },
      exports: {
        method: 'POST',
        path: '/admin/finance/export',
        summary: 'The finance table of a month or a range as a file: exportXlsx (admin only)',
        description:
          'Beyond the original brief. exportXlsx answers the table of the period (`period` as getAll takes ' +
          'it, rows in `sort` order, businessId ascending by default) as an XLSX workbook with ' +
          'a total row. The reply is the file itself, with its Content-Type and a ' +
          'Content-Disposition attachment naming it; refusals are JSON.',
        headers: adminFinanceExportHeadersSchema,
        body: adminFinanceExportBodies.exportXlsx,
        responses: {
          200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Blob>() }),
        },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: adminFinanceExportBodies,
          roles: ['admin'],
          sessions: { exportXlsx: 'keeps' },
          audit: { exportXlsx: 'reads' },
        }),
      },
    },
    routerOptions(prefix),
  );
