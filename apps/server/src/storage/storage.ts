/**
 * Where uploaded bytes live (logos, profile pictures, documents). Shaped like an object store
 * (flat keys with '/' as a separator, content type kept with the object) so an S3-compatible
 * implementation can replace the local folder without touching callers.
 */
type StoredFile = { bytes: Uint8Array; contentType: string };

/** An object read as a stream: what a download sends without holding the file in memory. */
export type OpenedFile = { stream: ReadableStream<Uint8Array>; size: number; contentType: string };

/** An object's key and when it was last written (for sweeping objects no row names). */
type ListedFile = { key: string; modifiedAt: Date };

export type FileStorage = {
  /**
   * Writes (or replaces) the object at `key`. A Blob (an uploaded File) is streamed from, so the
   * upload is never copied into one more buffer on its way to the disk.
   */
  put(key: string, body: Uint8Array | Blob, contentType: string): Promise<void>;
  /** The object at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The object at `key` as a stream with its size, or null when there is none. */
  open(key: string): Promise<OpenedFile | null>;
  /** Every complete object whose key starts with `prefix` + '/' (writes under way left out). */
  list(prefix: string): Promise<ListedFile[]>;
  /** Removes the object at `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
};

export class InvalidStorageKeyError extends Error {
  readonly code = 'INVALID_STORAGE_KEY';
  constructor(readonly key: string) {
    super(`Chave de arquivo inválida: "${key}".`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments of letters, digits, '.', '_' and '-', never starting with '.', joined by single '/':
// no '..', no absolute paths, no backslashes, nothing a file system would read specially.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_STORAGE_KEY_LENGTH = 512;

export const isValidStorageKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= MAX_STORAGE_KEY_LENGTH &&
  key.split('/').every((s) => SEGMENT.test(s));

export const assertValidStorageKey = (key: string): void => {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
};

const EXTENSION = /^[a-z0-9]{1,10}$/;

/**
 * A fresh, unguessable key under `prefix` ('logos', 'profile-pictures', 'documents/<businessId>'),
 * keeping a sane extension so downloads get a helpful name.
 */
export const newStorageKey = (prefix: string, extension?: string): string => {
  const ext = extension?.replace(/^\./, '').toLowerCase();
  const key = `${prefix}/${crypto.randomUUID()}${ext && EXTENSION.test(ext) ? `.${ext}` : ''}`;
  assertValidStorageKey(key);
  return key;
};
