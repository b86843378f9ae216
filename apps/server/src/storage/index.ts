export * from './storage';
export { createLocalStorage } from './local';
export { openConfiguredStorage, type ConfiguredStorage } from './configured';
export { withDeferrableDeletes } from './deferred-deletes';
