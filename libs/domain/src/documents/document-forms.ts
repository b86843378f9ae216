// The library's forms read with docs/product.md's rules: each gives the change to send, or its refusals.
import { textTooLong } from '../messages';
import type { LibraryItem } from '../model/workspace';
import { FOLDER_DESCRIPTION_MAX } from '../validation/limits';
import {
  defaultUploadName,
  readDocumentLink,
  validateDocumentName,
  validateUploadFile,
} from './document-rules';
import type {
  DocumentFieldErrors,
  DocumentRequest,
  UploadCandidate,
} from './document-library.types';
import { isFolder } from './library-items';

/** A form read: the change to send, or the refusals to show beside its fields. */
export type FormReading = { request: DocumentRequest } | { errors: DocumentFieldErrors };

/** The refusals among a form's checks, or null when every field passed. */
function refused(checks: DocumentFieldErrors): FormReading | null {
  const errors = Object.fromEntries(Object.entries(checks).filter(([, text]) => text));
  return Object.keys(errors).length > 0 ? { errors } : null;
}

/** 'Criar Nova Pasta': a name (docs/product.md, Limits), an optional description; always at root. */
export function readFolderForm(name: string, description: string): FormReading {
  const trimmed = description.trim();
  return (
    refused({
      name: validateDocumentName(name, 'folder'),
      description:
        trimmed.length > FOLDER_DESCRIPTION_MAX ? textTooLong(FOLDER_DESCRIPTION_MAX) : undefined,
    }) ?? {
      request: {
        kind: 'createFolder',
        input: { name: name.trim(), description: trimmed, parentId: null },
      },
    }
  );
}

/** The URL tab: the link by docs/product.md's patterns; an empty name is the link's default name. */
export function readLinkForm(name: string, url: string, parentId: string | null): FormReading {
  const link = readDocumentLink(url);
  if ('error' in link) return { errors: { url: link.error } };
  const filled = name.trim() || link.defaultName;
  return (
    refused({ name: validateDocumentName(filled, 'document') }) ?? {
      request: {
        kind: 'createDocument',
        input: {
          name: filled,
          drive_url: url.trim(),
          driveId: link.driveId,
          type: link.type,
          parentId,
        },
      },
    }
  );
}

/** The Upload tab: the file by docs/product.md's rules; an empty name is the file's name. */
export function readUploadForm(
  name: string,
  file: UploadCandidate | null,
  parentId: string | null,
): FormReading {
  const fileError = validateUploadFile(file);
  if (fileError || !file) return { errors: { file: fileError } };
  const filled = name.trim() || defaultUploadName(file.name);
  return (
    refused({ name: validateDocumentName(filled, 'document') }) ?? {
      request: { kind: 'upload', input: { file, name: filled, parentId } },
    }
  );
}

/** 'Renomear Pasta' / 'Renomear Arquivo': the name in the words of the kind renamed. */
export function readRenameForm(target: LibraryItem, name: string): FormReading {
  return (
    refused({ name: validateDocumentName(name, isFolder(target) ? 'folder' : 'file') }) ?? {
      request: {
        kind: 'rename',
        target,
        input: {
          oldName: target.name,
          newName: name.trim(),
          type: target.type,
          id: target.id,
          parentId: target.parentId,
        },
      },
    }
  );
}

export const isRefused = (reading: FormReading): reading is { errors: DocumentFieldErrors } =>
  'errors' in reading;
