import { requireAccess, ruleForAction } from '../auth/authorize';
import type { RouteInfo } from '../http/route-info';
import { actionOf, sessionSource } from '../http/route-info';
import { stateOf } from '../http/request-state';
import type { ServiceDeps } from '../services/deps';
import { MESSAGES, ServiceError } from '../services/errors';

/**
 * An action the contract has and the server does not build yet: the caller is authenticated
 * (middleware) and authorized exactly as the real action will be, and only then told it is not
 * there yet — so an outsider learns 403, never 501, about another company.
 */
export const notImplementedRoute =
  (deps: ServiceDeps, info: RouteInfo) => async (_args: unknown, ctx: { request: Request }) => {
    const action = actionOf(ctx.request, info.meta) ?? info.name.split('.').pop() ?? info.name;
    const state = stateOf(ctx.request);
    const body = sessionSource(ctx.request);
    await requireAccess(deps.db, state.principal, ruleForAction({ meta: info.meta, action, body }));
    throw new ServiceError('not_implemented', MESSAGES.notImplemented(action));
  };
