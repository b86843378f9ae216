import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import type { Principal } from './principal';

const principal = (name: string, exp = 2_000_000_000): Principal => ({
  kind: 'user',
  id: `id-${name}`,
  role: 'user',
  status: 'active',
  name,
  email: `${name}@x.com.br`,
  claims: { sub: `id-${name}`, typ: 'user', role: 'user', iat: 1, iatMs: 1000, exp },
});

/** A loader that counts its calls and answers `value`. */
const loader = (value: Principal | null) => {
  const calls = { count: 0 };
  return { calls, load: async () => ((calls.count += 1), value) };
};

describe('session cache', () => {
  it('keeps a principal once enabled: the second ask does not load', async () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const { calls, load } = loader(principal('ana'));
    expect((await cache.principal('t1', load))?.name).toBe('ana');
    expect((await cache.principal('t1', load))?.name).toBe('ana');
    expect(calls.count).toBe(1);
  });

  it('keeps nothing until enabled (not yet listening), nor a refused token', async () => {
    const cache = createSessionCache();
    const { calls, load } = loader(principal('ana'));
    await cache.principal('t1', load);
    await cache.principal('t1', load);
    expect(calls.count).toBe(2);
    cache.setEnabled(true);
    const refused = loader(null);
    await cache.principal('bad', refused.load);
    await cache.principal('bad', refused.load);
    expect(refused.calls.count).toBe(2);
  });

  it('forgets everything on clear, and a load begun before the clear is not kept', async () => {
    const cache = createSessionCache();
    cache.setEnabled(true);
    const { calls, load } = loader(principal('ana'));
    await cache.principal('t1', load);
    cache.clear();
    await cache.principal('t1', load);
    expect(calls.count).toBe(2);

    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<Principal>((resolve) => {
        release = () => resolve(principal('old'));
      });
    const pending = cache.principal('t2', slow);
    cache.clear(); // a change committed while the old state was being read
    release();
    expect((await pending)?.name).toBe('old');
    const fresh = loader(principal('new'));
    expect((await cache.principal('t2', fresh.load))?.name).toBe('new');
    expect(fresh.calls.count).toBe(1);
  });

  it('drops an entry after its lifetime, and never keeps a token past its own expiry', async () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    cache.setEnabled(true);
    const { calls, load } = loader(principal('ana'));
    await cache.principal('t1', load);
    now += 4_999;
    await cache.principal('t1', load);
    expect(calls.count).toBe(1);
    now += 1;
    await cache.principal('t1', load);
    expect(calls.count).toBe(2);

    // exp is in seconds: this token dies 1 s from now, before the cache's 5 s.
    const short = loader(principal('bia', (now + 1_000) / 1000));
    await cache.principal('t2', short.load);
    now += 1_000;
    await cache.principal('t2', short.load);
    expect(short.calls.count).toBe(2);
  });

  it('keeps at most maxEntries tokens, the oldest going first', async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.setEnabled(true);
    const a = loader(principal('a'));
    await cache.principal('a', a.load);
    await cache.principal('b', loader(principal('b')).load);
    await cache.principal('c', loader(principal('c')).load);
    expect(cache.size).toBe(2);
    await cache.principal('a', a.load);
    expect(a.calls.count).toBe(2);
  });
});
