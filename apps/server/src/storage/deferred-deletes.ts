import { assertValidStorageKey, type FileStorage } from './storage';

export type DeferrableStorage = {
  /** What the services get: deletions wait while {@link hold} is held. */
  storage: FileStorage;
  /**
   * Holds deletions back until the returned release is called (a backup copying the files of
   * the rows it just copied: a row's file is deleted only after the row, so without the hold a
   * row of the copy could lose its file before the copy reaches it). Holds nest; the deletions
   * asked for meanwhile run when the last hold ends.
   */
  hold(): () => Promise<void>;
};

/** Wraps `inner` so that its deletions can be held back (see {@link DeferrableStorage.hold}). */
export const withDeferrableDeletes = (inner: FileStorage): DeferrableStorage => {
  let holds = 0;
  const pending = new Set<string>();

  const flush = async () => {
    const keys = [...pending];
    pending.clear();
    for (const key of keys) {
      // A deletion that fails leaves an unreferenced file behind, as it would have without the
      // hold; the caller that asked for it was already answered.
      await inner.delete(key).catch(() => undefined);
    }
  };

  return {
    storage: {
      async put(key, bytes, contentType) {
        pending.delete(key);
        await inner.put(key, bytes, contentType);
      },
      async get(key) {
        assertValidStorageKey(key);
        return pending.has(key) ? null : inner.get(key);
      },
      async open(key) {
        assertValidStorageKey(key);
        return pending.has(key) ? null : inner.open(key);
      },
      async list(prefix) {
        // A file waiting to be deleted is gone for everyone but the backup holding it.
        return (await inner.list(prefix)).filter((file) => !pending.has(file.key));
      },
      async delete(key) {
        assertValidStorageKey(key);
        if (holds > 0) pending.add(key);
        else await inner.delete(key);
      },
    },
    hold() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0) await flush();
      };
    },
  };
};
