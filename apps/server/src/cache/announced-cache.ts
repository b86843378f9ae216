import { LRUCache } from 'lru-cache';

/**
 * Values read from the database, kept in this process for a few seconds and dropped whole, at
 * once, whenever the database announces a change to what they were read from (a trigger's
 * NOTIFY at commit, heard by every server: app.ts). Until this process listens, or while its
 * listening connection is down, nothing is kept. The lifetime bounds what a lost announcement
 * could leave behind.
 *
 * A read that began before a clear does not keep what it read: it may predate the change. With
 * `heard`, a kept value is trusted only once every change committed before the read is known.
 */
export type AnnouncedCache<V> = {
  /** The value under `key`: kept, or loaded (and kept when nothing changed meanwhile). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forget everything (something a kept value depends on changed). */
  clear(): void;
  /** Keep values (listening) or not (not yet, or announcements may be missed). */
  setEnabled(enabled: boolean): void;
  readonly size: number;
};

export type AnnouncedCacheOptions<V> = {
  /** How long a value lives at most. */
  ttlMs: number;
  /** Most keys kept; the least recently read goes first. */
  maxEntries: number;
  /** A value's own end (ms since the epoch), never passed; null: not worth keeping. */
  expiresAt?: (value: V) => number | null;
  /**
   * Resolves once every change committed before the call has been announced here (the listening
   * connection's `heard`): awaited before a kept value is trusted, so a change committed through
   * another server is never missed by a read that comes after it. Rejects: the value is read
   * anew. Absent: announcements are trusted to arrive within the writing query (PGlite).
   */
  heard?: () => Promise<void>;
  now?: () => number;
};

/** The value in a box: lru-cache keeps no null, and a kept null is a value here. */
type Entry<V> = { value: V };

const yes = () => true;
const no = () => false;

export function createAnnouncedCache<V>(options: AnnouncedCacheOptions<V>): AnnouncedCache<V> {
  const { ttlMs, maxEntries, expiresAt, heard } = options;
  const now = options.now ?? Date.now;
  // lru-cache keeps the values: at most maxEntries, each until its own end.
  const entries = new LRUCache<string, Entry<V>>({
    max: maxEntries,
    ttl: ttlMs,
    perf: { now },
    // The clock is read at every look-up, not once per millisecond behind a timer.
    ttlResolution: 0,
  });
  let enabled = false;
  // Moves on every clear: a load that began before it must not keep what it read.
  let generation = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async get(key, load) {
      if (heard && entries.has(key) && !(await heard().then(yes, no))) {
        // Cannot tell what changed meanwhile: what was kept is gone, the database answers.
        entries.delete(key);
        return load();
      }
      const at = now();
      const kept = entries.get(key);
      if (kept) return kept.value;
      const started = generation;
      const value = await load();
      const own = expiresAt ? expiresAt(value) : Infinity;
      if (own === null || !enabled || started !== generation) return value;
      const lifetime = Math.min(ttlMs, own - at);
      // lru-cache keeps an entry while no more than its ttl has passed since `start`; here a
      // value is gone at its end (`at + lifetime`) itself, so its time counts from 1 ms earlier.
      if (lifetime > 0) entries.set(key, { value }, { ttl: lifetime, start: at - 1 });
      return value;
    },
    clear,
    setEnabled(on) {
      clear();
      enabled = on;
    },
    get size() {
      return entries.size;
    },
  };
}
