import { describeError, type Logger } from '../logger';
import { MESSAGES, type FailureKind } from '../services/errors';

export type ErrorBody = { status: 'error'; error: string; message: string };

export const errorBody = (message: string): ErrorBody => ({
  status: 'error',
  error: message,
  message,
});

export const STATUS_OF: Record<
  FailureKind,
  400 | 401 | 403 | 404 | 409 | 413 | 429 | 501 | 502 | 504
> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  not_implemented: 501,
  upstream_failed: 502,
  upstream_timeout: 504,
};

export const jsonResponse = (status: number, body: unknown, headers?: HeadersInit): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/** Seconds a client is told to wait before it asks again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** How often, at most, an unreachable database is logged (every request fails meanwhile). */
const DATABASE_DOWN_LOG_EVERY_MS = 10_000;

/**
 * The reply to a request the database could not serve because it cannot be reached: 503 with
 * Retry-After and the pt-BR text, as /readyz says 503 then; the request may succeed once the
 * database is back, unlike a 500's bug. Logged once every ten seconds at most.
 */
export function databaseDownReply(logger: Logger, now: () => number = Date.now) {
  let warnedAt = -Infinity;
  return (error: unknown): Response => {
    if (now() - warnedAt >= DATABASE_DOWN_LOG_EVERY_MS) {
      warnedAt = now();
      logger.warn(
        `[db] banco de dados inalcançável, respondendo 503: ${describeError(error).split('\n')[0]}`,
      );
    }
    return jsonResponse(503, errorBody(MESSAGES.databaseUnavailable), {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  };
}
