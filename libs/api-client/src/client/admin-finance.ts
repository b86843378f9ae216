import type { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import {
  adminFinanceActionBodies,
  adminFinanceActionReplies,
  type FinanceRecord,
} from '../schemas/admin-finance';
import type { Call, Routes } from './shared';

export const createAdminFinanceClient = (deps: { call: Call; routes: Routes<'adminFinance'> }) => {
  const { call, routes } = deps;
  return {
    /** SPEC.md: a reply that is not a list of records is treated as an empty list. */
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
  };
};
