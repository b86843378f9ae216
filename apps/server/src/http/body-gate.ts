import type { MiddlewareHandler } from 'hono';
import {
  ADMIN_LOGO_TOO_LARGE,
  DOCUMENT_FILE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_TRANSCRIPT_BYTES,
  MAX_UPLOAD_BYTES,
} from '@portal/domain';
import { MESSAGES } from '../services/errors';
import { bodyRefusal, requestBody, type BodyOutcome, type BodySettings } from './body';
import { DEFAULT_MULTIPART_LIMITS, isMultipart, readMultipart, type TokenCheck } from './multipart';
import { stateOf } from './request-state';

/** Room for a multipart envelope or a JSON encoding around the file a request carries. */
const ENVELOPE_BYTES = 1024 * 1024;
/** Largest request body: a document upload plus its multipart envelope. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;
/** Largest body of any other kind (JSON): the longest text fields fit many times over. */
export const MAX_JSON_BYTES = 100 * 1024;
/** A board's updateOrder names every task, descriptions left out: room for a 5,000-task board. */
export const MAX_TASKS_JSON_BYTES = 2 * 1024 * 1024;
/** The meetings ingestion action carries a transcript file as JSON text. */
export const MAX_INGEST_JSON_BYTES = MAX_TRANSCRIPT_BYTES + ENVELOPE_BYTES;

export type BodyGateOptions = {
  /** The API's root path (`/webhook/<app>`). */
  prefix: string;
  settings: BodySettings;
  /** The contract's action and path when it takes multipart/form-data, else null. */
  acceptsMultipart: (request: Request) => { action: string; path: string } | null;
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
  const { prefix, settings } = options;
  const jsonLimitOf = (path: string) =>
    path === `${prefix}/meetings/ingest`
      ? MAX_INGEST_JSON_BYTES
      : path === `${prefix}/tasks`
        ? MAX_TASKS_JSON_BYTES
        : MAX_JSON_BYTES;

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
      const accepted = options.acceptsMultipart(c.req.raw);
      if (!accepted) return refuse(415, MESSAGES.unsupportedMediaType);
      const upload = accepted.action === 'uploadDoc';
      const maxBytes = (upload ? MAX_UPLOAD_BYTES : MAX_IMAGE_BYTES) + ENVELOPE_BYTES;
      // A document or an admin's logo past its limit is told SPEC's words ('File size exceeds
      // 10MB limit', 'Image size should be less than 2MB').
      const tooLargeMessage = upload
        ? DOCUMENT_FILE_TOO_LARGE
        : accepted.path.endsWith('/admin/business')
          ? ADMIN_LOGO_TOO_LARGE
          : undefined;
      const read = await readMultipart(
        c.req.raw,
        body.read,
        { ...DEFAULT_MULTIPART_LIMITS, maxBytes, tooLargeMessage },
        options.checkToken,
      );
      if (!read.ok) return refuse(read.status, read.message);
      // The handlers find the form beside the request.
      stateOf(c.req.raw).form = read.form;
      return next();
    }

    const maxBytes = jsonLimitOf(c.req.path);
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
