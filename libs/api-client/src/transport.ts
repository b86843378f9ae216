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
} & SendOptions;

/** What a caller may add to a call that sends something large (an upload). */
export type SendOptions = {
  /** Aborts the call; the result is then a failure with reason 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Bytes of the request body sent so far and in all, as the browser reports them. Only a
   * multipart call reports progress, and only where XMLHttpRequest exists (fetch cannot).
   */
  onProgress?: (sent: number, total: number) => void;
};

/** Makes the XMLHttpRequest of a call that reports upload progress (a fake one in tests). */
export type XhrFactory = () => XMLHttpRequest;

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

/** A file the server answered: its bytes (with their type) and the name it was given. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * The file name of a Content-Disposition header: RFC 6266's `filename*` (UTF-8, percent-encoded)
 * first, else the plain `filename`; null without one.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}

const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * An HTTP answer as either way of sending gives it: the status and the body, parsed, and the
 * seconds of its Retry-After header when it has one.
 */
type Answer = { status: number; body: unknown; retryAfter?: number };

/** Seconds of a Retry-After header given in seconds (a date is not used here), else undefined. */
const retryAfterOf = (header: string | null): number | undefined => {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
};

/**
 * A server too busy to start a request answers 503 with Retry-After before reading it (the
 * server's admission control): nothing was done, so the same request is sent again after the
 * time it asks for, at most twice, and never waiting more than a few seconds in all.
 */
const BUSY_RETRIES = 2;
const BUSY_WAIT_MAX_MS = 3_000;
/** Sends a built request; rejects when no answer came (network fault or abort). */
type Send = (
  url: string,
  init: RequestInit,
  onProgress?: SendOptions['onProgress'],
  asFile?: boolean,
) => Promise<Answer>;

const sendWithFetch =
  (fetch: FetchLike): Send =>
  async (url, init, _onProgress, asFile) => {
    const response = await fetch(url, init);
    if (asFile && response.ok) {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
      return { status: response.status, body: file };
    }
    const retryAfter = retryAfterOf(response.headers.get('retry-after'));
    return {
      status: response.status,
      body: parseBody(await response.text()),
      ...(retryAfter !== undefined && { retryAfter }),
    };
  };

/**
 * The same request through XMLHttpRequest, whose `upload.onprogress` is the only way a browser
 * tells how much of a body has gone. Everything after the answer is shared with fetch.
 */
const sendWithXhr =
  (createXhr: XhrFactory): Send =>
  (url, init, onProgress) =>
    new Promise<Answer>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) return reject(new Error('aborted'));
      const xhr = createXhr();
      xhr.open(init.method ?? 'POST', url);
      for (const [name, value] of Object.entries(init.headers ?? {}))
        xhr.setRequestHeader(name, String(value));
      xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
      xhr.onload = () => {
        const retryAfter = retryAfterOf(xhr.getResponseHeader('retry-after'));
        resolve({
          status: xhr.status,
          body: parseBody(xhr.responseText),
          ...(retryAfter !== undefined && { retryAfter }),
        });
      };
      xhr.onerror = xhr.ontimeout = () => reject(new Error('network'));
      xhr.onabort = () => reject(new Error('aborted'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit);
    });

export const createTransport = (config: {
  baseUrl: string;
  storage: KeyValueStorage;
  fetch: FetchLike;
  /** For calls with `onProgress`; without it (Node) they go through fetch and report nothing. */
  xhr?: XhrFactory;
  /** How a retry waits (tests pass their own); a timer by default. */
  wait?: (ms: number) => Promise<void>;
}): Transport => {
  const wait = config.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const base = config.baseUrl.replace(/\/+$/, '');
  const fetchSend = sendWithFetch(config.fetch);
  const xhrSend = config.xhr ? sendWithXhr(config.xhr) : undefined;
  return {
    async call<T, R extends AppRoute>(options: CallOptions<T, R>): Promise<ApiResult<T>> {
      const meta = (options.route.metadata ?? { session: 'none' }) as RouteMeta;
      const session = options.session ?? sessionFieldsFor(meta.session, config.storage);
      if (session === null) {
        return failure('missing-session', options.missingSessionMessage ?? apiMessages.authMissing);
      }
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      const bearer = meta.session === 'ingest' && readSessionFields(config.storage).jwt;
      if (bearer) headers['authorization'] = `Bearer ${bearer}`;
      const action: string | undefined = options.action;
      if (action !== undefined) {
        if (meta.actionIn === 'query') query.set('action', action);
        else headers['action'] = action;
      }
      // Cookies go to the portal's own origin only: the login's device cookie (HttpOnly, set by
      // the server at each successful login) lets its browser past an account-wide wait that
      // strangers' guesses set. Never 'include': no other origin gets them.
      const init: RequestInit = {
        method: options.route.method,
        headers,
        credentials: 'same-origin',
      };
      if (options.signal) init.signal = options.signal;
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

      const send = options.onProgress && options.form && xhrSend ? xhrSend : fetchSend;
      let answer: Answer;
      try {
        answer = await send(url, init, options.onProgress, options.asFile);
        for (let retry = 1; retry <= BUSY_RETRIES; retry += 1) {
          if (answer.status !== 503 || answer.retryAfter === undefined) break;
          await wait(Math.min(Math.max(answer.retryAfter, 1) * 1000, BUSY_WAIT_MAX_MS));
          if (options.signal?.aborted) throw new Error('aborted');
          answer = await send(url, init, options.onProgress, options.asFile);
        }
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
