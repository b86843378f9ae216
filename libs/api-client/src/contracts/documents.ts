import { z } from 'zod';
import { DOCUMENT_FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '@portal/domain';
import {
  documentsActionBodies,
  documentsActionReplies,
  documentsActions,
  documentsMultipartBodies,
} from '../schemas/documents';
import { c, ENVELOPE_BYTES, meta, routerOptions, type WebhookPrefix } from './shared';

export const documentsQuerySchema = z.object({ action: z.enum(documentsActions) });

const bodies = documentsActionBodies;
const replies = documentsActionReplies;

export const createDocumentsContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      documents: {
        method: 'POST',
        path: '/documents',
        summary: 'Document library of the current business, action in the query string',
        description:
          'POST /documents?action=getAll|createFolder|createDocument|uploadDoc|moveDocument|' +
          'rename|delete. `uploadDoc` is multipart/form-data (`file` part, at most 10 MB); the ' +
          'others are JSON. Mutations answer a one-item list with status success, or the item.',
        query: documentsQuerySchema,
        body: z
          .union([
            bodies.getAll,
            bodies.createFolder,
            bodies.createDocument,
            bodies.moveDocument,
            bodies.rename,
            bodies.delete,
          ])
          .optional(),
        responses: { 200: z.union([replies.getAll, replies.createFolder]) },
        metadata: meta({
          session: 'business',
          actionIn: 'query',
          actionBodies: bodies,
          multipart: documentsMultipartBodies,
          // A document past its limit is told the library's own English words.
          multipartLimits: {
            uploadDoc: {
              maxBytes: MAX_UPLOAD_BYTES + ENVELOPE_BYTES,
              tooLargeMessage: DOCUMENT_FILE_TOO_LARGE,
            },
          },
          sessions: {
            getAll: 'keeps',
            createFolder: 'keeps',
            createDocument: 'keeps',
            uploadDoc: 'keeps',
            moveDocument: 'keeps',
            rename: 'keeps',
            delete: 'keeps',
          },
          audit: {
            getAll: 'reads',
            createFolder: 'writes',
            createDocument: 'writes',
            uploadDoc: 'writes',
            moveDocument: 'writes',
            rename: 'writes',
            delete: 'writes',
          },
        }),
      },
    },
    routerOptions(prefix),
  );
