import type { Database } from './client';

/**
 * Runs `work` inside a READ ONLY transaction (`SET TRANSACTION READ ONLY`): PostgreSQL refuses
 * any write made through `tx` (SQLSTATE 25006), whatever the code inside asks. The AI chat's
 * tools get nothing else, so nothing the assistant does can write.
 */
export const readOnly = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx), { accessMode: 'read only' });
