import busboy from 'busboy';
import { tokenFrom } from '../auth/principal';
import { MESSAGES } from '../services/errors';
import type { RequestBody } from './body';

/**
 * Reads a multipart/form-data body only as far as it deserves (busboy does the parsing):
 * - a caller who sent no `Authorization: Bearer` must name its token in the FIRST part (`jwt`),
 *   and that token is checked before another byte is read, so a stranger's upload costs one part;
 * - reading stops at the action's own byte limit and at a few dozen parts;
 * - the fields and files read are handed on as a FormData for the contract's schemas to check.
 * Which routes take multipart at all is the contract's business (see app.ts): the others refuse it
 * before this runs.
 */
export type MultipartLimits = {
  /** The whole body, envelope included. */
  maxBytes: number;
  /** Fields and files together. */
  maxParts: number;
  /** One text field. */
  maxFieldBytes: number;
  /** What a body past maxBytes is told (an upload's own words); MESSAGES.tooLarge otherwise. */
  tooLargeMessage?: string;
};

export const DEFAULT_MULTIPART_LIMITS: Omit<MultipartLimits, 'maxBytes'> = {
  maxParts: 40,
  maxFieldBytes: 100 * 1024,
};

export type MultipartResult =
  { ok: true; form: FormData } | { ok: false; status: 400 | 401 | 408 | 413; message: string };

/** The token's verdict: null when it opens a session, else the refusal's text. */
export type TokenCheck = (token: string) => Promise<string | null>;

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

export async function readMultipart(
  request: Request,
  read: RequestBody['read'],
  limits: MultipartLimits,
  checkToken: TokenCheck,
): Promise<MultipartResult> {
  const bearer = tokenFrom(null, request.headers.get('authorization'));
  if (bearer) {
    const refusal = await checkToken(bearer);
    if (refusal) return { ok: false, status: 401, message: refusal };
  }
  const tooLarge = limits.tooLargeMessage ?? MESSAGES.tooLarge;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (length > limits.maxBytes) return { ok: false, status: 413, message: tooLarge };

  const form = new FormData();
  let failure: Refusal | null = null;
  const fail = (refusal: Refusal) => {
    failure ??= refusal;
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send a file's name as raw UTF-8 ('Relatório.pdf'), not busboy's latin1 default.
      defParamCharset: 'utf8',
      limits: {
        parts: limits.maxParts,
        fields: limits.maxParts,
        files: limits.maxParts,
        fieldSize: limits.maxFieldBytes,
        fileSize: limits.maxBytes,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, status: 400, message: MESSAGES.badForm };
  }

  // The first part decides whether the rest is read: while its token is checked, nothing more is.
  let parts = 0;
  let gate: Promise<void> = Promise.resolve();
  const firstPart = (name: string, value: string | null) => {
    if (bearer) return;
    if (name !== 'jwt' || !value?.trim()) {
      fail(new Refusal(401, MESSAGES.missingAuth));
      return;
    }
    gate = checkToken(value.trim()).then((refusal) => {
      if (refusal) fail(new Refusal(401, refusal));
    });
  };

  parser.on('field', (name, value, info) => {
    if (++parts === 1) firstPart(name, value);
    if (info.valueTruncated) fail(new Refusal(413, MESSAGES.tooLarge));
    form.append(name, value);
  });
  parser.on('file', (name, stream, info) => {
    if (++parts === 1) firstPart(name, null);
    // Each chunk becomes a Blob as it arrives (copied once, the chunk then let go), and the File
    // is made of those Blobs, which it references without copying: the upload is held once.
    const pieces: Blob[] = [];
    stream.on('data', (chunk: Buffer) => pieces.push(new Blob([chunk as BlobPart])));
    stream.on('limit', () => fail(new Refusal(413, tooLarge)));
    // A body cut short ends the part with an error; the parser's own 'error' reports it.
    stream.on('error', () => undefined);
    stream.on('close', () => {
      // No Buffer.concat: the File is the one copy of the upload, and storage streams from it.
      form.append(name, new File(pieces, info.filename ?? '', { type: info.mimeType }));
      pieces.length = 0;
    });
  });
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
    parser.on(event, () => fail(new Refusal(413, MESSAGES.tooLarge)));
  const finished = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', () => {
      fail(new Refusal(400, MESSAGES.badForm));
      resolve();
    });
  });

  // The token in the first part is checked before another chunk is taken (`gate`); a checker
  // that fails (the database down) ends the reading and is thrown to the caller.
  let broken: { error: unknown } | undefined;
  const take = async (chunk: Buffer): Promise<boolean> => {
    if (failure) return false;
    if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
    try {
      await gate;
    } catch (error) {
      broken ??= { error };
    }
    return !failure && !broken;
  };
  try {
    const outcome = await read(limits.maxBytes, take);
    if (outcome === 'too_large') fail(new Refusal(413, tooLarge));
    else if (outcome === 'timeout') fail(new Refusal(408, MESSAGES.timeout));
    else if (outcome === 'aborted') fail(new Refusal(400, MESSAGES.badForm));
    else if (outcome === 'complete' && !failure && !broken) {
      parser.end();
      await finished;
      await gate;
    }
  } catch (error) {
    broken ??= { error };
  } finally {
    // Whatever is left is not read here: the caller's refusal lingers over it (http/body.ts).
    parser.destroy();
  }
  if (broken) throw broken.error;
  const refused = failure as Refusal | null;
  if (refused) return { ok: false, status: refused.status, message: refused.message };
  if (parts === 0 && !bearer) return { ok: false, status: 401, message: MESSAGES.missingAuth };
  return { ok: true, form };
}

export const isMultipart = (contentType: string | undefined | null): boolean =>
  (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
