/**
 * Why a call failed. 'missing-session': no token / auth type / business in storage, nothing was
 * sent. 'network': no HTTP answer. 'http': a non-2xx answer. 'rejected': a 2xx answer that says
 * no (valid false, success false). 'invalid-reply': a 2xx answer in an unexpected shape.
 * 'cancelled': the caller aborted the call (its `signal`); whatever the server did is unknown to
 * the caller, who asked for it to stop and shows nothing.
 */
export type ApiFailureReason =
  'missing-session' | 'network' | 'http' | 'rejected' | 'invalid-reply' | 'cancelled';

export type ApiFailure = {
  ok: false;
  reason: ApiFailureReason;
  /** HTTP status when there was an answer. */
  status: number | null;
  /** The pt-BR text to show, chosen per call (`apiMessages`). */
  message: string;
  /** What the server said (`error` or `message`), for logs or where docs/product.md shows it. */
  serverMessage: string | null;
};

export type ApiSuccess<T> = { ok: true; data: T };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const success = <T>(data: T): ApiSuccess<T> => ({ ok: true, data });

export const failure = (
  reason: ApiFailureReason,
  message: string,
  details: { status?: number | null; serverMessage?: string | null } = {},
): ApiFailure => ({
  ok: false,
  reason,
  status: details.status ?? null,
  message,
  serverMessage: details.serverMessage ?? null,
});

/** `error` or `message` of a reply, or of its first element when the reply is a list. */
export const serverMessageOf = (body: unknown): string | null => {
  const first = Array.isArray(body) ? (body[0] as unknown) : body;
  if (first === null || typeof first !== 'object') return null;
  for (const key of ['error', 'message'] as const) {
    const value = (first as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};
