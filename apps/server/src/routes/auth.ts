import type { PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as auth from '../services/auth';

export const authRoutes = (deps: ServiceDeps, contract: PortalContract['auth']) =>
  t.router(contract, {
    login: async ({ body }, { clientAddress, https, request, responseHeaders }) => {
      const client = {
        address: clientAddress,
        cookies: request.headers.get('cookie'),
        https: https === true,
      };
      const { reply, deviceCookie } = await auth.login(deps, body, client);
      if (deviceCookie) responseHeaders.append('set-cookie', deviceCookie);
      return { status: 200, body: reply };
    },
    validateToken: async ({ body }) => ({
      status: 200,
      body: await auth.validateToken(deps, body),
    }),
    logout: async (_args, { request }) => ({
      status: 200,
      body: await auth.logout(deps, requirePrincipal(stateOf(request).principal)),
    }),
    register: async ({ body }, { clientAddress }) => ({
      status: 200,
      body: await auth.register(deps, body, clientAddress),
    }),
    getAllBusinessesNames: async () => ({ status: 200, body: await auth.businessNames(deps) }),
  });
