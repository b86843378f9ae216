import { create as contentDisposition } from 'content-disposition';
import { reportExportBodies, reportsActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as reports from '../services/reports';
import { exportReportPdf, exportReportsXlsx, type ExportFile } from '../services/report-exports';
import { parse } from '../http/parse';

/**
 * A generated file as the reply: its bytes with their type, downloaded (RFC 6266) under its name
 * (plain ASCII, so the name is also its own fallback), never kept by a shared cache.
 */
export function fileReply(file: ExportFile, headers: Headers) {
  headers.set('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }));
  headers.set('cache-control', 'private, no-store');
  headers.set('x-content-type-options', 'nosniff');
  return { status: 200 as const, body: new Blob([file.bytes], { type: file.contentType }) };
}

/** The reports routes: the list and the fill, the exports, the product's getSheetId. */
export const reportsRoutes = (deps: ServiceDeps, contract: PortalContract['reports']) =>
  t.router(
    { reports: contract.reports, exports: contract.exports, getSheetId: contract.getSheetId },
    {
      getSheetId: async ({ query }, { request }) => {
        const principal = requirePrincipal(stateOf(request).principal);
        return { status: 200, body: await reports.getSheetId(deps, principal, query.business) };
      },
      exports: async ({ headers, body }, { request, responseHeaders }) => {
        const principal = requirePrincipal(stateOf(request).principal);
        switch (headers.action) {
          case 'exportXlsx': {
            const { businessId } = parse(reportExportBodies.exportXlsx, body);
            return fileReply(await exportReportsXlsx(deps, principal, businessId), responseHeaders);
          }
          case 'exportPdf': {
            const { businessId, month } = parse(reportExportBodies.exportPdf, body);
            return fileReply(
              await exportReportPdf(deps, principal, businessId, month),
              responseHeaders,
            );
          }
        }
      },
      reports: async ({ headers, body }, { request }) => {
        const principal = requirePrincipal(stateOf(request).principal);
        switch (headers.action) {
          case 'getSpecificCompany': {
            const { businessId } = parse(reportsActionBodies.getSpecificCompany, body);
            return { status: 200, body: await reports.getReports(deps, principal, businessId) };
          }
          case 'setSheetId': {
            const { businessId, sheetId } = parse(reportsActionBodies.setSheetId, body);
            return {
              status: 200,
              body: await reports.setSheetId(deps, principal, businessId, sheetId),
            };
          }
          case 'saveReport': {
            const {
              jwt: _jwt,
              authType: _authType,
              businessId,
              ...fill
            } = parse(reportsActionBodies.saveReport, body);
            return {
              status: 200,
              body: await reports.saveReport(deps, principal, businessId, fill),
            };
          }
        }
      },
    },
  );
