import type { MiddlewareHandler } from 'hono';
import { createPortalContract, type MultipartLimit } from '@portal/api-client';
import { MESSAGES } from '../services/errors';
import { bodyRefusal, requestBody, type BodyOutcome, type BodySettings } from './body';
import { DEFAULT_MULTIPART_LIMITS, isMultipart, readMultipart, type TokenCheck } from './multipart';
import { stateOf } from './request-state';
import { contractRoutes } from './route-info';

/** Largest JSON body of a route the contract gives no limit: the longest fields fit many times. */
export const MAX_JSON_BYTES = 100 * 1024;

/**
 * Largest request body of any route the contract has (a document upload with its envelope): how
 * long Node waits for a body is measured against it (http/timeouts.ts).
 */
export const MAX_BODY_BYTES = Math.max(
  MAX_JSON_BYTES,
  ...contractRoutes(createPortalContract()).flatMap(({ meta }) => [
    meta?.maxJsonBytes ?? 0,
    ...Object.values(meta?.multipartLimits ?? {}).map((limit) => limit.maxBytes),
  ]),
);

export type BodyGateOptions = {
  settings: BodySettings;
  /** The contract's limit of the request's action when it takes multipart/form-data, else null. */
  multipartLimitOf: (request: Request) => MultipartLimit | null;
  /** The contract's largest JSON body for the route at a path. */
  jsonLimitOf: (path: string) => number;
  checkToken: TokenCheck;
};

/**
 * Reads an API request's body whole, within its size limit and its deadline, before the request
 * asks for a turn (http/admission.ts): a slow body then holds a socket, not a turn. JSON and text
 * are kept for the dispatcher (`RequestState.body`); a multipart form is parsed as it arrives
 * (http/multipart.ts). Only multipart forms carry files; a JSON body has no reason to be large.
 * A refusal goes out at once and lingers over the rest of the body (http/body.ts); a body that
 * misses its deadline is answered 408 and its connection closed without waiting for more.
 */
export function bodyGate(options: BodyGateOptions): MiddlewareHandler {
  const { settings } = options;

  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = requestBody(c, settings);
    /** A refusal, lingering over the rest of the body unless it came too slowly already. */
    const refuse = (status: number, message: string) =>
      bodyRefusal(status, message, status === 408 ? undefined : body.linger());
    const refusalOf = (outcome: Exclude<BodyOutcome, 'complete'>) =>
      outcome === 'too_large'
        ? refuse(413, MESSAGES.tooLarge)
        : outcome === 'timeout'
          ? refuse(408, MESSAGES.timeout)
          : // The client went away: nobody reads this.
            refuse(400, MESSAGES.badRequest);

    if (isMultipart(c.req.header('content-type'))) {
      // Refused before a byte is read unless the contract gives this action a multipart body.
      // Its size limit and the refusal's text (a document's or an admin's logo's own words) are
      // the action's, from the contract.
      const limit = options.multipartLimitOf(c.req.raw);
      if (!limit) return refuse(415, MESSAGES.unsupportedMediaType);
      const read = await readMultipart(
        c.req.raw,
        body.read,
        { ...DEFAULT_MULTIPART_LIMITS, ...limit },
        options.checkToken,
      );
      if (!read.ok) return refuse(read.status, read.message);
      // The handlers find the form beside the request.
      stateOf(c.req.raw).form = read.form;
      return next();
    }

    const maxBytes = options.jsonLimitOf(c.req.path);
    // A declared length is judged before a byte is read (Node's parser holds the body to it).
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) return refuse(413, MESSAGES.tooLarge);
      if (Number(declared) === 0) return next();
    }
    const chunks: Buffer[] = [];
    const outcome = await body.read(maxBytes, (chunk) => {
      chunks.push(chunk);
    });
    if (outcome !== 'complete') return refusalOf(outcome);
    stateOf(c.req.raw).body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    return next();
  };
}
