import { clearReportsData, writeReportsData, type KeyValueStorage } from '@portal/domain';
import type { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  getSheetIdReplySchema,
  reportsActionBodies,
  reportsActionReplies,
  type ReportItem,
  type ReportsReply,
} from '../schemas/reports';
import type { WithoutSession } from '../transport';
import type { Call, Routes } from './shared';

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

    async getSheetUrl(): Promise<ApiResult<{ sheetId: string; url: string }>> {
      const result = await call({
        route: routes.getSheetId,
        reply: getSheetIdReplySchema,
        failureMessage: apiMessages.sheetLoad,
      });
      if (!result.ok) return result;
      const sheetId = result.data.sheet_id;
      return success({ sheetId, url: `https://docs.google.com/spreadsheets/d/${sheetId}/edit` });
    },
  };
};
