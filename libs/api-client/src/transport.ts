import { readSessionFields, type KeyValueStorage } from '@portal/domain';
import { initClient, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { z, ZodType, ZodTypeDef } from 'zod';
import type { RouteMeta } from './contracts/shared';
import { failure, serverMessageOf, success, type ApiResult } from './result';
import { apiMessages } from './messages';
import type { ServerEvent } from './server-sent-events';
import {
  createSender,
  type Answer,
  type FetchLike,
  type ProgressListener,
  type SendExtras,
  type XhrFactory,
} from './send';

export { fileNameOf } from './send';
export type { DownloadedFile, FetchLike, XhrFactory } from './send';

/** A multipart field: text, a number, a list (sent as JSON text) or a file; null/undefined are left out. */
export type FormValue = string | number | boolean | Blob | readonly string[] | null | undefined;

type ActionEnumOf<S> =
  S extends z.ZodObject<infer Shape>
    ? Shape extends { action: z.ZodEnum<infer V> }
      ? V[number]
      : never
    : never;

/** The `action` values a route accepts (query or header), `never` for single-operation paths. */
export type ActionOf<R extends AppRoute> =
  ActionEnumOf<R['query']> | ActionEnumOf<R extends { headers: infer H } ? H : never>;

/** Body fields the transport adds from storage for each RouteMeta['session'] (sessionFieldsFor). */
export type SessionFieldNames = {
  none: never;
  jwt: 'jwt';
  auth: 'jwt' | 'authType';
  business: 'jwt' | 'authType' | 'business';
  businessId: 'jwt' | 'authType' | 'businessId';
  ingest: never;
};

/**
 * A contract body as the client's caller gives it: the schema's fields minus the session fields
 * the transport adds for the route's `session` kind (an admin body's own `businessId` stays).
 */
export type WithoutSession<T, S extends RouteMeta['session']> = Omit<T, SessionFieldNames[S]>;

/** Routes with an action enum require one of its values; others take none. */
type ActionOption<R extends AppRoute> = [ActionOf<R>] extends [never]
  ? { action?: never }
  : {
      /** Placed in the query string or the `action` header, as the route's metadata says. */
      action: ActionOf<R>;
    };

export type CallOptions<T, R extends AppRoute = AppRoute> = ActionOption<R> & {
  route: R;
  /** JSON body fields; the session fields of the route are added. */
  body?: Record<string, unknown>;
  /** Multipart fields instead of a JSON body; the session fields are added as form fields. */
  form?: Record<string, FormValue>;
  reply: ZodType<T, ZodTypeDef, unknown>;
  /** pt-BR text for any failure with an answer or a bad reply. */
  failureMessage: string;
  /** Text when session fields are missing (the admin screens word it their own way). */
  missingSessionMessage?: string;
  /** Text when the network fails; defaults to failureMessage. */
  networkMessage?: string;
  /** Show the server's `error`/`message` instead of failureMessage when it sends one. */
  preferServerMessage?: boolean;
  /** Read the reply body whatever the HTTP status (verify-reset-token's `valid` decides). */
  ignoreStatus?: boolean;
  /**
   * The 2xx reply is a file, not JSON: `reply` then parses a `DownloadedFile` (its bytes and the
   * name its Content-Disposition gives). Refusals are JSON as ever.
   */
  asFile?: boolean;
  /** Session fields given by the caller instead of read from storage. */
  session?: Record<string, string>;
  /**
   * Asks for the reply as server-sent events (`Accept: text/event-stream`): each event before
   * the last is handed here as it arrives; the last one is the reply (see send.ts).
   */
  onEvent?: (event: ServerEvent) => void;
} & SendOptions;

/** What a caller may add to a call that sends something large (an upload). */
export type SendOptions = {
  /** Aborts the call; the result is then a failure with reason 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Bytes of the request body sent so far and in all, as the browser reports them. Only a
   * multipart call reports progress, and only where XMLHttpRequest exists (fetch cannot).
   */
  onProgress?: ProgressListener;
};

export type Transport = {
  call<T, R extends AppRoute>(options: CallOptions<T, R>): Promise<ApiResult<T>>;
};

const sessionFieldsFor = (
  kind: RouteMeta['session'],
  storage: KeyValueStorage,
): Record<string, string> | null => {
  if (kind === 'none') return {};
  const { jwt, authType, businessId } = readSessionFields(storage);
  if (!jwt) return null;
  // The ingestion route is no portal session: the token travels as `Authorization: Bearer`.
  if (kind === 'ingest') return {};
  if (kind === 'jwt') return { jwt };
  if (!authType) return null;
  if (kind === 'auth') return { jwt, authType };
  if (!businessId) return null;
  return kind === 'business'
    ? { jwt, authType, business: businessId }
    : { jwt, authType, businessId };
};

const toFormData = (fields: Record<string, FormValue>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
};

/** A request as `call` hands it to ts-rest's client for one route. */
type RouteRequest = {
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Record<string, unknown> | FormData;
  fetchOptions?: { signal: AbortSignal };
} & SendExtras;
type RouteFunction = (request: RouteRequest) => Promise<Answer>;

/** Each route of the contract with its function in ts-rest's client (the same tree). */
const routeFunctions = (
  router: AppRouter,
  client: unknown,
  into = new Map<AppRoute, RouteFunction>(),
): Map<AppRoute, RouteFunction> => {
  for (const [key, value] of Object.entries(router)) {
    const inClient = (client as Record<string, unknown>)[key];
    if (isAppRoute(value)) into.set(value, inClient as RouteFunction);
    else routeFunctions(value, inClient, into);
  }
  return into;
};

/**
 * The calls of one contract: ts-rest's client builds each request (path, query, headers, JSON
 * body) and sends it through `createSender`; around it, the session fields the route needs, the
 * place of its `action`, and the answer turned into an ApiResult with the call's pt-BR text.
 */
export const createTransport = (config: {
  contract: AppRouter;
  baseUrl: string;
  storage: KeyValueStorage;
  fetch: FetchLike;
  /** For calls with `onProgress`; without it (Node) they go through fetch and report nothing. */
  xhr?: XhrFactory | undefined;
  /** How a retry waits (tests pass their own); a timer by default. */
  wait?: (ms: number) => Promise<void>;
}): Transport => {
  const client = initClient(config.contract, {
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    // Cookies go to the portal's own origin only: the login's device cookie (HttpOnly, set by
    // the server at each successful login) lets its browser past an account-wide wait that
    // strangers' guesses set. Never 'include': no other origin gets them.
    credentials: 'same-origin',
    api: createSender({
      fetch: config.fetch,
      xhr: config.xhr,
      wait: config.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
    }),
  });
  const routes = routeFunctions(config.contract, client);

  return {
    async call<T, R extends AppRoute>(options: CallOptions<T, R>): Promise<ApiResult<T>> {
      const send = routes.get(options.route);
      if (!send) throw new Error(`${options.route.path} is no route of the client's contract`);
      const meta = (options.route.metadata ?? { session: 'none' }) as RouteMeta;
      const session = options.session ?? sessionFieldsFor(meta.session, config.storage);
      if (session === null) {
        return failure('missing-session', options.missingSessionMessage ?? apiMessages.authMissing);
      }
      const query: Record<string, string> = {};
      const headers: Record<string, string> = {};
      const bearer = meta.session === 'ingest' && readSessionFields(config.storage).jwt;
      if (bearer) headers['authorization'] = `Bearer ${bearer}`;
      const action: string | undefined = options.action;
      if (action !== undefined) {
        if (meta.actionIn === 'query') query['action'] = action;
        else headers['action'] = action;
      }
      if (options.onEvent) headers['accept'] = 'text/event-stream';
      const request: RouteRequest = {
        query,
        headers,
        onProgress: options.onProgress,
        asFile: options.asFile,
        onEvent: options.onEvent,
      };
      if (options.signal) request.fetchOptions = { signal: options.signal };
      if (options.route.method === 'GET') Object.assign(query, session);
      // The session goes in the first parts (the server checks the token before reading further)
      // and wins over any field of the same name.
      else if (options.form) request.body = toFormData({ ...session, ...options.form, ...session });
      else request.body = { ...options.body, ...session };

      let answer: Answer;
      try {
        answer = await send(request);
      } catch {
        if (options.signal?.aborted) return failure('cancelled', options.failureMessage);
        return failure('network', options.networkMessage ?? options.failureMessage);
      }
      const { status, body } = answer;
      const serverMessage = serverMessageOf(body);
      const shown = (options.preferServerMessage && serverMessage) || options.failureMessage;
      if ((status < 200 || status > 299) && !options.ignoreStatus) {
        return failure('http', shown, { status, serverMessage });
      }
      const parsed = options.reply.safeParse(body);
      if (!parsed.success) {
        return failure('invalid-reply', shown, { status, serverMessage });
      }
      return success(parsed.data);
    },
  };
};
