import { RequestValidationError, TsRestHttpError } from '@ts-rest/serverless/fetch';
import { sessionEffectOf, type MultipartLimit, type PortalContract } from '@portal/api-client';
import { tokenFrom } from '../auth/principal';
import { principalOf } from '../auth/session-cache';
import { requireAccess, ruleForAction } from '../auth/authorize';
import type { Logger } from '../logger';
import type { ServiceDeps } from '../services/deps';
import { MESSAGES, ServiceError } from '../services/errors';
import { isDatabaseUnreachable, pgErrorCode } from '../db';
import { zodMessagePt } from './zod-pt';
import type { Platform } from './tsr';
import {
  actionLabelOf,
  actionOf,
  contractRoutes,
  sessionSource,
  type RouteInfo,
} from './route-info';
import {
  createDispatcher,
  MalformedJsonError,
  type ApiRequest,
  type Implementation,
} from './dispatch';
import { databaseDownReply, errorBody, STATUS_OF } from './replies';
import { stateOf } from './request-state';
import { implementedRoutes } from '../routes/registry';
import { notImplementedRoute } from '../routes/not-implemented';
import { authenticateIngest } from '../ingest/auth';
import { MAX_JSON_BYTES } from './body-gate';
import { createAuditRecorder } from './audit';

/** A route's implementation: ours where built (by its dotted name), else a guarded 501. */
function implementationFor(known: unknown, info: RouteInfo, deps: ServiceDeps) {
  let at = known;
  for (const key of info.name.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at ?? notImplementedRoute(deps, info)) as Implementation;
}

/**
 * SQLSTATEs of a bad value rather than a bug: invalid text representation (a non-uuid id),
 * character not in repertoire (NUL), numeric value out of range, string too long.
 */
const BAD_VALUE_CODES = new Set(['22P02', '22021', '22003', '22001']);

/** The path of a request's URL without building a URL object (the server makes absolute ones). */
export const pathnameOf = (url: string): string => {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.indexOf('?', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
};

export function createApiHandler(
  deps: ServiceDeps,
  contract: PortalContract,
  logger: Logger,
  validateResponses = false,
) {
  const routes = contractRoutes(contract);
  const byPath = new Map(routes.map((r) => [`${r.route.method} ${r.route.path}`, r]));
  /** The request's route, looked up once per request (the gate, the handler's end, errors). */
  const routeOf = (request: Request): RouteInfo | undefined => {
    const state = stateOf(request);
    if (state.route === undefined)
      state.route = byPath.get(`${request.method} ${pathnameOf(request.url)}`) ?? null;
    return (state.route as RouteInfo | null) ?? undefined;
  };

  // What admins and council change is recorded as it succeeds, from the contract (http/audit.ts).
  const audit = createAuditRecorder(deps, logger, routeOf);
  const known = implementedRoutes(deps, contract);
  const implementations = new Map(
    routes.map((r) => [r, audit.keepReply(implementationFor(known, r, deps))]),
  );

  const databaseDown = databaseDownReply(logger);
  const reply = (status: number, message: string, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(errorBody(message)), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  /**
   * Who is calling, before anything else looks at the request: a route that needs a session gets
   * 401 here without a valid token, so no body validation or business rule runs for strangers.
   * validate-token answers { valid: false } itself instead.
   */
  const authenticate = async (request: ApiRequest) => {
    const info = routeOf(request);
    // Machines (a recorder) call ingestion with the installation key, not a session.
    if (info?.meta?.session === 'ingest') {
      await authenticateIngest(deps, request, request.content);
      return undefined;
    }
    if (!info || info.meta?.session === 'none' || info.meta?.answersBadToken) return undefined;
    const state = stateOf(request);
    const token = tokenFrom(sessionSource(request), request.headers.get('authorization'));
    if (!token) return reply(401, MESSAGES.missingAuth);
    const principal = await principalOf(deps, token);
    if (!principal) return reply(401, MESSAGES.invalidSession);
    state.principal = principal;
    // The authorization gate, before the body is validated: an outsider gets 403 for another
    // company's data whatever else is wrong with the request. (A request naming no business at
    // all falls through to validation, which answers 400.) Handlers check again with the parsed
    // body through the same module.
    const rule = ruleForAction({
      meta: info.meta,
      action: actionOf(request, info.meta),
      body: sessionSource(request),
    });
    if (!(rule.kind === 'business' && !rule.businessId))
      await requireAccess(deps.db, principal, rule);
    // A caller that sent only `Authorization: Bearer` still satisfies the contract's body schema:
    // the missing session fields come from the verified token (never the other way round).
    const session = { jwt: token, authType: principal.kind };
    if (state.form) {
      for (const [k, v] of Object.entries(session)) if (!state.form.has(k)) state.form.set(k, v);
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      const content = request.content as Record<string, unknown> | undefined;
      if (content === undefined || content === null) request.content = session;
      else if (typeof content === 'object' && !Array.isArray(content)) {
        request.content = { ...session, ...content, jwt: content.jwt || token };
      }
    }
    return undefined;
  };

  const validationMessage = (error: RequestValidationError, request: ApiRequest): string => {
    // A wrong or missing action first: the body cannot be judged without it.
    const routing = error.headersError ?? error.queryError ?? error.pathParamsError;
    if (routing) return zodMessagePt(routing);
    if (error.bodyError) {
      const info = routeOf(request);
      const action = info ? actionOf(request, info.meta) : undefined;
      // The chosen action's own schema (from the contract's metadata), not the body union's.
      const schema = action ? info?.meta?.actionBodies?.[action] : undefined;
      const precise = schema?.safeParse(request.content);
      if (precise && !precise.success) return zodMessagePt(precise.error, request.content);
      return zodMessagePt(error.bodyError, request.content);
    }
    return MESSAGES.badRequest;
  };

  const dispatch = createDispatcher<RouteInfo>({
    routeOf,
    implementationOf: (info) => implementations.get(info)!,
    middleware: [authenticate, audit.note],
    // On in tests: every reply is checked against the contract's response schema.
    responseValidation: validateResponses,
    errorHandler: (error, request) => {
      if (error instanceof ServiceError) {
        const wait = error.retryAfterSeconds;
        return reply(
          STATUS_OF[error.kind],
          error.message,
          wait === undefined ? {} : { 'retry-after': String(wait) },
        );
      }
      if (error instanceof RequestValidationError)
        return reply(400, validationMessage(error, request));
      if (error instanceof MalformedJsonError) return reply(400, MESSAGES.badJson);
      if (error instanceof TsRestHttpError && error.statusCode === 404)
        return reply(404, MESSAGES.notFound);
      if (error instanceof TsRestHttpError && error.statusCode < 500) {
        return reply(error.statusCode, MESSAGES.badRequest);
      }
      if (isDatabaseUnreachable(error)) return databaseDown(error);
      // Safety net: a value the schemas let through but PostgreSQL refuses is the caller's fault.
      const code = pgErrorCode(error);
      if (code && BAD_VALUE_CODES.has(code)) return reply(400, MESSAGES.badValue);
      logger.error(
        `[api] erro inesperado em ${request.method} ${new URL(request.url).pathname}`,
        error,
      );
      return reply(500, MESSAGES.internal);
    },
  });

  /**
   * Runs the action; then, when it succeeded, writes its entry of the audit log (if the contract
   * says it writes and an admin or council member called); and when the contract does not say it
   * keeps the sessions (`sessions: 'keeps'`, what a person, a company or a link between them is),
   * drops the cache as it replies: the database's announcement (migration 0007) reaches every server, but on
   * PostgreSQL it travels on another connection and could arrive after this server's next
   * request. A refused or failed action changed nothing: its transaction rolled back, and a
   * stranger's garbage must not empty everyone's cache.
   */
  const handler = async (request: Request, platform: Platform): Promise<Response> => {
    const response = await dispatch(request, platform);
    if (response.status >= 300) return response;
    await audit.record(request);
    const info = routeOf(request);
    if (!info || sessionEffectOf(info.meta, actionOf(request, info.meta)) === 'changes')
      deps.sessions.clear();
    return response;
  };

  /**
   * The body limit of the request's route and action when they take multipart/form-data, else
   * null (the contract says which do, and how large).
   */
  const multipartLimitOf = (request: Request): MultipartLimit | null => {
    const info = routeOf(request);
    const action = info ? actionOf(request, info.meta) : undefined;
    if (!action || !info?.meta?.multipart || !Object.hasOwn(info.meta.multipart, action))
      return null;
    // Every multipart action names its limit (a contract test); the JSON one is a safe floor.
    return info.meta.multipartLimits?.[action] ?? { maxBytes: MAX_JSON_BYTES };
  };

  // Body limits and turns go by path, whatever the method, as the gates ahead of routing see them.
  const routeAt = new Map(routes.map((r) => [r.route.path, r]));
  /** The largest JSON body the route at `path` takes (the contract's, else the default). */
  const jsonLimitOf = (path: string): number =>
    routeAt.get(path)?.meta?.maxJsonBytes ?? MAX_JSON_BYTES;
  /** The turn a request at `path` waits for (http/admission.ts): 'hashing' when it hashes. */
  const admissionOf = (path: string): 'api' | 'hashing' =>
    routeAt.get(path)?.meta?.admission ?? 'api';

  /** The refusal text for a token that opens no session, or null when it does. */
  const checkToken = async (token: string): Promise<string | null> =>
    (await principalOf(deps, token)) ? null : MESSAGES.invalidSession;

  /** The request's contract action for the metrics, or undefined when it names none. */
  const labelOf = (request: Request): string | undefined => {
    const info = routeOf(request);
    return info ? actionLabelOf(info, request) : undefined;
  };

  return {
    handler,
    contract,
    labelOf,
    multipartLimitOf,
    jsonLimitOf,
    admissionOf,
    checkToken,
    databaseDown,
  };
}
