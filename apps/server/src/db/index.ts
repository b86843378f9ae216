export * from './client';
export * from './errors';
export { readOnly } from './read-only';
export { DataDirLockedError } from './lock';
export * as schema from './schema/index';
