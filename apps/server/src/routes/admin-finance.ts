import {
  adminFinanceActionBodies,
  adminFinanceExportBodies,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { exportFinanceXlsx, getFinance } from '../services/admin-finance';
import { parse } from '../http/parse';
import { fileReply } from './reports';

/** The admin finance routes: the product's getAll for a month or a range, the table as XLSX. */
export const adminFinanceRoutes = (deps: ServiceDeps, contract: PortalContract['adminFinance']) =>
  t.router(contract, {
    finance: async ({ headers, body }, { request }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'getAll': {
          const { period } = parse(adminFinanceActionBodies.getAll, body);
          return { status: 200, body: await getFinance(deps, principal, period) };
        }
      }
    },
    exports: async ({ headers, body }, { request, responseHeaders }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'exportXlsx': {
          const { period, sort } = parse(adminFinanceExportBodies.exportXlsx, body);
          return fileReply(await exportFinanceXlsx(deps, principal, period, sort), responseHeaders);
        }
      }
    },
  });
