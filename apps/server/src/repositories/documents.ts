import { and, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `documents`. Pass the `Database` or, inside a service's transaction, its `tx`. */

export type DocumentRow = typeof schema.documents.$inferSelect;
export type NewDocumentRow = typeof schema.documents.$inferInsert;
export type DocumentType = DocumentRow['type'];

const d = schema.documents;

/** Where an item lives: a folder's uuid, or null for the root. */
const inParent = (parentId: string | null): SQL =>
  parentId === null ? isNull(d.parentId) : eq(d.parentId, parentId);

/** Every item of the business (folders and files); the caller builds the tree. */
export function listDocumentsOfBusiness(db: Database, businessId: string): Promise<DocumentRow[]> {
  return db.select().from(d).where(eq(d.businessId, businessId));
}

export async function countDocumentsOfBusiness(db: Database, businessId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(d).where(eq(d.businessId, businessId));
  return row?.n ?? 0;
}

/** One item of the business by its uuid, or null (another business's item is null too). */
export async function findDocumentById(
  db: Database,
  businessId: string,
  id: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.businessId, businessId), eq(d.id, id)))
    .limit(1);
  return row ?? null;
}

/** The business's folder of this name (folders live at the root; the name is unique there). */
export async function findFolderByName(
  db: Database,
  businessId: string,
  name: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.businessId, businessId), eq(d.type, 'folder'), eq(d.name, name)))
    .limit(1);
  return row ?? null;
}

/**
 * The business's items of this name, narrowed to one folder (uuid, or null for the root) and to
 * one type when given. At most a few: a name is unique per folder and type.
 */
export function findDocumentsByName(
  db: Database,
  businessId: string,
  name: string,
  where: { parentId?: string | null; type?: DocumentType },
): Promise<DocumentRow[]> {
  const conditions = [eq(d.businessId, businessId), eq(d.name, name)];
  if (where.parentId !== undefined) conditions.push(inParent(where.parentId));
  if (where.type) conditions.push(eq(d.type, where.type));
  return db
    .select()
    .from(d)
    .where(and(...conditions))
    .limit(10);
}

/** Names taken by items of `type` in one folder (or the root): for the ' 2', ' 3' rule. */
export async function namesInFolder(
  db: Database,
  businessId: string,
  parentId: string | null,
  type: DocumentType,
): Promise<string[]> {
  const rows = await db
    .select({ name: d.name })
    .from(d)
    .where(and(eq(d.businessId, businessId), inParent(parentId), eq(d.type, type)));
  return rows.map((r) => r.name);
}

export async function insertDocument(db: Database, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(d).values(row).returning();
  return inserted!;
}

/** Moves or renames one item of the business; answers the row as it now is. */
export async function updateDocument(
  db: Database,
  businessId: string,
  id: string,
  change: Partial<Pick<DocumentRow, 'name' | 'parentId'>>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(d)
    .set(change)
    .where(and(eq(d.businessId, businessId), eq(d.id, id)))
    .returning();
  return row!;
}

/** The items inside a folder (a folder is one level deep: files and Drive links only). */
export function listFolderContent(
  db: Database,
  businessId: string,
  folderId: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(d)
    .where(and(eq(d.businessId, businessId), eq(d.parentId, folderId)));
}

/**
 * Deletes one item of the business; a folder's content goes with it (the parent key cascades).
 * Answers the storage keys of the files that went, for the caller to remove after the commit.
 */
export async function deleteDocument(
  db: Database,
  businessId: string,
  id: string,
): Promise<string[]> {
  const content = await db
    .select({ fileKey: d.fileKey })
    .from(d)
    .where(and(eq(d.businessId, businessId), eq(d.parentId, id), isNotNull(d.fileKey)));
  const [gone] = await db
    .delete(d)
    .where(and(eq(d.businessId, businessId), eq(d.id, id)))
    .returning({ fileKey: d.fileKey });
  return [gone?.fileKey, ...content.map((c) => c.fileKey)].filter((k): k is string => !!k);
}

/** An uploaded file by its item id (whatever the business: the caller proved access). */
export async function findUploadedFile(
  db: Database,
  id: string,
): Promise<Pick<DocumentRow, 'name' | 'fileKey' | 'fileType' | 'fileName'> | null> {
  const [row] = await db
    .select({ name: d.name, fileKey: d.fileKey, fileType: d.fileType, fileName: d.fileName })
    .from(d)
    .where(and(eq(d.id, id), eq(d.type, 'uploadedFile'), isNotNull(d.fileKey)))
    .limit(1);
  return row ?? null;
}

/** Which of these storage keys a document row still names. */
export async function namedFileKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ fileKey: d.fileKey })
    .from(d)
    .where(inArray(d.fileKey, [...keys]));
  return new Set(rows.map((r) => r.fileKey!));
}
