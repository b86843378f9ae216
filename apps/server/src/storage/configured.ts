import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, FILES_FOLDER } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export type ConfiguredStorage = {
  storage: FileStorage;
  /** Where the files are, for the log: `s3://bucket/prefix` or the local folder. */
  where: string;
  /** Fails when the files cannot be reached (a bucket that is not there, a wrong key). */
  probe(): Promise<void>;
  close(): void;
};

/**
 * The storage the configuration names: the bucket of STORAGE_URL, or the local folder
 * `${DATA_DIR}/files` (the default).
 */
export const openConfiguredStorage = (
  config: Pick<Config, 'dataDir' | 'objectStorage'>,
): ConfiguredStorage => {
  if (config.objectStorage) {
    const s3 = createS3Storage(config.objectStorage);
    return { storage: s3, where: config.objectStorage.url, probe: s3.probe, close: s3.close };
  }
  const folder = join(config.dataDir, FILES_FOLDER);
  return {
    storage: createLocalStorage(folder),
    where: folder,
    probe: async () => undefined,
    close: () => undefined,
  };
};
