import {
  adminBusinessesActionBodies as bodies,
  adminBusinessesMultipartBodies as multipart,
  type PortalContract,
} from '@portal/api-client';
import type { z } from 'zod';
import { t } from '../http/tsr';
import { stateOf, type RequestState } from '../http/request-state';
import { formFields, parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { listBusinesses } from '../services/admin-business-view';
import { createBusiness, deleteBusiness, editBusiness } from '../services/admin-businesses';
import {
  approveBusiness,
  decideJoin,
  listJoinRequests,
  listWaiting,
  rejectBusiness,
} from '../services/business-approvals';
import { recordAccess, setAccess } from '../services/business-access';
import { eraseBusiness } from '../services/company-erasure';

/**
 * The fields of a multipart action (its schema's), or of the same action sent as JSON (no logo
 * then: JSON carries no file).
 */
function formOrBody<A extends keyof typeof multipart>(
  action: A,
  state: RequestState,
  body: unknown,
): z.output<(typeof multipart)[A]> {
  if (state.form) return parse(multipart[action], formFields(state.form));
  return parse(bodies[action], body);
}

/** The whole admin companies screen (docs/product.md; approvals, join requests, access: ours). */
export const adminBusinessesRoutes = (
  deps: ServiceDeps,
  contract: PortalContract['adminBusinesses'],
) =>
  t.router(contract, {
    business: async ({ headers, body }, { request, clientAddress }) => {
      const state = stateOf(request);
      const principal = requirePrincipal(state.principal);
      const ok = <T>(reply: T) => ({ status: 200 as const, body: reply });
      switch (headers.action) {
        case 'getAll':
          parse(bodies.getAll, body);
          return ok(await listBusinesses(deps, principal));
        case 'create': {
          const { jwt: _jwt, authType: _authType, ...fields } = formOrBody('create', state, body);
          return ok(await createBusiness(deps, principal, fields));
        }
        case 'edit': {
          const { jwt: _jwt, authType: _authType, ...fields } = formOrBody('edit', state, body);
          return ok(await editBusiness(deps, principal, fields));
        }
        case 'delete':
          return ok(await deleteBusiness(deps, principal, parse(bodies.delete, body).businessId));
        case 'getAllWaiting':
          parse(bodies.getAllWaiting, body);
          return ok(await listWaiting(deps, principal));
        case 'reject':
          return ok(await rejectBusiness(deps, principal, parse(bodies.reject, body).businessId));
        case 'approve': {
          const { jwt: _jwt, authType: _authType, ...fields } = formOrBody('approve', state, body);
          return ok(await approveBusiness(deps, principal, fields));
        }
        case 'getJoinRequests':
          parse(bodies.getJoinRequests, body);
          return ok(await listJoinRequests(deps, principal));
        case 'approveJoin':
          return ok(
            await decideJoin(deps, principal, parse(bodies.approveJoin, body).userId, true),
          );
        case 'refuseJoin':
          return ok(
            await decideJoin(deps, principal, parse(bodies.refuseJoin, body).userId, false),
          );
        case 'setAccess': {
          const { jwt: _jwt, authType: _authType, ...change } = parse(bodies.setAccess, body);
          return ok(await setAccess(deps, principal, change));
        }
        case 'recordAccess': {
          const { businessId } = parse(bodies.recordAccess, body);
          return ok(await recordAccess(deps, principal, businessId, clientAddress));
        }
        case 'erase': {
          const { businessId, name } = parse(bodies.erase, body);
          return ok(await eraseBusiness(deps, principal, { businessId, name }));
        }
      }
    },
  });
