import { createAuthContract } from './contracts/auth';
import { createPasswordResetContract } from './contracts/password-reset';
import { createProfileContract } from './contracts/profile';
import { c, webhookPrefix } from './contracts/shared';

/**
 * The whole API. `app` is the path segment after /webhook (env APP_SEGMENT on the server); the
 * contract's types are the same for every app.
 */
export const createPortalContract = (app = 'portal') => {
  const prefix = webhookPrefix(app);
  return c.router({
    auth: createAuthContract(prefix),
    passwordReset: createPasswordResetContract(prefix),
    profile: createProfileContract(prefix),
  });
};

export type PortalContract = ReturnType<typeof createPortalContract>;

export const portalContract: PortalContract = createPortalContract();
