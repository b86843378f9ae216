import { describe, expect, it } from 'vitest';
import { createAnnouncedCache } from './announced-cache';

describe('an announced cache that must hear every earlier change before trusting a kept value', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => `v${++loads}`, loads: () => loads };
  };

  it('asks `heard` before answering a kept value, and drops it when the change arrives meanwhile', async () => {
    const announcements: (() => void)[] = [];
    let asked = 0;
    const cache = createAnnouncedCache<string>({
      ttlMs: 60_000,
      maxEntries: 10,
      // The round trip brings the announcements committed before it.
      heard: async () => {
        asked += 1;
        for (const announce of announcements.splice(0)) announce();
      },
    });
    cache.setEnabled(true);
    const source = counting();
    expect(await cache.get('a', source.load)).toBe('v1');
    expect(asked).toBe(0); // nothing kept yet: the database itself answered
    expect(await cache.get('a', source.load)).toBe('v1');
    expect(asked).toBe(1);
    announcements.push(() => cache.clear());
    expect(await cache.get('a', source.load)).toBe('v2');
    expect(source.loads()).toBe(2);
  });

  it('reads anew when `heard` cannot answer (the listening connection is down)', async () => {
    let up = true;
    const cache = createAnnouncedCache<string>({
      ttlMs: 60_000,
      maxEntries: 10,
      heard: () => (up ? Promise.resolve() : Promise.reject(new Error('sem escuta'))),
    });
    cache.setEnabled(true);
    const source = counting();
    await cache.get('a', source.load);
    expect(await cache.get('a', source.load)).toBe('v1');
    up = false;
    expect(await cache.get('a', source.load)).toBe('v2');
    expect(await cache.get('a', source.load)).toBe('v3');
    up = true;
    // Never again what was kept before it could not tell.
    expect(await cache.get('a', source.load)).toBe('v3');
  });
});
