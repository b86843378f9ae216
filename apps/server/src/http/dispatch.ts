import {
  checkZodSchema,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  TsRestResponseError,
  validateResponse,
  type AppRoute,
} from '@ts-rest/core';
import { RequestValidationError, TsRestHttpError } from '@ts-rest/serverless/fetch';
import type { Platform } from './tsr';
import { gzipped, isCompressible, negotiated, type Bytes } from './compression';
import { keptSerialization } from '../cache/kept-replies';
import { stateOf } from './request-state';

/** A request as the handlers see it: its parsed body, query and (absent) path parameters. */
export type ApiRequest = Request & {
  content?: unknown;
  query?: Record<string, string | string[]>;
  params?: Record<string, string>;
};

/** One action of the contract as ts-rest's `t.router` types it: (args, context) → reply. */
export type Implementation = (
  args: { params: unknown; body: unknown; query: unknown; headers: unknown },
  context: Platform & { appRoute: AppRoute; request: ApiRequest; responseHeaders: Headers },
) => Promise<{ status: number; body: unknown }>;

type Middleware = (request: ApiRequest, platform: Platform) => Promise<Response | undefined>;

/**
 * The request's own body is not JSON. A class of its own rather than the SyntaxError that
 * JSON.parse throws: an action may parse JSON too (a model provider's reply, a stored value), and
 * its SyntaxError is a fault of the server's, never the caller's bad body.
 */
export class MalformedJsonError extends Error {
  override name = 'MalformedJsonError';
}

/**
 * A reply an action writes as it goes (the chat's server-sent events): its bytes and headers go
 * out as they are, past the contract's response check and the JSON encoding, which are for whole
 * replies. The action chooses it only when the client asked for it.
 */
export class StreamedReply {
  constructor(
    readonly stream: ReadableStream<Uint8Array>,
    readonly headers: Readonly<Record<string, string>>,
  ) {}
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedJsonError('corpo da requisição não é JSON');
  }
};

export type DispatchOptions<R> = {
  /** The route of a request, or undefined when the contract has none at its method and path. */
  routeOf: (request: Request) => (R & { route: AppRoute }) | undefined;
  /** The implementation of a route (ours, or the guarded 501). */
  implementationOf: (route: R) => Implementation;
  /** Run in order before the body is validated; a Response ends the request there. */
  middleware: Middleware[];
  /** Check every reply against the contract (tests); a mismatch is thrown to `errorHandler`. */
  responseValidation: boolean;
  errorHandler: (error: unknown, request: ApiRequest) => Response;
};

/** The query string as ts-rest's router gave it: a repeated key becomes an array. */
export const queryOf = (url: string): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = Object.create(null);
  const start = url.indexOf('?');
  if (start < 0) return query;
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    const before = query[key];
    query[key] = before === undefined ? value : ([] as string[]).concat(before, value);
  }
  return query;
};

const utf8 = new TextDecoder();

/** The body's text: read ahead of the turn (http/body-gate.ts), or from the request itself. */
const textOf = (request: Request): Promise<string> | string => {
  const read = stateOf(request).body;
  // As Request.text() decodes: UTF-8, a leading BOM dropped, bad bytes replaced.
  return read ? utf8.decode(read) : request.text();
};

const accept = (request: Request) => request.headers.get('accept-encoding');

const headersObject = (headers: Headers): Record<string, string> => {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
};

/**
 * The contract's actions served straight from the request Hono hands over: ts-rest's fetch
 * handler does the same steps (parse, middleware, validate, call, validate the reply, encode) but
 * needs a standard Request and answers a standard Response, and on Node both cost more than the
 * action itself on the hot path. The implementations, their types (`t.router`) and the
 * contract are ts-rest's; the checks are ts-rest's own (`checkZodSchema`,
 * `validateResponse`), in its order. A JSON reply is gzipped here, from its text, for a client that
 * takes it (http/compression.ts).
 */
export function createDispatcher<R>(options: DispatchOptions<R>) {
  const { routeOf, implementationOf, middleware, responseValidation, errorHandler } = options;

  const run = async (request: ApiRequest, platform: Platform): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const type = request.headers.get('content-type');
      if (type?.includes('json')) request.content = parseJson(await textOf(request));
      else if (type?.startsWith('text/')) request.content = await textOf(request);
    }
    request.query = queryOf(request.url);
    request.params = {};
    for (const step of middleware) {
      const early = await step(request, platform);
      if (early) return early;
    }
    const info = routeOf(request);
    if (!info) throw new TsRestHttpError(404, { message: 'Not Found' });
    const appRoute = info.route;

    const headers = checkZodSchema(headersObject(request.headers), appRoute.headers, {
      passThroughExtraKeys: true,
    });
    const query = checkZodSchema(request.query, appRoute.query);
    const body = checkZodSchema(request.content, 'body' in appRoute ? appRoute.body : null);
    if (!headers.success || !query.success || !body.success) {
      throw new RequestValidationError(
        null,
        headers.success ? null : headers.error,
        query.success ? null : query.error,
        body.success ? null : body.error,
      );
    }

    const responseHeaders = new Headers();
    let result: { status: number; body: unknown };
    try {
      result = await implementationOf(info)(
        { params: request.params, body: body.data, query: query.data, headers: headers.data },
        { appRoute, request, responseHeaders, ...platform },
      );
    } catch (error) {
      if (!(error instanceof TsRestResponseError)) throw error;
      result = { status: error.statusCode, body: error.body };
    }
    const status = Number(result.status);
    if (result.body instanceof StreamedReply) {
      for (const [name, value] of Object.entries(result.body.headers))
        responseHeaders.set(name, value);
      return new Response(result.body.stream, { status, headers: responseHeaders });
    }
    const reply = responseValidation
      ? validateResponse({ appRoute, response: { status, body: result.body } }).body
      : result.body;

    const kind = appRoute.responses[status];
    if (kind !== undefined && isAppRouteNoBody(kind))
      return new Response(null, { status, headers: responseHeaders });
    if (kind !== undefined && isAppRouteOtherResponse(kind)) {
      let bytes = reply as BodyInit;
      if (reply instanceof Blob) {
        responseHeaders.set('content-type', reply.type || kind.contentType);
        bytes = await reply.arrayBuffer();
      } else responseHeaders.set('content-type', kind.contentType);
      if (typeof bytes === 'string' && isCompressible(kind.contentType))
        bytes = await negotiated(bytes, accept(request), responseHeaders);
      return new Response(bytes, { status, headers: responseHeaders });
    }
    responseHeaders.set('content-type', 'application/json');
    // A kept reply's bytes and their gzip are made once for every reply that shares it.
    const kept = keptSerialization(reply);
    if (kept) {
      kept.bytes ??= Buffer.from(JSON.stringify(reply)) as Bytes;
      const body = await negotiated(
        kept.bytes,
        accept(request),
        responseHeaders,
        (bytes) => (kept.gzip ??= gzipped(bytes)),
      );
      return new Response(body, { status, headers: responseHeaders });
    }
    const json = await negotiated(JSON.stringify(reply), accept(request), responseHeaders);
    return new Response(json, { status, headers: responseHeaders });
  };

  return async (request: ApiRequest, platform: Platform): Promise<Response> => {
    try {
      return await run(request, platform);
    } catch (error) {
      return errorHandler(error, request);
    }
  };
}
