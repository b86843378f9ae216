import {
  companyActionBodies,
  companyMultipartBodies,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import { accessLog } from '../services/business-access';
import type { ServiceDeps } from '../services/deps';
import * as company from '../services/company';
import { formFields, parse } from '../http/parse';

export const companyRoutes = (deps: ServiceDeps, contract: PortalContract['company']) =>
  t.router(contract, {
    myBusiness: async ({ headers, body }, { request }) => {
      const state = stateOf(request);
      const principal = requirePrincipal(state.principal);
      switch (headers.action) {
        case 'get': {
          const { businessId } = parse(companyActionBodies.get, body);
          return { status: 200, body: await company.getCompany(deps, principal, businessId) };
        }
        case 'update': {
          if (state.form) {
            const { businessId, logo, ...fields } = parse(
              companyMultipartBodies.update,
              formFields(state.form),
            );
            const bytes = logo ? new Uint8Array(await logo.arrayBuffer()) : undefined;
            return {
              status: 200,
              body: await company.updateCompany(deps, principal, businessId, {
                ...fields,
                logo: bytes,
              }),
            };
          }
          const { businessId, ...fields } = parse(companyActionBodies.update, body);
          return {
            status: 200,
            body: await company.updateCompany(deps, principal, businessId, fields),
          };
        }
        case 'accessLog': {
          const { businessId } = parse(companyActionBodies.accessLog, body);
          return { status: 200, body: await accessLog(deps, principal, businessId) };
        }
      }
    },
  });
