import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn } from './columns';

export const documentTypes = ['folder', 'redirectFolder', 'driveFile', 'uploadedFile'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: documentTypes }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The folder holding this item; null at root. Folders live at root only (one level). */
    parentId: uuid('parent_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'cascade',
    }),
    driveUrl: text('drive_url'),
    driveId: text('drive_id'),
    /** Storage key of an uploaded file (see src/storage): random, never derived from a name. */
    fileKey: text('file_key'),
    /** The uploaded file's own name, offered again as the download's file name. */
    fileName: text('file_name'),
    /** Mime type checked from the bytes at upload. */
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One name per (business, folder, type); root items have a null parent, and NULLs are
    // distinct in a plain unique index, so root and folder contents get a partial index each.
    uniqueIndex('documents_root_name_unique')
      .on(t.businessId, t.type, t.name)
      .where(sql`${t.parentId} is null`),
    uniqueIndex('documents_folder_name_unique')
      .on(t.businessId, t.parentId, t.type, t.name)
      .where(sql`${t.parentId} is not null`),
    index('documents_business_idx').on(t.businessId),
    index('documents_parent_idx').on(t.parentId),
    // The sweep of stored files asks which keys rows still name.
    index('documents_file_key_idx').on(t.fileKey),
    check(
      'documents_type_valid',
      sql`${t.type} in ('folder', 'redirectFolder', 'driveFile', 'uploadedFile')`,
    ),
    check('documents_folder_at_root', sql`${t.type} <> 'folder' or ${t.parentId} is null`),
  ],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
