import {
  FOLDER_DESCRIPTION_MAX,
  MAX_LENGTH,
  readDocumentLink,
  validateDocumentName,
  type DocumentNameKind,
} from '@portal/domain';
import { z } from 'zod';
import { businessSessionFields, capped, successReplySchema, text, uploadSchema } from './common';

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
export const documentTypeSchema = capped(MAX_LENGTH.short).min(1);

const documentItemFields = {
  // A folder's id is its name (docs/product.md), so item ids are not all uuids.
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

const parentIdSchema = capped(MAX_LENGTH.name).nullable();

/** A name by the domain's rule (required, no separators, at most 200 characters), trimmed. */
const nameSchema = (kind: DocumentNameKind) =>
  text()
    .trim()
    .superRefine((name, ctx) => {
      const message = validateDocumentName(name, kind);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** A link by docs/product.md's rule: Google's five kinds of link with an id, or any http(s) link. */
const linkSchema = capped(MAX_LENGTH.url)
  .trim()
  .superRefine((url, ctx) => {
    const link = readDocumentLink(url);
    if ('error' in link) ctx.addIssue({ code: 'custom', message: link.error });
  });

/**
 * Beyond docs/product.md: the item's id as getAll gives it. the product's calls name an item by its name only, which
 * two items in different folders may share; with the id the server acts on that one item.
 */
const itemIdSchema = capped(MAX_LENGTH.name).min(1).optional();

/** JSON bodies per action; `uploadDoc` is multipart only (documentsMultipartBodies). */
export const documentsActionBodies = {
  getAll: z.object(businessSessionFields).strict(),
  createFolder: z
    .object({
      ...businessSessionFields,
      name: nameSchema('folder'),
      description: capped(FOLDER_DESCRIPTION_MAX).optional(),
      parentId: parentIdSchema,
    })
    .strict(),
  createDocument: z
    .object({
      ...businessSessionFields,
      name: nameSchema('document'),
      // The server reads the type and the Drive id from the link itself; these are the product's echo.
      drive_url: linkSchema,
      driveId: capped(MAX_LENGTH.name).nullable(),
      type: z.enum(['driveFile', 'redirectFolder']),
      parentId: parentIdSchema,
    })
    .strict(),
  moveDocument: z
    .object({
      ...businessSessionFields,
      documentName: capped(MAX_LENGTH.name).min(1),
      id: itemIdSchema,
      currentParentId: parentIdSchema,
      newParentId: parentIdSchema,
    })
    .strict(),
  rename: z
    .object({
      ...businessSessionFields,
      oldName: capped(MAX_LENGTH.name).min(1),
      newName: text().trim(),
      type: documentTypeSchema,
      id: itemIdSchema,
      parentId: parentIdSchema.optional(),
    })
    .strict()
    // The name's rule, in the words of the kind renamed ('…para a pasta' / '…para o arquivo').
    .superRefine(({ newName, type }, ctx) => {
      const message = validateDocumentName(newName, type === 'folder' ? 'folder' : 'file');
      if (message) ctx.addIssue({ code: 'custom', message, path: ['newName'] });
    }),
  delete: z
    .object({
      ...businessSessionFields,
      name: capped(MAX_LENGTH.name).min(1),
      id: itemIdSchema,
      parentId: parentIdSchema.optional(),
    })
    .strict(),
} as const;

/**
 * Multipart parts of `uploadDoc` as FormData gives them: all text, so a root `parentId` arrives as
 * an empty string (or the text 'null') and is read as null.
 */
export const documentsMultipartBodies = {
  uploadDoc: z.object({
    ...businessSessionFields,
    name: nameSchema('document'),
    parentId: capped(MAX_LENGTH.name)
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
