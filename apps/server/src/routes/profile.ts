import {
  profileActionBodies,
  profileMultipartBodies,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { formFields, parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as profile from '../services/profile';

export const profileRoutes = (deps: ServiceDeps, contract: PortalContract['profile']) =>
  t.router(contract, {
    profile: async ({ headers, body }, { request, clientAddress }) => {
      const state = stateOf(request);
      const principal = requirePrincipal(state.principal);
      switch (headers.action) {
        case 'get':
          parse(profileActionBodies.get, body);
          return { status: 200, body: await profile.getProfile(deps, principal) };
        case 'update': {
          if (state.form) {
            const fields = parse(profileMultipartBodies.update, formFields(state.form));
            const picture = fields.profile_picture
              ? new Uint8Array(await fields.profile_picture.arrayBuffer())
              : undefined;
            return {
              status: 200,
              body: await profile.updateProfile(
                deps,
                principal,
                { ...fields, picture },
                clientAddress,
              ),
            };
          }
          const fields = parse(profileActionBodies.update, body);
          return {
            status: 200,
            body: await profile.updateProfile(deps, principal, fields, clientAddress),
          };
        }
        case 'changePassword': {
          const fields = parse(profileActionBodies.changePassword, body);
          return {
            status: 200,
            body: await profile.changePassword(deps, principal, fields, clientAddress),
          };
        }
      }
    },
  });
