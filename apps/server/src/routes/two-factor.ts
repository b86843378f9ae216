import {
  secondFactorLoginBodySchema,
  secondFactorSetupBodies,
  twoFactorActionBodies,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as twoFactor from '../services/two-factor';

/** Who is signing in, as login's route sees them (the device cookie travels to these paths too). */
const clientOf = (
  request: Request,
  platform: { clientAddress: string; https?: boolean | undefined },
) => ({
  address: platform.clientAddress,
  cookies: request.headers.get('cookie'),
  https: platform.https === true,
});

/** The second step of login, its setup where the role requires it, and the profile's own. */
export const twoFactorRoutes = (deps: ServiceDeps, contract: PortalContract['twoFactor']) =>
  t.router(contract, {
    verify: async ({ body }, { request, responseHeaders, ...platform }) => {
      const input = parse(secondFactorLoginBodySchema, body);
      const { reply, deviceCookie } = await twoFactor.verifyLogin(
        deps,
        input,
        clientOf(request, platform),
      );
      responseHeaders.append('set-cookie', deviceCookie);
      return { status: 200, body: reply };
    },
    setup: async ({ headers, body }, { request, responseHeaders, ...platform }) => {
      switch (headers.action) {
        case 'begin': {
          const { token } = parse(secondFactorSetupBodies.begin, body);
          return { status: 200, body: await twoFactor.beginSetupAtLogin(deps, token) };
        }
        case 'confirm': {
          const input = parse(secondFactorSetupBodies.confirm, body);
          const { reply, deviceCookie } = await twoFactor.confirmSetupAtLogin(
            deps,
            input,
            clientOf(request, platform),
          );
          responseHeaders.append('set-cookie', deviceCookie);
          return { status: 200, body: reply };
        }
      }
    },
    twoFactor: async ({ headers, body }, { request, ...platform }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'status':
          parse(twoFactorActionBodies.status, body);
          return { status: 200, body: await twoFactor.statusOf(deps, principal) };
        case 'begin': {
          const { current_password } = parse(twoFactorActionBodies.begin, body);
          const client = clientOf(request, platform);
          return {
            status: 200,
            body: await twoFactor.beginOwn(deps, principal, current_password, client),
          };
        }
        case 'confirm': {
          const { code } = parse(twoFactorActionBodies.confirm, body);
          const client = clientOf(request, platform);
          return { status: 200, body: await twoFactor.confirmOwn(deps, principal, code, client) };
        }
        case 'disable': {
          const {
            jwt: _jwt,
            authType: _authType,
            ...proof
          } = parse(twoFactorActionBodies.disable, body);
          const client = clientOf(request, platform);
          return { status: 200, body: await twoFactor.disableOwn(deps, principal, proof, client) };
        }
      }
    },
  });
