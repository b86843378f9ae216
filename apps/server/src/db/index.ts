export * from './client';
export * from './errors';
export { DataDirLockedError, acquireDataDirLock, LOCK_FILE_NAME } from './lock';
export type { DataDirLock } from './lock';
export * as schema from './schema/index';
