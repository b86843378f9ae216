import type { ServerOptions } from 'node:http';

/**
 * How long the server waits for a client, at each step of a request. Node's own limits cover the
 * headers and an idle kept-alive connection; the body's deadline and the lingering close after
 * a refusal are the app's (http/body.ts), since the app reads the body before its turn.
 */
export type HttpTimeouts = {
  /** The request line and headers must arrive within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A body must arrive within this (BODY_TIMEOUT_MS), plus the time BODY_MIN_RATE gives it. */
  bodyTimeoutMs: number;
  /** After a refusal, the rest of the body is read and dropped for at most this long (LINGER_MS)… */
  lingerMs: number;
  /** …and at most this many bytes (LINGER_MAX_BYTES); then the connection closes all the same. */
  lingerMaxBytes: number;
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  bodyTimeoutMs: 10_000,
  lingerMs: 5_000,
  lingerMaxBytes: 64 * 1024 * 1024,
};

/**
 * Bytes a second for which a body earns a second more than `bodyTimeoutMs` (Apache's
 * mod_reqtimeout MinRate): a 10 MB upload over a slow line (half a megabit a second) still
 * arrives, while a body that drips a byte now and then misses its deadline.
 */
export const BODY_MIN_RATE = 64 * 1024;

/** When a body of `bytes` received so far is due, counted from the start of its reading. */
export const bodyDeadlineMs = (timeouts: Pick<HttpTimeouts, 'bodyTimeoutMs'>, bytes: number) =>
  timeouts.bodyTimeoutMs + (bytes / BODY_MIN_RATE) * 1000;

/**
 * Node's server options for these timeouts. Its `requestTimeout` (the whole request) stays a
 * backstop behind the app's body deadline, for the largest body the app takes
 * (`maxBodyBytes`); Node checks its timeouts every `connectionsCheckingInterval`.
 */
export const serverOptions = (timeouts: HttpTimeouts, maxBodyBytes: number): ServerOptions => ({
  headersTimeout: timeouts.headersTimeoutMs,
  requestTimeout:
    timeouts.headersTimeoutMs + bodyDeadlineMs(timeouts, maxBodyBytes) + timeouts.lingerMs + 5_000,
  keepAliveTimeout: timeouts.keepAliveTimeoutMs,
  connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs),
});
