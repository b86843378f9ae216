import {
  clearReportsData,
  readSessionFields,
  writeBusinessDetails,
  type KeyValueStorage,
} from '@portal/domain';
import type { z } from 'zod';
import { apiMessages } from '../messages';
import { failure, success, type ApiResult } from '../result';
import {
  companyActionReplies,
  companyMultipartBodies,
  type AccessLogEntry,
  type Business,
} from '../schemas/company';
import type { WithoutSession } from '../transport';
import { first, type Call, type Routes } from './shared';

/**
 * The multipart fields of `update` (meta_faturamento is text, '0' when empty). The logo
 * may be null (none chosen): a null field is left out of the form.
 */
export type CompanyUpdateInput = Omit<
  WithoutSession<z.input<typeof companyMultipartBodies.update>, 'businessId'>,
  'logo'
> & { logo?: Blob | null };

export const createCompanyClient = (deps: {
  call: Call;
  routes: Routes<'company'>;
  storage: KeyValueStorage;
}) => {
  const { call, routes, storage } = deps;
  return {
    /** The first element of the reply; also stored as `businessDetails` for the shell. */
    async get(): Promise<ApiResult<Business>> {
      const result = await call({
        route: routes.myBusiness,
        action: 'get',
        reply: companyActionReplies.get,
        failureMessage: apiMessages.companyLoad,
      });
      if (!result.ok) return result;
      const business = first(result.data);
      writeBusinessDetails(storage, business);
      return success(business);
    },

    /**
     * One company by id, if the signed-in person may see it (the server decides: admin any,
     * council its own), without making it the current one: nothing is stored. The check of a
     * link into a company (`/admin/view/{id}/…`) before spy mode starts.
     */
    async getById(businessId: string): Promise<ApiResult<Business>> {
      const { jwt, authType } = readSessionFields(storage);
      if (!jwt || !authType) return failure('missing-session', apiMessages.authMissing);
      const result = await call({
        route: routes.myBusiness,
        action: 'get',
        session: { jwt, authType, businessId },
        reply: companyActionReplies.get,
        failureMessage: apiMessages.companyLoad,
      });
      return result.ok ? success(first(result.data)) : result;
    },

    /**
     * The stored `reportsData` carries the company's goal (Analytics' goal card): it is dropped
     * after a save, so the next Analytics asks the server for the goal just saved.
     */
    async update(input: CompanyUpdateInput) {
      const { logo, ...fields } = input;
      const result = await call({
        route: routes.myBusiness,
        action: 'update',
        form: { ...fields, logo },
        reply: companyActionReplies.update,
        failureMessage: apiMessages.companyUpdate,
      });
      if (result.ok) clearReportsData(storage);
      return result;
    },

    /** Who entered the current company in spy mode, newest first (at most ACCESS_LOG_LIMIT). */
    accessLog(): Promise<ApiResult<AccessLogEntry[]>> {
      return call({
        route: routes.myBusiness,
        action: 'accessLog',
        reply: companyActionReplies.accessLog,
        failureMessage: apiMessages.accessLogLoad,
      });
    },
  };
};
