// PostgreSQL reports constraint failures by SQLSTATE; drizzle wraps the driver's error (its
// `cause`), and both pg and PGlite put the code on that error. Services use these helpers to turn
// a lost race (two inserts of one e-mail) into a 409 instead of a 500.

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NOT_NULL_VIOLATION = '23502';

type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

const chain = (error: unknown): PgLikeError[] => {
  const found: PgLikeError[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    found.push(current as PgLikeError);
    current = (current as PgLikeError).cause;
  }
  return found;
};

/** The SQLSTATE of a database error (looking through drizzle's wrapper), if any. */
export const pgErrorCode = (error: unknown): string | undefined => {
  const hit = chain(error).find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
  return hit?.code as string | undefined;
};

/** The violated constraint's name (e.g. 'users_email_unique'), if the driver reported one. */
export const pgConstraint = (error: unknown): string | undefined => {
  const hit = chain(error).find((e) => typeof e.constraint === 'string');
  return hit?.constraint as string | undefined;
};

/** True for a unique violation, optionally of one named constraint or index. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
  (constraint === undefined || pgConstraint(error) === constraint);
