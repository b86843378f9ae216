import { reportsActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as reports from '../services/reports';
import { parse } from '../http/parse';

/** The reports route; getSheetId (a later session) stays the guarded 501 (routes/registry.ts). */
export const reportsRoutes = (deps: ServiceDeps, contract: PortalContract['reports']) =>
  t.router(
    { reports: contract.reports },
    {
      reports: async ({ headers, body }, { request }) => {
        const principal = requirePrincipal(stateOf(request).principal);
        switch (headers.action) {
          case 'getSpecificCompany': {
            const { businessId } = parse(reportsActionBodies.getSpecificCompany, body);
            return { status: 200, body: await reports.getReports(deps, principal, businessId) };
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
