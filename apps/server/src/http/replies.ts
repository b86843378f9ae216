import type { FailureKind } from '../services/errors';

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
