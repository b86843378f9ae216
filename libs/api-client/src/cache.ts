/**
 * Documents, meetings, tasks, admin businesses and users are kept 5 minutes (docs/product.md,
 * "Session, caching and throttling").
 */
export const CACHE_TTL_MS = 5 * 60 * 1000;

export type CacheOptions<V> = {
  ttlMs?: number;
  /** Only values passing this are kept (e.g. successful results); others are returned, not stored. */
  shouldStore?: (value: V) => boolean;
  now?: () => number;
};

export type CacheGetOptions = {
  /** Forced refresh: drop the stored value and any older pending load, then load again. */
  force?: boolean;
};

export type Cache<V> = {
  /** The stored value if fresh, else the pending load if any, else a new load shared by all callers. */
  get(key: string, load: () => Promise<V>, options?: CacheGetOptions): Promise<V>;
  peek(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Change a stored value in place (keeps its age); no-op when nothing fresh is stored. */
  update(key: string, change: (value: V) => V): void;
  invalidate(key: string): void;
  clear(): void;
};

export const createCache = <V>(options: CacheOptions<V> = {}): Cache<V> => {
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const shouldStore = options.shouldStore ?? (() => true);
  const now = options.now ?? (() => Date.now());
  const stored = new Map<string, { value: V; at: number }>();
  const pending = new Map<string, Promise<V>>();
  // Bumped on invalidation so a load started before it cannot store a stale value afterwards.
  const generation = new Map<string, number>();

  const fresh = (key: string) => {
    const entry = stored.get(key);
    if (entry && now() - entry.at < ttlMs) return entry;
    if (entry) stored.delete(key);
    return undefined;
  };

  const invalidate = (key: string) => {
    stored.delete(key);
    pending.delete(key);
    generation.set(key, (generation.get(key) ?? 0) + 1);
  };

  return {
    get(key, load, getOptions = {}) {
      if (getOptions.force) invalidate(key);
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry.value);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation.get(key) ?? 0;
      const promise = load().then(
        (value) => {
          if ((generation.get(key) ?? 0) === startedIn) {
            pending.delete(key);
            if (shouldStore(value)) stored.set(key, { value, at: now() });
          }
          return value;
        },
        (error: unknown) => {
          if ((generation.get(key) ?? 0) === startedIn) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, promise);
      return promise;
    },
    peek: (key) => fresh(key)?.value,
    set: (key, value) => void stored.set(key, { value, at: now() }),
    update(key, change) {
      const entry = fresh(key);
      if (entry) stored.set(key, { value: change(entry.value), at: entry.at });
    },
    invalidate,
    clear() {
      for (const key of new Set([...stored.keys(), ...pending.keys()])) invalidate(key);
    },
  };
};
