import { createHash } from 'node:crypto';
import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/testing';
import { createLocalStorage } from './local';
import { createS3Storage, type S3FileStorage } from './s3';
import { InvalidStorageKeyError, isValidStorageKey, type FileStorage } from './storage';
import { startLocalS3, type LocalS3 } from './testing';

// One suite, two stores: the local folder (the default) and an S3-compatible server (s3rver,
// started here on a free loopback port). Whatever a service or the housekeeping does with files
// must behave the same on both.

const dir = tempDir('portal-storage-suite-');
let s3: LocalS3;
const s3Clients: S3FileStorage[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const client of s3Clients) client.close();
  await s3?.stop();
  dir.remove();
});

const STORES: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(join(dir.path, 'files'))],
  [
    'S3 (s3rver)',
    () => {
      // A small page size, so listing walks several pages of ListObjectsV2.
      const storage = createS3Storage(s3.config('portal/arquivos'), 7);
      s3Clients.push(storage);
      return storage;
    },
  ],
];

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

/** Writes `size` bytes of a pattern to `path`; answers their SHA-256 (the bytes are let go). */
const writeLargeFile = (path: string, size: number): string => {
  const whole = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) whole.fill(i % 251, i, i + 4096);
  writeFileSync(path, whole);
  return createHash('sha256').update(whole).digest('hex');
};

// Memory that holds bytes (Buffers, ArrayBuffers) sampled after a forced collection, so what is
// measured is what is still held, not garbage waiting for the collector.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const heldBytes = async () => {
  collect();
  // Dead buffers' memory is given back by a background task: let it run, then collect again.
  await new Promise((resolve) => setTimeout(resolve, 20));
  collect();
  return process.memoryUsage().arrayBuffers;
};
const MB = 1024 * 1024;
const SAMPLE_EVERY = 4 * MB;

/** `blob` whose stream calls `sample` every SAMPLE_EVERY bytes read from it. */
const sampled = (blob: Blob, sample: () => Promise<void>): Blob =>
  new (class extends Blob {
    override get size() {
      return blob.size;
    }
    override stream() {
      let read = 0;
      return blob.stream().pipeThrough(
        new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
          async transform(chunk, controller) {
            if (
              Math.floor((read + chunk.byteLength) / SAMPLE_EVERY) > Math.floor(read / SAMPLE_EVERY)
            )
              await sample();
            read += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
    }
  })([]);

describe.each(STORES)('file storage on %s', (name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back the bytes and content type that were put, and replaces an object put twice', async () => {
    await storage.put('logos/empresa.svg', bytes('<svg/>'), 'image/svg+xml');
    const file = await storage.get('logos/empresa.svg');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(text(file!.bytes)).toBe('<svg/>');

    await storage.put('logos/empresa.svg', bytes('<svg>2</svg>'), 'text/plain; charset=utf-8');
    const again = await storage.get('logos/empresa.svg');
    expect(text(again!.bytes)).toBe('<svg>2</svg>');
    expect(again?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('answers null for a missing key on get and open, and deletes quietly', async () => {
    expect(await storage.get('nada/aqui.pdf')).toBeNull();
    expect(await storage.open('nada/aqui.pdf')).toBeNull();
    await storage.put('tmp/x.bin', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await storage.delete('tmp/x.bin');
    expect(await storage.get('tmp/x.bin')).toBeNull();
    await expect(storage.delete('tmp/x.bin')).resolves.toBeUndefined();
    await expect(storage.delete('nunca/existiu.txt')).resolves.toBeUndefined();
  });

  it('streams a Blob in and out: same bytes, size and type', async () => {
    const body = new Uint8Array(300_000).map((_, i) => i % 251);
    await storage.put('documents/grande.bin', new Blob([body]), 'application/pdf');
    const opened = await storage.open('documents/grande.bin');
    expect(opened?.size).toBe(body.byteLength);
    expect(opened?.contentType).toBe('application/pdf');
    const read = new Uint8Array(await new Response(opened!.stream).arrayBuffer());
    expect(Buffer.from(read).equals(body)).toBe(true);
    // An empty file is a file too.
    await storage.put('documents/vazio.txt', new Blob([]), 'text/plain');
    const empty = await storage.open('documents/vazio.txt');
    expect(empty?.size).toBe(0);
    expect((await new Response(empty!.stream).arrayBuffer()).byteLength).toBe(0);
  });

  it('streams a file of several megabytes both ways without holding it in memory', async () => {
    // Three times the bound below: a copy held whole on either way could not stay under it.
    const size = 12 * MB;
    const source = join(dir.path, `grande-${name.replace(/\W/g, '')}.bin`);
    const expected = writeLargeFile(source, size);

    const before = await heldBytes();
    let peak = before;
    // A Blob backed by the file on disk (its bytes are read only as the storage streams them),
    // measured every few megabytes on the way in and on the way out.
    const blob = sampled(await openAsBlob(source), async () => {
      peak = Math.max(peak, await heldBytes());
    });
    await storage.put('documents/12mb.pdf', blob, 'application/pdf');

    const opened = await storage.open('documents/12mb.pdf');
    expect(opened?.size).toBe(size);
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of opened!.stream as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      if (Math.floor((read + chunk.byteLength) / SAMPLE_EVERY) > Math.floor(read / SAMPLE_EVERY))
        peak = Math.max(peak, await heldBytes());
      read += chunk.byteLength;
    }
    expect(hash.digest('hex')).toBe(expected);
    // Buffering the file whole on the way in or out would hold 12 MB more; streaming holds a few
    // chunks (about 0.3 MB here).
    expect(peak - before).toBeLessThan(4 * MB);
  });

  it('keeps every object of many concurrent puts whole', async () => {
    const keys = Array.from({ length: 24 }, (_, i) => `concorrentes/${i}.bin`);
    const content = (i: number) => new Uint8Array(10_000 + i * 3_001).fill(i + 1);
    await Promise.all(
      keys.map((key, i) =>
        storage.put(key, i % 2 ? new Blob([content(i)]) : content(i), 'application/octet-stream'),
      ),
    );
    const read = await Promise.all(keys.map((key) => storage.get(key)));
    read.forEach((file, i) => expect(Buffer.from(file!.bytes).equals(content(i))).toBe(true));
    expect((await storage.list('concorrentes')).map((f) => f.key).sort()).toEqual([...keys].sort());
  });

  it('lists the objects under a prefix (every page), never another prefix', async () => {
    const keys = Array.from({ length: 17 }, (_, i) => `lista/${i % 2 ? 'a/' : ''}${i}.pdf`);
    for (const key of keys) await storage.put(key, bytes(key), 'application/pdf');
    await storage.put('lista2/fora.txt', bytes('x'), 'text/plain');
    await storage.put('outra/fora.txt', bytes('x'), 'text/plain');
    const listed = await storage.list('lista');
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const f of listed)
      expect(Math.abs(f.modifiedAt.getTime() - Date.now())).toBeLessThan(600_000);
    expect((await storage.list('lista/a')).length).toBe(8);
    expect(await storage.list('vazia')).toEqual([]);
    expect(await storage.list('../')).toEqual([]);
    await storage.delete('lista/0.pdf');
    expect((await storage.list('lista')).map((f) => f.key)).not.toContain('lista/0.pdf');
  });

  it.each([
    '../fora.txt',
    'a/../../fora.txt',
    '/etc/passwd',
    'a//b',
    'a\\b',
    '.oculto',
    'a/./b',
    '',
    'x'.repeat(600),
    'com espaço.txt',
  ])('refuses the unsafe key %j for every operation', async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});

describe('S3 storage in the bucket', () => {
  it('writes under STORAGE_URL’s prefix and lists only its own keys', async () => {
    const storage = createS3Storage(s3.config('inquilino-a'));
    const other = createS3Storage(s3.config('inquilino-b'));
    s3Clients.push(storage, other);
    await storage.put('logos/a.svg', bytes('<svg/>'), 'image/svg+xml');
    await other.put('logos/b.svg', bytes('<svg/>'), 'image/svg+xml');
    const raw = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const page = await raw.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'inquilino-' }),
      );
      expect(page.Contents?.map((o) => o.Key).sort()).toEqual([
        'inquilino-a/logos/a.svg',
        'inquilino-b/logos/b.svg',
      ]);
    } finally {
      raw.destroy();
    }
    expect((await storage.list('logos')).map((f) => f.key)).toEqual(['logos/a.svg']);
    expect(await storage.get('logos/b.svg')).toBeNull();
  });

  it('fails its probe for a bucket that is not there, and passes it for one that is', async () => {
    const missing = createS3Storage({ ...s3.config(), bucket: 'nao-existe' });
    const present = createS3Storage(s3.config());
    s3Clients.push(missing, present);
    await expect(missing.probe()).rejects.toThrow();
    await expect(present.probe()).resolves.toBeUndefined();
  });
});
