import type { Context } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import type { ServiceDeps } from '../services/deps';
import { ServiceError } from '../services/errors';
import { openDocumentFile } from '../services/document-files';
import { errorBody, STATUS_OF } from './replies';

/** Where documents' files are served, under `/webhook/{app}/`: `files/documents/<item id>`. */
export const DOCUMENT_FILES_PATH = 'files/documents';

/** The name without accents, anything else outside printable ASCII as '_': for old clients. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * GET …/files/documents/<item id>?expires=…&signature=… (a link getAll signed): the stored bytes
 * streamed with their stored type, inline, or with `download=1` as an attachment under the file's
 * own name (RFC 6266: `filename*=UTF-8''…` and an ASCII `filename`). Never cached for others
 * (`private`) and, like every stored file, sandboxed by its CSP (security-headers.ts).
 */
export const serveDocumentFile = (deps: ServiceDeps) => async (c: Context) => {
  let file;
  try {
    file = await openDocumentFile(
      deps,
      c.req.param('id') ?? '',
      c.req.query('expires'),
      c.req.query('signature'),
    );
  } catch (error) {
    if (error instanceof ServiceError)
      return c.json(errorBody(error.message), STATUS_OF[error.kind]);
    throw error;
  }
  const type = c.req.query('download') === '1' ? 'attachment' : 'inline';
  const fallback = asciiFallback(file.fileName);
  return new Response(file.stream, {
    headers: {
      // Uploaded text was checked to be UTF-8; saying so keeps a browser from guessing.
      'content-type': file.contentType.startsWith('text/')
        ? `${file.contentType}; charset=utf-8`
        : file.contentType,
      'content-length': String(file.size),
      'content-disposition': contentDisposition(file.fileName, {
        type,
        fallback: fallback === file.fileName ? true : fallback,
      }),
      'cache-control': 'private',
      'x-content-type-options': 'nosniff',
    },
  });
};
