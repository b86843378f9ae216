import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, gzipped, negotiated } from './compression';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['br, *;q=0.1', true],
    [undefined, false],
    ['', false],
    ['br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['x-gzip', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('negotiated', () => {
  it('gzips a large body for a client that takes it, says so, and varies on the header', async () => {
    const text = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Tarefa' })),
    );
    const headers = new Headers();
    const body = await negotiated(text, 'gzip', headers);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(body as Uint8Array).toString()).toBe(text);
  });

  it('leaves a small body, or one for a client without gzip, as it is', async () => {
    const small = new Headers();
    expect(await negotiated('{"valid":true}', 'gzip', small)).toBe('{"valid":true}');
    expect([...small.keys()]).toEqual([]);
    const big = 'x'.repeat(5000);
    const without = new Headers();
    expect(await negotiated(big, 'br', without)).toBe(big);
    expect(without.get('content-encoding')).toBeNull();
    expect(without.get('vary')).toBe('Accept-Encoding');
  });

  it('compresses a large body off the event loop to the same bytes', async () => {
    const big = 'transcrição da reunião; '.repeat(20_000);
    expect(gunzipSync(await gzipped(big)).toString()).toBe(big);
  });
});
