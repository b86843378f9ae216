/** The last line of every command's usage: which database the command writes to. */
export const DATABASE_USAGE_LINE =
  'O banco usado é o do servidor: DATABASE_URL, ou o PGlite em DATA_DIR (padrão ./data).';

/** The last line of the backup commands' usage: which data they copy or replace. */
export const DATA_DIR_USAGE_LINE =
  'A pasta usada é a do servidor: DATA_DIR (padrão ./data). Com DATABASE_URL (PostgreSQL), use pg_dump e pg_restore.';

/** Where a command writes (console, or a test's capture). */
export type CommandOutput = { log: (m: string) => void; error: (m: string) => void };

/**
 * Prints why a command stopped, for its exit code 1: a `refusal` (the command's own error, whose
 * message says it all) as it is, anything else after the command's `failed` words.
 */
export const reportFailure = (
  out: CommandOutput,
  error: unknown,
  refusal: abstract new (...args: never[]) => Error,
  failed: (reason: string) => string,
): 1 => {
  if (error instanceof refusal) out.error(error.message);
  else out.error(failed(error instanceof Error ? error.message : String(error)));
  return 1;
};
