import type { ApiFetcherArgs } from '@ts-rest/core';
import { readServerEvents, type ServerEvent } from './server-sent-events';

// How a request that ts-rest's client has built (URL with its query, headers, body) goes on the
// wire: the `api` hook of the transport's client. The rest of the call (session, action, texts)
// is the transport's.

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Makes the XMLHttpRequest of a call that reports upload progress (a fake one in tests). */
export type XhrFactory = () => XMLHttpRequest;

/** Bytes of the request body sent so far and in all, as the browser reports them. */
export type ProgressListener = (sent: number, total: number) => void;

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

/** An HTTP answer as either way of sending gives it, in the shape ts-rest wants of `api`. */
export type Answer = { status: number; body: unknown; headers: Headers };

/** What a call hands ts-rest's client beside the request; ts-rest passes it on to `api`. */
export type SendExtras = {
  /** Only a multipart call reports progress, and only where XMLHttpRequest exists. */
  onProgress?: ProgressListener | undefined;
  /** The 2xx reply is a file (a `DownloadedFile` body), not JSON. */
  asFile?: boolean | undefined;
  /**
   * The call asks for server-sent events: each event but the last goes to `onEvent` as it
   * arrives; the last one is the answer (`done`: its data as a 200 body; `error`: its `status`
   * with its data as the body). A refusal before the stream is JSON as ever.
   */
  onEvent?: ((event: ServerEvent) => void) | undefined;
};

/** The answer a stream of events ends with (see SendExtras.onEvent). */
async function answerOfEvents(
  response: Response,
  onEvent: (event: ServerEvent) => void,
): Promise<Answer> {
  let last: ServerEvent | undefined;
  await readServerEvents(response.body!, (event) => {
    if (event.type === 'done' || event.type === 'error') last = event;
    else onEvent(event);
  });
  if (last?.type === 'done') return { status: 200, body: last.data, headers: response.headers };
  const status = (last?.data as { status?: unknown } | undefined)?.status;
  // A stream cut before its last event: the server went away mid-answer.
  if (typeof status !== 'number') throw new Error('stream ended without an answer');
  return { status, body: last!.data, headers: response.headers };
}

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
type Send = (url: string, init: RequestInit, extras: SendExtras) => Promise<Answer>;

const sendWithFetch =
  (fetch: FetchLike): Send =>
  async (url, init, { asFile, onEvent }) => {
    const response = await fetch(url, init);
    if (onEvent && response.ok && response.headers.get('content-type')?.includes('event-stream'))
      return answerOfEvents(response, onEvent);
    if (asFile && response.ok) {
      const file: DownloadedFile = {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
      return { status: response.status, body: file, headers: response.headers };
    }
    return {
      status: response.status,
      body: parseBody(await response.text()),
      headers: response.headers,
    };
  };

/**
 * The same request through XMLHttpRequest, whose `upload.onprogress` is the only way a browser
 * tells how much of a body has gone. Everything after the answer is shared with fetch.
 */
const sendWithXhr =
  (createXhr: XhrFactory): Send =>
  (url, init, { onProgress }) =>
    new Promise<Answer>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) return reject(new Error('aborted'));
      const xhr = createXhr();
      xhr.open(init.method ?? 'POST', url);
      for (const [name, value] of Object.entries(init.headers ?? {}))
        xhr.setRequestHeader(name, String(value));
      xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
      xhr.onload = () => {
        // An upload's answer is JSON, never a file: Retry-After is the one header read from it.
        const retryAfter = xhr.getResponseHeader('retry-after');
        resolve({
          status: xhr.status,
          body: parseBody(xhr.responseText),
          headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
        });
      };
      xhr.onerror = xhr.ontimeout = () => reject(new Error('network'));
      xhr.onabort = () => reject(new Error('aborted'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit);
    });

/**
 * ts-rest's `api` hook: sends what its client built through fetch, or through XMLHttpRequest when
 * the caller follows a multipart upload's progress, and sends it again while the server is busy.
 */
export const createSender = (config: {
  fetch: FetchLike;
  /** For calls with `onProgress`; without it (Node) they go through fetch and report nothing. */
  xhr?: XhrFactory | undefined;
  /** How a retry waits. */
  wait: (ms: number) => Promise<void>;
}) => {
  const fetchSend = sendWithFetch(config.fetch);
  const xhrSend = config.xhr ? sendWithXhr(config.xhr) : undefined;
  return async (args: ApiFetcherArgs & SendExtras): Promise<Answer> => {
    const { path, method, rawBody, onProgress, asFile, onEvent } = args;
    const headers = { ...args.headers };
    // The transport builds a multipart body itself (ts-rest would send it as JSON, the route's
    // content type): no content-type then, fetch sets multipart/form-data with its boundary.
    const form = rawBody instanceof FormData ? rawBody : undefined;
    if (form) delete headers['content-type'];
    const init: RequestInit = { ...args.fetchOptions, method, headers };
    const body = form ?? args.body;
    if (method !== 'GET' && body !== null && body !== undefined) init.body = body;
    const send = onProgress && form && xhrSend ? xhrSend : fetchSend;
    const extras: SendExtras = { onProgress, asFile, onEvent };

    let answer = await send(path, init, extras);
    for (let retry = 1; retry <= BUSY_RETRIES; retry += 1) {
      const retryAfter = retryAfterOf(answer.headers.get('retry-after'));
      if (answer.status !== 503 || retryAfter === undefined) break;
      await config.wait(Math.min(Math.max(retryAfter, 1) * 1000, BUSY_WAIT_MAX_MS));
      if (init.signal?.aborted) throw new Error('aborted');
      answer = await send(path, init, extras);
    }
    return answer;
  };
};
