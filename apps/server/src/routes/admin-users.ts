import { adminUsersActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as users from '../services/admin-users';
import { parse } from '../http/parse';
import { resetForAdmin } from '../services/two-factor';

/**
 * The admin users screen: the list (admin and council), create, edit, delete and resetting a
 * person's second factor (admin).
 */
export const adminUsersRoutes = (deps: ServiceDeps, contract: PortalContract['adminUsers']) =>
  t.router(contract, {
    users: async ({ headers, body }, { request, clientAddress }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'getAll': {
          parse(adminUsersActionBodies.getAll, body);
          return { status: 200, body: await users.listUsers(deps, principal) };
        }
        case 'create': {
          const { user } = parse(adminUsersActionBodies.create, body);
          return { status: 200, body: await users.createUser(deps, principal, user) };
        }
        case 'userEdit': {
          const { user } = parse(adminUsersActionBodies.userEdit, body);
          return { status: 200, body: await users.editUser(deps, principal, user) };
        }
        case 'delete': {
          const { userId } = parse(adminUsersActionBodies.delete, body);
          return { status: 200, body: await users.deleteUser(deps, principal, userId) };
        }
        case 'resetTwoFactor': {
          const { userId } = parse(adminUsersActionBodies.resetTwoFactor, body);
          return {
            status: 200,
            body: await resetForAdmin(deps, principal, userId, clientAddress),
          };
        }
      }
    },
  });
