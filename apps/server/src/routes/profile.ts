import {
  profileActionBodies,
  profileMultipartBodies,
  type PortalContract,
} from '@portal/api-client';
import type { ZodTypeAny, z } from 'zod';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { zodMessagePt } from '../http/zod-pt';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { invalid } from '../services/errors';
import * as profile from '../services/profile';

export const profileActionSchemas: Record<string, ZodTypeAny> = profileActionBodies;

export const parse = <S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> => {
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(zodMessagePt(r.error, input));
  return r.data;
};

/** A form's fields; a file input left empty arrives as an empty part, read as "no file". */
export const formFields = (form: FormData) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of form.entries()) {
    if (typeof v !== 'string' && v.size === 0) continue;
    out[k] = v;
  }
  return out;
};

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
              body: await profile.updateProfile(deps, principal, { ...fields, picture }),
            };
          }
          const fields = parse(profileActionBodies.update, body);
          return { status: 200, body: await profile.updateProfile(deps, principal, fields) };
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
