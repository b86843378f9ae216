import {
  DOCUMENT_NAME_REQUIRED,
  DOCUMENT_URL_INVALID,
  FILE_NAME_REQUIRED,
  FOLDER_NAME_REQUIRED,
  isHttpUrl,
} from '@portal/domain';
import { z } from 'zod';
import { businessSessionFields, successReplySchema, text, uploadSchema } from './common';

export const documentsActions = [
  'getAll',
  'createFolder',
  'createDocument',
  'uploadDoc',
  'moveDocument',
  'rename',
  'delete',
] as const;
export type DocumentsAction = (typeof documentsActions)[number];

/** folder, redirectFolder, driveFile, uploadedFile; the board also knows link or a file mime type. */
export const documentTypeSchema = text().min(1);

const documentItemFields = {
  // A folder's id is its name (SPEC), so item ids are not all uuids.
  id: text().min(1),
  type: documentTypeSchema,
  name: text(),
  description: text().nullable().optional(),
  parentId: text().nullable(),
  created_at: text().optional(),
  drive_url: text().nullable().optional(),
  driveId: text().nullable().optional(),
  thumbnail: text().nullable().optional(),
  file_url: text().nullable().optional(),
  file_type: text().nullable().optional(),
  file_size: z.number().nullable().optional(),
};

/** A file inside a folder. Folders are one level deep, so children never hold content. */
export const documentLeafSchema = z.object(documentItemFields).passthrough();
/** A tree item at root: a folder (id equals its name, children in content) or a file. */
export const documentItemSchema = z
  .object({ ...documentItemFields, content: z.array(documentLeafSchema).optional() })
  .passthrough();
export type DocumentItem = z.infer<typeof documentItemSchema>;

const parentIdSchema = text().nullable();

/** JSON bodies per action; `uploadDoc` is multipart only (documentsMultipartBodies). */
export const documentsActionBodies = {
  getAll: z.object(businessSessionFields).strict(),
  createFolder: z
    .object({
      ...businessSessionFields,
      name: text().trim().min(1, FOLDER_NAME_REQUIRED),
      description: text().optional(),
      parentId: parentIdSchema,
    })
    .strict(),
  createDocument: z
    .object({
      ...businessSessionFields,
      name: text().trim().min(1, DOCUMENT_NAME_REQUIRED),
      drive_url: text().trim().refine(isHttpUrl, DOCUMENT_URL_INVALID),
      driveId: text().nullable(),
      type: z.enum(['driveFile', 'redirectFolder']),
      parentId: parentIdSchema,
    })
    .strict(),
  moveDocument: z
    .object({
      ...businessSessionFields,
      documentName: text().min(1),
      currentParentId: parentIdSchema,
      newParentId: parentIdSchema,
    })
    .strict(),
  rename: z
    .object({
      ...businessSessionFields,
      oldName: text().min(1),
      newName: text().trim().min(1, FILE_NAME_REQUIRED),
      type: documentTypeSchema,
    })
    .strict(),
  delete: z.object({ ...businessSessionFields, name: text().min(1) }).strict(),
} as const;

/**
 * Multipart parts of `uploadDoc` as FormData gives them: all text, so a root `parentId` arrives as
 * an empty string (or the text 'null') and is read as null.
 */
export const documentsMultipartBodies = {
  uploadDoc: z.object({
    ...businessSessionFields,
    name: text().trim().min(1, DOCUMENT_NAME_REQUIRED),
    parentId: text()
      .optional()
      .transform((value) =>
        value === undefined || value === '' || value === 'null' ? null : value,
      ),
    file: uploadSchema,
  }),
} as const;

/** A one-item list with status success (the client then refreshes), or the created item. */
export const documentsMutationReplySchema = z.union([
  z.array(successReplySchema).length(1),
  documentItemSchema,
]);

export const documentsActionReplies = {
  /** The tree; a webhook-style `[{ status: 'success' }]` means no documents. */
  getAll: z.union([z.array(documentItemSchema), z.array(successReplySchema).length(1)]),
  createFolder: documentsMutationReplySchema,
  createDocument: documentsMutationReplySchema,
  uploadDoc: documentsMutationReplySchema,
  moveDocument: documentsMutationReplySchema,
  rename: documentsMutationReplySchema,
  delete: documentsMutationReplySchema,
} as const;
