import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type Database } from '../db';

/** Queries on `password_reset_tokens` (only hashes of tokens are ever stored). */

export async function insertPasswordResetToken(
  db: Database,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(schema.passwordResetTokens).values(row);
}

/** The unused, unexpired token with this hash, with its person's name. */
export async function findUsableResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: schema.passwordResetTokens.id,
      userId: schema.users.id,
      userName: schema.users.name,
    })
    .from(schema.passwordResetTokens)
    .innerJoin(schema.users, eq(schema.users.id, schema.passwordResetTokens.userId))
    .where(
      and(
        eq(schema.passwordResetTokens.tokenHash, tokenHash),
        isNull(schema.passwordResetTokens.usedAt),
        gt(schema.passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used in one UPDATE, only if it is still unused and unexpired: of two
 * concurrent claims one gets the row, the other null.
 */
export async function claimResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [claimed] = await db
    .update(schema.passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(schema.passwordResetTokens.tokenHash, tokenHash),
        isNull(schema.passwordResetTokens.usedAt),
        gt(schema.passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: schema.passwordResetTokens.userId });
  return claimed ?? null;
}

/** Marks every still unused token of the person used at `at`. */
export async function spendOpenResetTokens(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(schema.passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(eq(schema.passwordResetTokens.userId, userId), isNull(schema.passwordResetTokens.usedAt)),
    );
}
