export * from './storage';
export { createLocalStorage, FILES_FOLDER } from './local';
export { createS3Storage, type S3FileStorage } from './s3';
export { openConfiguredStorage, type ConfiguredStorage } from './configured';
export { withDeferrableDeletes, type DeferrableStorage } from './deferred-deletes';
