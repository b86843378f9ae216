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
  /** Most keys kept; the oldest goes first. */
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

type Entry<V> = { value: V; expires: number };

const yes = () => true;
const no = () => false;

export function createAnnouncedCache<V>(options: AnnouncedCacheOptions<V>): AnnouncedCache<V> {
  const { ttlMs, maxEntries, expiresAt, heard } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
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
      if (kept && kept.expires > at) return kept.value;
      if (kept) entries.delete(key);
      const started = generation;
      const value = await load();
      const own = expiresAt ? expiresAt(value) : Infinity;
      if (own === null || !enabled || started !== generation) return value;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expires: Math.min(at + ttlMs, own) });
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
