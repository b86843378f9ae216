import type { Database } from './client';

/**
 * Runs `work` inside a READ ONLY transaction (`SET TRANSACTION READ ONLY`): PostgreSQL refuses
 * any write made through `tx` (SQLSTATE 25006), whatever the code inside asks. The AI chat's
 * tools get nothing else, so nothing the assistant does can write.
 */
export const readOnly = <T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  /**
   * Every read inside sees the data as it was at the first (REPEATABLE READ), not each the latest
   * committed: several figures read for one answer agree with one another.
   */
  { snapshot = false }: { snapshot?: boolean } = {},
): Promise<T> =>
  db.transaction((tx) => work(tx), {
    accessMode: 'read only',
    ...(snapshot ? { isolationLevel: 'repeatable read' as const } : {}),
  });
