import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { errorBody } from './replies';
import { bodyDeadlineMs, type HttpTimeouts } from './timeouts';

/**
 * How request bodies are read. A body is read whole, before the request asks for a turn
 * (http/admission.ts): a client that sends slowly then holds a socket, never a turn of the
 * requests that are ready. It has a deadline; and a body refused before its end is still read
 * and dropped for a while after the refusal went out (lingering close), because closing a socket
 * the client is still writing to resets it, and a reset makes the client's system drop the
 * refusal it had not read yet (the client sees EPIPE or ECONNRESET instead of the 413).
 */
export type BodySettings = Pick<HttpTimeouts, 'bodyTimeoutMs' | 'lingerMs' | 'lingerMaxBytes'>;

/** How a body's reading ended. */
export type BodyOutcome = 'complete' | 'too_large' | 'timeout' | 'aborted' | 'stopped';

/** Takes one chunk; false (or a promise of it) stops the reading. */
export type Take = (chunk: Buffer) => boolean | void | Promise<boolean | void>;

export type RequestBody = {
  /** Reads the body to its end through `take`, unless it passes `maxBytes` or its deadline. */
  read: (maxBytes: number, take: Take) => Promise<BodyOutcome>;
  /** Reads and drops what is left of the body, within the linger bounds. */
  linger: () => Promise<void>;
};

/** The request's body as Node hands it (on @hono/node-server), or as a stream elsewhere. */
const streamOf = (c: Context): Readable | undefined => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as import('node:stream/web').ReadableStream) : undefined;
};

export function requestBody(c: Context, settings: BodySettings): RequestBody {
  const stream = streamOf(c);
  let received = 0;

  const read: RequestBody['read'] = (maxBytes, take) =>
    new Promise((resolve) => {
      if (!stream || stream.readableEnded) return resolve('complete');
      const started = Date.now();
      let done = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = (outcome: BodyOutcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        stream.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
        // What arrives next is the lingering's or nobody's: it stays in the socket until then.
        if (outcome !== 'complete') stream.pause();
        resolve(outcome);
      };
      const arm = () => {
        const due = started + bodyDeadlineMs(settings, received);
        timer = setTimeout(
          () => (Date.now() >= due ? finish('timeout') : arm()),
          Math.max(1, due - Date.now()),
        );
      };
      const onData = (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received > maxBytes) return finish('too_large');
        const went = take(chunk);
        if (went === false) return finish('stopped');
        if (went instanceof Promise) {
          // The taker needs time (a token to check, a parser to drain): nothing more meanwhile.
          stream.pause();
          went.then(
            (go) => {
              if (go === false) finish('stopped');
              else if (!done) stream.resume();
            },
            () => finish('stopped'),
          );
        }
      };
      const onEnd = () => finish('complete');
      const onClose = () => finish('aborted');
      stream.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
      arm();
      stream.resume();
    });

  const linger: RequestBody['linger'] = () =>
    new Promise((resolve) => {
      if (!stream || stream.readableEnded || stream.destroyed) return resolve();
      let dropped = 0;
      const stop = () => {
        clearTimeout(timer);
        stream.off('data', onData).off('end', stop).off('close', stop).off('error', stop);
        resolve();
      };
      const onData = (chunk: Buffer) => {
        dropped += chunk.byteLength;
        if (dropped > settings.lingerMaxBytes) stop();
      };
      const timer = setTimeout(stop, settings.lingerMs);
      stream.on('data', onData).on('end', stop).on('close', stop).on('error', stop);
      stream.resume();
    });

  return { read, linger };
}

/**
 * The refusal of a body not read to its end, in the API's error shape with `Connection: close`.
 * Its bytes go out at once; the reply ends (and Node closes the connection) once `until` is
 * done: the rest of the body read and dropped (`linger`), or nothing to wait for.
 */
export function bodyRefusal(
  status: number,
  message: string,
  until: Promise<void> = Promise.resolve(),
  headers: Record<string, string> = {},
): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(errorBody(message)));
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      void until.then(() => {
        if (!cancelled) controller.close();
      });
    },
    // The client hung up after reading the refusal (undici does, being still mid-body).
    cancel() {
      cancelled = true;
    },
  });
  return new Response(body, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(bytes.byteLength),
      connection: 'close',
      ...headers,
    },
  });
}
