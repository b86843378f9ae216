import {
  documentsActionBodies,
  documentsMultipartBodies,
  type PortalContract,
} from '@portal/api-client';
import { DOCUMENT_FILE_REQUIRED } from '@portal/domain';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { formFields, parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { invalid } from '../services/errors';
import * as documents from '../services/documents';

const bodies = documentsActionBodies;

export const documentsRoutes = (deps: ServiceDeps, contract: PortalContract['documents']) =>
  t.router(contract, {
    documents: async ({ query, body }, { request }) => {
      const state = stateOf(request);
      const principal = requirePrincipal(state.principal);
      switch (query.action) {
        case 'getAll': {
          const { business } = parse(bodies.getAll, body);
          return { status: 200, body: await documents.getDocuments(deps, principal, business) };
        }
        case 'createFolder': {
          const { business, ...input } = parse(bodies.createFolder, body);
          return {
            status: 200,
            body: await documents.createFolder(deps, principal, business, input),
          };
        }
        case 'createDocument': {
          // type and driveId are the client's echo of the link; the service reads them itself.
          const { business, name, drive_url, parentId } = parse(bodies.createDocument, body);
          return {
            status: 200,
            body: await documents.createLink(deps, principal, business, {
              name,
              drive_url,
              parentId,
            }),
          };
        }
        case 'uploadDoc': {
          // docs/product.md sends the file as multipart/form-data; a JSON body carries none.
          if (!state.form) throw invalid(DOCUMENT_FILE_REQUIRED);
          const { business, name, parentId, file } = parse(
            documentsMultipartBodies.uploadDoc,
            formFields(state.form),
          );
          return {
            status: 200,
            body: await documents.uploadDocument(deps, principal, business, {
              name,
              parentId,
              file,
            }),
          };
        }
        case 'moveDocument': {
          const { business, ...input } = parse(bodies.moveDocument, body);
          return {
            status: 200,
            body: await documents.moveDocument(deps, principal, business, input),
          };
        }
        case 'rename': {
          const { business, ...input } = parse(bodies.rename, body);
          return {
            status: 200,
            body: await documents.renameDocument(deps, principal, business, input),
          };
        }
        case 'delete': {
          const { business, ...input } = parse(bodies.delete, body);
          return {
            status: 200,
            body: await documents.deleteDocument(deps, principal, business, input),
          };
        }
      }
    },
  });
