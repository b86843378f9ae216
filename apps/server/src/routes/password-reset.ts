import type { PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import type { ServiceDeps } from '../services/deps';
import * as reset from '../services/password-reset';

export const passwordResetRoutes = (deps: ServiceDeps, contract: PortalContract['passwordReset']) =>
  t.router(contract, {
    requestPasswordReset: async ({ body }, { clientAddress }) => ({
      status: 200,
      body: await reset.requestPasswordReset(deps, body, clientAddress),
    }),
    verifyResetToken: async ({ body }) => ({
      status: 200,
      body: await reset.verifyResetToken(deps, body),
    }),
    resetPassword: async ({ body }) => ({
      status: 200,
      body: await reset.resetPassword(deps, body),
    }),
  });
