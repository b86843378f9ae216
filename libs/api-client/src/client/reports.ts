import {
  clearReportsData,
  writeReportsData,
  type KeyValueStorage,
  sheetUrlOf,
  type ReportExport,
} from '@portal/domain';
import { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  getSheetIdReplySchema,
  reportsActionBodies,
  reportsActionReplies,
  type ReportItem,
  type ReportsReply,
} from '../schemas/reports';
import type { DownloadedFile, WithoutSession } from '../transport';
import { downloadedFileSchema, type Call, type Routes } from './shared';

/** One month as saveReport sends it: 'YYYY-MM', the four figures, the custom answers. */
export type ReportInput = WithoutSession<
  z.input<typeof reportsActionBodies.saveReport>,
  'businessId'
>;

export const createReportsClient = (deps: {
  call: Call;
  routes: Routes<'reports'>;
  storage: KeyValueStorage;
}) => {
  const { call, routes, storage } = deps;
  return {
    /** Also stored as `reportsData`, which the report detail screen reads. */
    async getSpecificCompany(): Promise<ApiResult<ReportsReply>> {
      const result = await call({
        route: routes.reports,
        action: 'getSpecificCompany',
        reply: reportsActionReplies.getSpecificCompany,
        failureMessage: apiMessages.reportsLoad,
      });
      if (result.ok) writeReportsData(storage, result.data);
      return result;
    },

    /**
     * Fills a month (again). The server's refusal text is shown when it sends one (a figure, the
     * month, the answers); the stored `reportsData` is dropped after a save, so nothing shows the
     * month as it was until getSpecificCompany answers again.
     */
    async saveReport(report: ReportInput): Promise<ApiResult<ReportItem>> {
      const result = await call({
        route: routes.reports,
        action: 'saveReport',
        body: report,
        reply: reportsActionReplies.saveReport,
        failureMessage: apiMessages.reportSave,
        preferServerMessage: true,
      });
      if (result.ok) clearReportsData(storage);
      return result;
    },

    /**
     * Every month as an XLSX, or one month's board pack as a PDF: the file's bytes and the name
     * the server gave it (company and month). The server's refusal text is shown when it sends one.
     */
    async exportReports(file: ReportExport): Promise<ApiResult<DownloadedFile>> {
      return call({
        route: routes.exports,
        ...(file.kind === 'xlsx'
          ? { action: 'exportXlsx' as const }
          : { action: 'exportPdf' as const, body: { month: file.month } }),
        reply: downloadedFileSchema,
        asFile: true,
        failureMessage: apiMessages.reportExport,
        preferServerMessage: true,
      });
    },

    /** Admin only: the business's sheet id (or a sheet's link); '' takes it away. */
    async setSheetId(sheetId: string): Promise<ApiResult<{ sheet_id: string }>> {
      return call({
        route: routes.reports,
        action: 'setSheetId',
        body: { sheetId },
        reply: reportsActionReplies.setSheetId,
        failureMessage: apiMessages.sheetSave,
        preferServerMessage: true,
      });
    },

    async getSheetUrl(): Promise<ApiResult<{ sheetId: string; url: string }>> {
      const result = await call({
        route: routes.getSheetId,
        reply: getSheetIdReplySchema,
        failureMessage: apiMessages.sheetLoad,
      });
      if (!result.ok) return result;
      const sheetId = result.data.sheet_id;
      return success({ sheetId, url: sheetUrlOf(sheetId) });
    },
  };
};
