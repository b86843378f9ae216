export * from './client';
export * from './errors';
export { readOnly } from './read-only';
export { DataDirLockedError, acquireDataDirLock, LOCK_FILE_NAME } from './lock';
export type { DataDirLock } from './lock';
export * as schema from './schema/index';
