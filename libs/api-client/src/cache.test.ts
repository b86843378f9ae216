import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TTL_MS, createCache, createCacheStore, preloadCache } from './cache';

/** A loader whose calls we count and whose answers we release by hand. */
const deferredLoader = () => {
  const pending: ((value: string) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        pending.push(resolve);
      }),
  );
  return { load, resolveNext: (value: string) => pending.shift()?.(value) };
};

describe('createCache', () => {
  // query-core is loaded on the first read; loaded beforehand, every read starts at once.
  beforeAll(preloadCache);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one in-flight request between concurrent callers', async () => {
    const cache = createCache<string>();
    const { load, resolveNext } = deferredLoader();
    const a = cache.get('b1', load);
    const b = cache.get('b1', load);
    expect(load).toHaveBeenCalledTimes(1);
    resolveNext('tarefas');
    await expect(Promise.all([a, b])).resolves.toEqual(['tarefas', 'tarefas']);
  });

  it('answers from the cache for 5 minutes, then loads again', async () => {
    const cache = createCache<string>();
    let calls = 0;
    const load = async () => `v${++calls}`;
    expect(await cache.get('b1', load)).toBe('v1');
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(await cache.get('b1', load)).toBe('v1');
    vi.advanceTimersByTime(1);
    expect(await cache.get('b1', load)).toBe('v2');
    expect(calls).toBe(2);
  });

  it('forced refresh drops the stored value and loads again', async () => {
    const cache = createCache<string>();
    let calls = 0;
    const load = async () => `v${++calls}`;
    await cache.get('b1', load);
    expect(await cache.get('b1', load, { force: true })).toBe('v2');
    expect(cache.peek('b1')).toBe('v2');
  });

  it('a forced refresh is not overwritten by an older request that finishes later', async () => {
    const cache = createCache<string>();
    const { load, resolveNext } = deferredLoader();
    const old = cache.get('b1', load);
    const fresh = cache.get('b1', load, { force: true });
    expect(load).toHaveBeenCalledTimes(2);
    resolveNext('antigo');
    resolveNext('novo');
    await Promise.all([old, fresh]);
    expect(cache.peek('b1')).toBe('novo');
  });

  it('keeps keys apart and stores only what shouldStore accepts', async () => {
    const cache = createCache<{ ok: boolean; v: string }>({ shouldStore: (r) => r.ok });
    await cache.get('b1', async () => ({ ok: false, v: 'erro' }));
    expect(cache.peek('b1')).toBeUndefined();
    await cache.get('b2', async () => ({ ok: true, v: 'b2' }));
    expect(cache.peek('b2')).toEqual({ ok: true, v: 'b2' });
    expect(cache.peek('b1')).toBeUndefined();
  });

  it('a failed load is not cached and the next caller tries again', async () => {
    const cache = createCache<string>();
    await expect(cache.get('b1', () => Promise.reject(new Error('rede')))).rejects.toThrow('rede');
    expect(await cache.get('b1', async () => 'ok')).toBe('ok');
  });

  it('update changes a fresh value in place and clear empties everything', async () => {
    const store = createCacheStore();
    const cache = store.cache<string[]>('lists');
    await cache.get('all', async () => ['a', 'b']);
    cache.update('all', (list) => list.filter((x) => x !== 'a'));
    expect(cache.peek('all')).toEqual(['b']);
    store.clear();
    expect(cache.peek('all')).toBeUndefined();
  });

  it('update keeps the age of the value it changes', async () => {
    const cache = createCache<string[]>();
    await cache.get('all', async () => ['a', 'b']);
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    cache.update('all', (list) => [...list, 'c']);
    vi.advanceTimersByTime(1);
    expect(cache.peek('all')).toBeUndefined();
  });

  it('a change during a load: the load still answers its callers but stores nothing', async () => {
    const cache = createCache<string>();
    const { load, resolveNext } = deferredLoader();
    const before = cache.get('b1', load);
    cache.invalidate('b1');
    resolveNext('antes');
    expect(await before).toBe('antes');
    expect(cache.peek('b1')).toBeUndefined();
  });

  it('keeps caches of a store apart by name', async () => {
    const store = createCacheStore();
    await store.cache<string>('tasks').get('b1', async () => 'tarefas');
    expect(store.cache<string>('documents').peek('b1')).toBeUndefined();
    expect(store.cache<string>('tasks').peek('b1')).toBe('tarefas');
  });
});
