import { adminFinanceActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { getFinance } from '../services/admin-finance';
import { parse } from '../http/parse';

/** The admin finance route (SPEC §7): getAll for a month or a range. */
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
  });
