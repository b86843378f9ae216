import {
  searchAllBodySchema,
  searchCompanyBodySchema,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import type { ServiceDeps } from '../services/deps';
import * as search from '../services/search';

export const searchRoutes = (deps: ServiceDeps, contract: PortalContract['search']) =>
  t.router(contract, {
    company: async ({ body }, { request }) => {
      const { business, query } = parse(searchCompanyBodySchema, body);
      const reply = await search.searchCompany(deps, stateOf(request).principal, business, query);
      return { status: 200, body: reply };
    },
    all: async ({ body }, { request }) => {
      const { query } = parse(searchAllBodySchema, body);
      return { status: 200, body: await search.searchAll(deps, stateOf(request).principal, query) };
    },
  });
