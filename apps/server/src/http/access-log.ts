import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { Logger } from '../logger';

/** An `action` longer than any of the contract's is cut: it is the caller's text. */
const MAX_ACTION_LENGTH = 64;

/** What the access line says of one request. */
export type AccessFields = {
  method: string;
  /** Without the query string: a signed file link's signature stays out of the log. */
  path: string;
  /** the product's `action` (header or query parameter), when the request named one. */
  action?: string;
  status: number;
  /** From the request's arrival to its reply's last byte handed to the socket. */
  ms: number;
  /** What the socket sent for the reply, status line and headers included (as Apache's %O). */
  bytes?: number;
  /** The caller left before the reply's end. */
  aborted?: true;
};

const actionOf = (c: Context): string | undefined => {
  const action =
    c.req.header('action') ?? (c.req.url.includes('?') ? c.req.query('action') : undefined);
  return action?.slice(0, MAX_ACTION_LENGTH);
};

/**
 * One access line per request, written once the reply has left (its status, duration and size
 * are known only then), with the request's id. pino writes it asynchronously.
 */
export function accessLog(logger: Logger): (c: Context, id: string, started: number) => void {
  // Written after the request's scope, from the logger the app was given: `reqId` as a field
  // costs less than a child logger made for this one line.
  const write = (id: string, fields: AccessFields) =>
    logger.info(`[http] ${fields.method} ${fields.path} ${fields.status}`, {
      reqId: id,
      ...fields,
    });
  return (c, id, started) => {
    const base = { method: c.req.method, path: c.req.path, action: actionOf(c) };
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const socket = outgoing?.socket;
    if (!outgoing || !socket) {
      // Not behind @hono/node-server (app.request in a unit test): the reply as handed over.
      const length = c.res.headers.get('content-length');
      write(id, {
        ...base,
        status: c.res.status,
        ms: elapsed(started),
        bytes: length === null ? undefined : Number(length),
      });
      return;
    }
    // A kept-alive socket has sent earlier replies: this one is what it sends from now on.
    const before = socket.bytesWritten;
    const done = () =>
      write(id, {
        ...base,
        status: outgoing.statusCode,
        ms: elapsed(started),
        bytes: socket.bytesWritten - before,
        ...(outgoing.writableFinished ? {} : { aborted: true as const }),
      });
    if (outgoing.closed) done();
    else outgoing.once('close', done);
  };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
