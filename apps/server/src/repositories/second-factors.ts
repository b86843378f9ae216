import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { schema, type Database } from '../db';
import type { SecurityEventKind } from '../db/schema';

/** Queries on people's second factors, their recovery codes and the security record. */

const factors = schema.userAuthenticators;
const codes = schema.userRecoveryCodes;

export async function findAuthenticator(db: Database, userId: string) {
  const [row] = await db.select().from(factors).where(eq(factors.userId, userId)).limit(1);
  return row ?? null;
}

export async function hasEnabledAuthenticator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: factors.userId })
    .from(factors)
    .where(and(eq(factors.userId, userId), isNotNull(factors.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * A new key waiting for its first code: replaces one that waited already, never one in force
 * (answers false then).
 */
export async function putPendingAuthenticator(
  db: Database,
  userId: string,
  secret: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(factors)
    .values({ userId, secret, createdAt: at })
    .onConflictDoUpdate({
      target: factors.userId,
      set: { secret, createdAt: at, lastUsedStep: 0 },
      setWhere: isNull(factors.enabledAt),
    })
    .returning({ userId: factors.userId });
  return rows.length === 1;
}

/** Puts a waiting key in force, its first code's step already used; false if none waited. */
export async function enableAuthenticator(
  db: Database,
  userId: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(factors)
    .set({ enabledAt: at, lastUsedStep: step })
    .where(and(eq(factors.userId, userId), isNull(factors.enabledAt)))
    .returning({ userId: factors.userId });
  return rows.length === 1;
}

/**
 * Marks `step` used when it is later than the last one used: of two requests with the same code
 * at once, one wins and the other is refused, whatever the number of servers.
 */
export async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(factors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(factors.userId, userId), isNotNull(factors.enabledAt), lt(factors.lastUsedStep, step)),
    )
    .returning({ userId: factors.userId });
  return rows.length === 1;
}

/** The key and every recovery code of the person; answers whether a key in force was removed. */
export async function deleteSecondFactor(db: Database, userId: string): Promise<boolean> {
  const removed = await db
    .delete(factors)
    .where(eq(factors.userId, userId))
    .returning({ enabledAt: factors.enabledAt });
  await db.delete(codes).where(eq(codes.userId, userId));
  return removed.some((row) => row.enabledAt !== null);
}

export async function replaceRecoveryCodes(db: Database, userId: string, hashes: string[]) {
  await db.delete(codes).where(eq(codes.userId, userId));
  await db.insert(codes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses the code once: a second use (or two at once) finds it used and answers false. */
export async function spendRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(codes)
    .set({ usedAt: at })
    .where(and(eq(codes.userId, userId), eq(codes.codeHash, codeHash), isNull(codes.usedAt)))
    .returning({ userId: codes.userId });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codes)
    .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
  return row?.n ?? 0;
}

export async function insertSecurityEvent(
  db: Database,
  event: {
    kind: SecurityEventKind;
    user: { id: string; name: string };
    actor: { id: string; name: string };
    at: Date;
    /** The company a data export copied. */
    business?: { id: string; name: string };
    /** Where from, as the server determines it (the audit log shows it). */
    address?: string;
  },
): Promise<void> {
  await db.insert(schema.securityEvents).values({
    kind: event.kind,
    userId: event.user.id,
    userName: event.user.name,
    actorId: event.actor.id,
    actorName: event.actor.name,
    businessId: event.business?.id ?? null,
    businessName: event.business?.name ?? null,
    address: event.address ?? null,
    at: event.at,
  });
}
