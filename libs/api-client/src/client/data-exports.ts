import { apiMessages } from '../messages';
import type { ApiResult } from '../result';
import type { DownloadedFile } from '../transport';
import { downloadedFileSchema, type Call, type Routes } from './shared';

/**
 * The LGPD exports: each answers the zip's bytes and the name the server gave it. The server's
 * refusal text is shown when it sends one (a business account asking for "its" data).
 */
export const createDataExportsClient = (deps: { call: Call; routes: Routes<'dataExports'> }) => {
  const { call, routes } = deps;
  return {
    /** Admin only: everything the portal keeps about one company. */
    async company(businessId: string): Promise<ApiResult<DownloadedFile>> {
      return call({
        route: routes.company,
        body: { businessId },
        reply: downloadedFileSchema,
        asFile: true,
        failureMessage: apiMessages.companyDataExport,
        missingSessionMessage: apiMessages.adminAuthMissing,
        preferServerMessage: true,
      });
    },

    /** The signed-in person's own data. */
    async personal(): Promise<ApiResult<DownloadedFile>> {
      return call({
        route: routes.personal,
        reply: downloadedFileSchema,
        asFile: true,
        failureMessage: apiMessages.personalDataExport,
        preferServerMessage: true,
      });
    },
  };
};
