import type { QueryClient } from '@tanstack/query-core';

/**
 * Documents, meetings, tasks, admin businesses and users are kept 5 minutes (docs/product.md,
 * "Session, caching and throttling").
 */
export const CACHE_TTL_MS = 5 * 60 * 1000;

export type CacheOptions<V> = {
  /** Only values passing this are kept (e.g. successful results); others are returned, not stored. */
  shouldStore?: (value: V) => boolean;
};

export type CacheGetOptions = {
  /** Forced refresh: drop the stored value and any older pending load, then load again. */
  force?: boolean;
};

export type Cache<V> = {
  /** The stored value if fresh, else the pending load if any, else a new load shared by all callers. */
  get(key: string, load: () => Promise<V>, options?: CacheGetOptions): Promise<V>;
  peek(key: string): V | undefined;
  /** Change a stored value in place (keeps its age); no-op when nothing fresh is stored. */
  update(key: string, change: (value: V) => V): void;
  invalidate(key: string): void;
  /** Drops every value of this cache (its other kinds are kept). */
  invalidateAll(): void;
};

export type CacheStore = {
  /** The caches of one kind of value (`name` keeps their keys apart from the others'). */
  cache<V>(name: string, options?: CacheOptions<V>): Cache<V>;
  /** Empties every cache of the store; pending loads then store nothing. */
  clear(): void;
};

type QueryCore = typeof import('@tanstack/query-core');

// query-core comes in a chunk of its own, on the first cached read: the login page's submit
// loads the API client, and a login reads nothing cached.
let core: QueryCore | undefined;
let loadingCore: Promise<QueryCore> | undefined;
const loadCore = (): Promise<QueryCore> =>
  (loadingCore ??= import('@tanstack/query-core').then(
    (loaded) => (core = loaded),
    (error: unknown) => {
      // A chunk that failed to load (offline) is tried again by the next read.
      loadingCore = undefined;
      throw error;
    },
  ));

/** A load's answer that is not to be stored (a failure): it still reaches every caller. */
class NotStored {
  constructor(readonly value: unknown) {}
}

/**
 * Caches over one @tanstack/query-core QueryClient: its staleTime is the 5 minutes, its queries
 * share a pending load between callers. A forced read or an invalidation removes the query, so a
 * load started before it can never store its older answer afterwards.
 */
export const createCacheStore = (ttlMs = CACHE_TTL_MS): CacheStore => {
  let client: QueryClient | undefined;
  const clientOf = (loaded: QueryCore) =>
    (client ??= new loaded.QueryClient({
      defaultOptions: {
        queries: {
          staleTime: ttlMs,
          // Kept until stale and read again, as long as the store lives; no timers to run.
          gcTime: Infinity,
          retry: false,
          // The transport itself answers a failure when the network is down.
          networkMode: 'always',
          structuralSharing: false,
        },
      },
    }));
  // The load each query is waiting for. Callers get the load itself, not the query's promise:
  // a query removed by a forced read cancels its own promise, while the callers that were
  // already waiting for that load still get its answer.
  const loads = new WeakMap<object, Promise<unknown>>();

  const cache = <V>(name: string, options: CacheOptions<V> = {}): Cache<V> => {
    const shouldStore = options.shouldStore ?? (() => true);
    const queryKey = (key: string) => [name, key];
    const fresh = (key: string) => {
      const query = client?.getQueryCache().find<V>({ queryKey: queryKey(key), exact: true });
      return query && !query.isStaleByTime(ttlMs) ? query : undefined;
    };

    const read = (queries: QueryClient, key: string, load: () => Promise<V>, force?: boolean) => {
      if (force) queries.removeQueries({ queryKey: queryKey(key), exact: true });
      let started: Promise<V> | undefined;
      const stored = queries.fetchQuery<V>({
        queryKey: queryKey(key),
        queryFn: () => {
          started = load();
          return started.then((value) =>
            shouldStore(value) ? value : Promise.reject(new NotStored(value)),
          );
        },
      });
      const query = queries.getQueryCache().find<V>({ queryKey: queryKey(key), exact: true });
      if (query && started) loads.set(query, started);
      const pending = query?.state.fetchStatus === 'fetching' ? loads.get(query) : undefined;
      if (!pending) return stored;
      // The load's answer once the query has kept it (or dropped it): a caller that reads the
      // cache next finds it there. Its failures are the load's own.
      const settled = stored.then(
        () => undefined,
        () => undefined,
      );
      return (pending as Promise<V>).then((value) => settled.then(() => value));
    };

    return {
      get(key, load, getOptions = {}) {
        const queries = client ?? (core && clientOf(core));
        if (queries) return read(queries, key, load, getOptions.force);
        return loadCore().then(
          (loaded) => read(clientOf(loaded), key, load, getOptions.force),
          // Without query-core nothing is cached, but the read itself still happens.
          () => load(),
        );
      },
      peek: (key) => fresh(key)?.state.data,
      update(key, change) {
        const query = fresh(key);
        if (!query || query.state.data === undefined) return;
        const changed = change(query.state.data);
        client?.setQueryData(queryKey(key), () => changed, {
          updatedAt: query.state.dataUpdatedAt,
        });
      },
      invalidate: (key) => client?.removeQueries({ queryKey: queryKey(key), exact: true }),
      invalidateAll: () => client?.removeQueries({ queryKey: [name] }),
    };
  };

  return { cache, clear: () => client?.clear() };
};

/** One cache with a store of its own. */
export const createCache = <V>(options: CacheOptions<V> = {}): Cache<V> =>
  createCacheStore().cache<V>('cache', options);

/** Loads query-core now (tests, or a page that is about to read cached lists). */
export const preloadCache = (): Promise<unknown> => (core ? Promise.resolve(core) : loadCore());
