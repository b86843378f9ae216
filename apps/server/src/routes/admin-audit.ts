import { adminAuditActionBodies as bodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { auditLogFilters, listAuditLog } from '../services/admin-audit';

/** The audit log (admin only): a page of entries for some filters, and whom the filters offer. */
export const adminAuditRoutes = (deps: ServiceDeps, contract: PortalContract['adminAudit']) =>
  t.router(contract, {
    audit: async ({ headers, body }, { request }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'list': {
          const { jwt: _jwt, authType: _authType, ...filters } = parse(bodies.list, body);
          return { status: 200, body: await listAuditLog(deps, principal, filters) };
        }
        case 'filters':
          parse(bodies.filters, body);
          return { status: 200, body: await auditLogFilters(deps, principal) };
      }
    },
  });
