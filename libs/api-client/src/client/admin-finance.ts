import { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  adminFinanceActionBodies,
  adminFinanceActionReplies,
  adminFinanceExportBodies,
  type FinanceRecord,
} from '../schemas/admin-finance';
import type { DownloadedFile } from '../transport';
import { downloadedFileSchema, type Call, type Routes } from './shared';

export const createAdminFinanceClient = (deps: { call: Call; routes: Routes<'adminFinance'> }) => {
  const { call, routes } = deps;
  return {
    /** A reply that is not a list of records is treated as an empty list, not a failure. */
    async getAll(
      period: z.input<typeof adminFinanceActionBodies.getAll>['period'],
    ): Promise<ApiResult<FinanceRecord[]>> {
      const result = await call({
        route: routes.finance,
        action: 'getAll',
        body: { period },
        reply: adminFinanceActionReplies.getAll,
        failureMessage: apiMessages.financeLoad,
        missingSessionMessage: apiMessages.financeAuthMissing,
      });
      if (!result.ok && result.reason === 'invalid-reply') {
        console.warn('Formato inesperado dos dados financeiros; mostrando lista vazia.');
        return success([]);
      }
      return result;
    },

    /**
     * Beyond docs/product.md: the finance table of the period as an XLSX file (rows in `sort` order), with
     * the name the server gave it. The server's refusal text is shown when it sends one.
     */
    async exportXlsx(
      period: z.input<typeof adminFinanceExportBodies.exportXlsx>['period'],
      sort?: z.input<typeof adminFinanceExportBodies.exportXlsx>['sort'],
    ): Promise<ApiResult<DownloadedFile>> {
      return call({
        route: routes.exports,
        action: 'exportXlsx',
        body: sort ? { period, sort } : { period },
        reply: downloadedFileSchema,
        asFile: true,
        failureMessage: apiMessages.reportExport,
        missingSessionMessage: apiMessages.financeAuthMissing,
        preferServerMessage: true,
      });
    },
  };
};
