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
import { setMailPreferences } from '../services/mail-preferences';
import { requestErasure, withdrawErasure } from '../services/account-erasure';

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
          // With a picture the update is a multipart form, without one a JSON body.
          const form = state.form && parse(profileMultipartBodies.update, formFields(state.form));
          const fields = form || parse(profileActionBodies.update, body);
          const file = form ? form.profile_picture : undefined;
          const picture = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
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
        case 'changePassword': {
          const fields = parse(profileActionBodies.changePassword, body);
          return {
            status: 200,
            body: await profile.changePassword(deps, principal, fields, clientAddress),
          };
        }
        case 'mailPreferences': {
          const switches = parse(profileActionBodies.mailPreferences, body);
          return { status: 200, body: await setMailPreferences(deps, principal, switches) };
        }
        case 'requestErasure': {
          const fields = parse(profileActionBodies.requestErasure, body);
          return {
            status: 200,
            body: await requestErasure(deps, principal, fields, clientAddress),
          };
        }
        case 'withdrawErasure':
          parse(profileActionBodies.withdrawErasure, body);
          return { status: 200, body: await withdrawErasure(deps, principal, clientAddress) };
      }
    },
  });
