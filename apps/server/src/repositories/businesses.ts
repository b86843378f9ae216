import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `businesses`. Pass the `Database` or, inside a service's transaction, its `tx`. */

export type NewBusiness = typeof schema.businesses.$inferInsert;
export type BusinessRow = typeof schema.businesses.$inferSelect;

export async function findBusinessById(db: Database, id: string): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(schema.businesses)
    .where(eq(schema.businesses.id, id))
    .limit(1);
  return row ?? null;
}

/** `code` must already be upper-case (as stored). */
export async function findActiveBusinessByAccessCode(
  db: Database,
  code: string,
): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(schema.businesses)
    .where(and(eq(schema.businesses.accessCode, code), eq(schema.businesses.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function findActiveBusinessId(
  db: Database,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: schema.businesses.id, name: schema.businesses.name })
    .from(schema.businesses)
    .where(and(eq(schema.businesses.id, id), eq(schema.businesses.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** What a token check needs about the business account it names. */
export async function findBusinessTokenState(db: Database, id: string) {
  const [row] = await db
    .select({
      id: schema.businesses.id,
      name: schema.businesses.name,
      status: schema.businesses.status,
      accessCode: schema.businesses.accessCode,
      validAfter: schema.businesses.tokensValidAfter,
    })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, id))
    .limit(1);
  return row ?? null;
}

/** The password hash and the login key (access code) of a business account. */
export async function findBusinessCredentials(db: Database, id: string) {
  const [row] = await db
    .select({ passwordHash: schema.businesses.passwordHash, key: schema.businesses.accessCode })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, id))
    .limit(1);
  return row ?? null;
}

/** Active businesses by name. */
export function listActiveBusinessNames(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: schema.businesses.id, name: schema.businesses.name })
    .from(schema.businesses)
    .where(eq(schema.businesses.status, 'active'))
    .orderBy(asc(schema.businesses.name));
}

export async function insertBusiness(db: Database, row: NewBusiness): Promise<{ id: string }> {
  const [inserted] = await db
    .insert(schema.businesses)
    .values(row)
    .returning({ id: schema.businesses.id });
  return inserted!;
}

export async function setBusinessManager(db: Database, id: string, userId: string): Promise<void> {
  await db.update(schema.businesses).set({ managedBy: userId }).where(eq(schema.businesses.id, id));
}

export async function setBusinessPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.update(schema.businesses).set({ passwordHash }).where(eq(schema.businesses.id, id));
}

/** Ends every token of the business account issued up to `at`. */
export async function setBusinessTokensValidAfter(
  db: Database,
  id: string,
  at: Date,
): Promise<void> {
  await db
    .update(schema.businesses)
    .set({ tokensValidAfter: at })
    .where(eq(schema.businesses.id, id));
}

/** The fields the company page edits (docs/product.md, The wire format myBusiness update). */
export type BusinessDetailsChange = Partial<
  Pick<
    BusinessRow,
    'website' | 'niche' | 'knowledgeBase' | 'metaFaturamento' | 'usernameInstagram' | 'logo'
  >
>;

export async function updateBusinessDetails(
  db: Database,
  id: string,
  change: BusinessDetailsChange,
): Promise<void> {
  await db.update(schema.businesses).set(change).where(eq(schema.businesses.id, id));
}

/** The business row, locked until the transaction ends (two updates of one logo never cross). */
export async function lockBusinessById(db: Database, id: string): Promise<BusinessRow | null> {
  const [row] = await db
    .select()
    .from(schema.businesses)
    .where(eq(schema.businesses.id, id))
    .for('no key update');
  return row ?? null;
}

/** The day the business's newest monthly report was filled ('YYYY-MM-DD'), or null. */
/** The business's Google Sheets id (null: none); whether the business was there. */
export async function setBusinessSheetId(
  db: Database,
  id: string,
  sheetId: string | null,
): Promise<boolean> {
  const rows = await db
    .update(schema.businesses)
    .set({ sheetId })
    .where(eq(schema.businesses.id, id))
    .returning({ id: schema.businesses.id });
  return rows.length > 0;
}

export async function setBusinessLastDre(
  db: Database,
  id: string,
  lastDre: string | null,
): Promise<void> {
  await db.update(schema.businesses).set({ lastDre }).where(eq(schema.businesses.id, id));
}

/** Which of these storage keys a company still names as its logo. */
export async function namedLogoKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ logo: schema.businesses.logo })
    .from(schema.businesses)
    .where(inArray(schema.businesses.logo, [...keys]));
  return new Set(rows.map((r) => r.logo!));
}
