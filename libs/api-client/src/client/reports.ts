import { writeReportsData, type KeyValueStorage } from '@portal/domain';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import { getSheetIdReplySchema, reportsActionReplies, type ReportsReply } from '../schemas/reports';
import type { Call, Routes } from './shared';

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
