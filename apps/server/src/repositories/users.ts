import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `users`. Pass the `Database` or, inside a service's transaction, its `tx`. */

export type NewUser = typeof schema.users.$inferInsert;
export type UserRow = typeof schema.users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
  return row ?? null;
}

/** `email` must already be lower-case (as stored). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserIdByEmail(
  db: Database,
  email: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  return row ?? null;
}

/** Who to write a reset link to. */
export async function findUserContactByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: schema.users.id, name: schema.users.name, email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  return row ?? null;
}

/** What a token check needs about the person it names. */
export async function findUserTokenState(db: Database, id: string) {
  const [row] = await db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.users.role,
      status: schema.users.status,
      validAfter: schema.users.tokensValidAfter,
    })
    .from(schema.users)
    .where(eq(schema.users.id, id))
    .limit(1);
  return row ?? null;
}

/** The password hash and the login key (e-mail) of a person. */
export async function findUserCredentials(db: Database, id: string) {
  const [row] = await db
    .select({ passwordHash: schema.users.passwordHash, key: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUserPicture(db: Database, id: string) {
  const [row] = await db
    .select({ profilePicture: schema.users.profilePicture })
    .from(schema.users)
    .where(eq(schema.users.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, row: NewUser): Promise<{ id: string }> {
  const [inserted] = await db.insert(schema.users).values(row).returning({ id: schema.users.id });
  return inserted!;
}

export type UserProfileChange = Pick<
  NewUser,
  'name' | 'email' | 'phoneNumber' | 'knowledgeBase' | 'profilePicture'
>;

export async function updateUserProfile(
  db: Database,
  id: string,
  change: UserProfileChange,
): Promise<void> {
  await db.update(schema.users).set(change).where(eq(schema.users.id, id));
}

export async function setUserPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, id));
}

/** Ends every token of the person issued up to `at`. */
export async function setUserTokensValidAfter(db: Database, id: string, at: Date): Promise<void> {
  await db.update(schema.users).set({ tokensValidAfter: at }).where(eq(schema.users.id, id));
}

export type MailPreferences = { mailTaskReminders: boolean; mailWeeklyDigest: boolean };

/** Turns the person's e-mails of each kind given on or off; false when there is no such person. */
export async function setUserMailPreferences(
  db: Database,
  id: string,
  change: Partial<MailPreferences>,
): Promise<boolean> {
  if (Object.keys(change).length === 0) return (await findUserById(db, id)) !== null;
  const rows = await db
    .update(schema.users)
    .set(change)
    .where(eq(schema.users.id, id))
    .returning({ id: schema.users.id });
  return rows.length > 0;
}

/**
 * Opens the person's request to erase their account at `at`; null when one is open already (the
 * first request keeps its instant) or there is no such person.
 */
export async function openErasureRequest(db: Database, id: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(schema.users)
    .set({ erasureRequestedAt: at })
    .where(and(eq(schema.users.id, id), isNull(schema.users.erasureRequestedAt)))
    .returning({ at: schema.users.erasureRequestedAt });
  return row?.at ?? null;
}

/** Withdraws the person's open erasure request; false when none was open. */
export async function closeErasureRequest(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(schema.users)
    .set({ erasureRequestedAt: null })
    .where(and(eq(schema.users.id, id), isNotNull(schema.users.erasureRequestedAt)))
    .returning({ id: schema.users.id });
  return rows.length > 0;
}
