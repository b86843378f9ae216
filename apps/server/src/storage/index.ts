export * from './storage';
export { createLocalStorage, FILES_FOLDER } from './local';
export { withDeferrableDeletes, type DeferrableStorage } from './deferred-deletes';
