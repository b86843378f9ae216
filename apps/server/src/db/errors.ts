// PostgreSQL reports constraint failures by SQLSTATE; drizzle wraps the driver's error (its
// `cause`), and both pg and PGlite put the code on that error. Services use these helpers to turn
// a lost race (two inserts of one e-mail) into a 409 instead of a 500.

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';

type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };

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
const pgConstraint = (error: unknown): string | undefined => {
  const hit = chain(error).find((e) => typeof e.constraint === 'string');
  return hit?.constraint as string | undefined;
};

/** True for a unique violation, optionally of one named constraint or index. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
  (constraint === undefined || pgConstraint(error) === constraint);

/**
 * SQLSTATEs of a database that cannot serve: connection exceptions (class 08), a server shutting
 * down or a session ended by an operator (57P01 admin_shutdown, pg_terminate_backend; 57P02;
 * 57P03 cannot_connect_now), a database that no longer exists (3D000), no connection left (53300).
 */
const UNREACHABLE_CODES = /^(08...|57P0[123]|3D000|53300)$/;
/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * What node-postgres and its pool say when the connection is gone (they carry no code), and
 * what PGlite says once closed.
 */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is clos)/;

/**
 * True when `error` (or what it wraps) says the database cannot be reached, rather than that a
 * query or a value was wrong: the request may succeed once the database is back.
 */
export const isDatabaseUnreachable = (error: unknown): boolean =>
  chain(error).some(
    (e) =>
      (typeof e.code === 'string' &&
        (UNREACHABLE_CODES.test(e.code) || NETWORK_CODES.has(e.code))) ||
      (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)),
  );
