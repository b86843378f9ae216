import { readSessionFields, type KeyValueStorage } from '@portal/domain';
import type { AppRoute } from '@ts-rest/core';
import type { z, ZodType, ZodTypeDef } from 'zod';
import type { RouteMeta } from './contracts/shared';
import { failure, serverMessageOf, success, type ApiResult } from './result';
import { apiMessages } from './messages';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

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
  /** Text when session fields are missing (SPEC.md §8 differs per screen). */
  missingSessionMessage?: string;
  /** Text when the network fails; defaults to failureMessage. */
  networkMessage?: string;
  /** Show the server's `error`/`message` instead of failureMessage when it sends one. */
  preferServerMessage?: boolean;
  /** Read the reply body whatever the HTTP status (SPEC.md: verify-reset-token). */
  ignoreStatus?: boolean;
  /** Session fields given by the caller instead of read from storage. */
  session?: Record<string, string>;
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

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const createTransport = (config: {
  baseUrl: string;
  storage: KeyValueStorage;
  fetch: FetchLike;
}): Transport => {
  const base = config.baseUrl.replace(/\/+$/, '');
  return {
    async call<T, R extends AppRoute>(options: CallOptions<T, R>): Promise<ApiResult<T>> {
      const meta = (options.route.metadata ?? { session: 'none' }) as RouteMeta;
      const session = options.session ?? sessionFieldsFor(meta.session, config.storage);
      if (session === null) {
        return failure('missing-session', options.missingSessionMessage ?? apiMessages.authMissing);
      }
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      const action: string | undefined = options.action;
      if (action !== undefined) {
        if (meta.actionIn === 'query') query.set('action', action);
        else headers['action'] = action;
      }
      const init: RequestInit = { method: options.route.method, headers };
      if (options.route.method === 'GET') {
        for (const [key, value] of Object.entries(session)) query.set(key, value);
      } else if (options.form) {
        // No content-type: fetch sets multipart/form-data with its boundary. The session goes in
        // the first parts (the server checks the token before reading further) and wins over
        // any field of the same name.
        init.body = toFormData({ ...session, ...options.form, ...session });
      } else {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify({ ...options.body, ...session });
      }
      const search = query.toString();
      const url = `${base}${options.route.path}${search ? `?${search}` : ''}`;

      let response: Response;
      let body: unknown;
      try {
        response = await config.fetch(url, init);
        body = await readBody(response);
      } catch {
        return failure('network', options.networkMessage ?? options.failureMessage);
      }
      const serverMessage = serverMessageOf(body);
      const shown = (options.preferServerMessage && serverMessage) || options.failureMessage;
      if (!response.ok && !options.ignoreStatus) {
        return failure('http', shown, { status: response.status, serverMessage });
      }
      const parsed = options.reply.safeParse(body);
      if (!parsed.success) {
        return failure('invalid-reply', shown, { status: response.status, serverMessage });
      }
      return success(parsed.data);
    },
  };
};
