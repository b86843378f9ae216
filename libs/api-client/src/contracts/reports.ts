import { z } from 'zod';
import {
  getSheetIdQuerySchema,
  getSheetIdReplySchema,
  reportsActionBodies,
  reportsActionReplies,
  reportsActions,
  reportExportActions,
  reportExportBodies,
} from '../schemas/reports';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const reportsHeadersSchema = z.object({ action: z.enum(reportsActions) });
export const reportExportHeadersSchema = z.object({ action: z.enum(reportExportActions) });

export const createReportsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      reports: {
        method: 'POST',
        path: '/admin/reports',
        summary:
          'Monthly reports (DRE) of one business: getSpecificCompany, saveReport, setSheetId',
        description:
          'The `action` header chooses the operation. getSpecificCompany answers a list whose ' +
          'first element has items, revenueGoal and latestFilled; saveReport fills one month and ' +
          'answers its item (a month that has a report is replaced only with replacesVersion, its ' +
          "current version; otherwise 409); setSheetId (admin only) sets the business's Google " +
          'Sheets id that getSheetId answers.',
        headers: reportsHeadersSchema,
        body: z.union([
          reportsActionBodies.getSpecificCompany,
          reportsActionBodies.saveReport,
          reportsActionBodies.setSheetId,
        ]),
        responses: {
          200: z.union([
            reportsActionReplies.getSpecificCompany,
            reportsActionReplies.saveReport,
            reportsActionReplies.setSheetId,
          ]),
        },
        metadata: meta({
          session: 'businessId',
          actionIn: 'header',
          actionBodies: reportsActionBodies,
          // The sheet id is the admin's to set, for any company.
          actionRoles: { setSheetId: ['admin'] },
          sessions: { getSpecificCompany: 'keeps', saveReport: 'keeps', setSheetId: 'keeps' },
          audit: { getSpecificCompany: 'reads', saveReport: 'writes', setSheetId: 'writes' },
        }),
      },
      exports: {
        method: 'POST',
        path: '/admin/reports/export',
        summary: 'The reports of one business as a file: exportXlsx, exportPdf',
        description:
          'Beyond the original brief. The `action` header chooses the file: exportXlsx answers every month of ' +
          'the business as an XLSX workbook, exportPdf one month (`month`, YYYY-MM) as a PDF ' +
          'board pack. The reply is the file itself, with its Content-Type and a ' +
          'Content-Disposition attachment naming it (RFC 6266, UTF-8); refusals are JSON.',
        headers: reportExportHeadersSchema,
        body: z.union([reportExportBodies.exportXlsx, reportExportBodies.exportPdf]),
        responses: {
          200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Blob>() }),
        },
        metadata: meta({
          session: 'businessId',
          actionIn: 'header',
          actionBodies: reportExportBodies,
          sessions: { exportXlsx: 'keeps', exportPdf: 'keeps' },
          audit: { exportXlsx: 'reads', exportPdf: 'reads' },
        }),
      },
      getSheetId: {
        method: 'GET',
        path: '/getSheetId',
        summary: 'Google Sheets id of the business reports (query jwt and business)',
        query: getSheetIdQuerySchema,
        responses: { 200: getSheetIdReplySchema },
        metadata: meta({ session: 'business', sessions: 'keeps', audit: 'reads' }),
      },
    },
    routerOptions(prefix),
  );
