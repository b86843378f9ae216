import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/testing';
import { createLocalStorage } from './local';
import { InvalidStorageKeyError, isValidStorageKey, newStorageKey } from './storage';

const dir = tempDir('portal-storage-');
afterAll(() => dir.remove());
const root = join(dir.path, 'files');
const storage = createLocalStorage(root);
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

describe('local file storage', () => {
  it('gives back the bytes and content type that were put', async () => {
    await storage.put('logos/empresa.svg', bytes('<svg/>'), 'image/svg+xml');
    const file = await storage.get('logos/empresa.svg');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(text(file!.bytes)).toBe('<svg/>');
  });

  it('replaces an object put twice', async () => {
    await storage.put('docs/a.txt', bytes('primeira'), 'text/plain');
    await storage.put('docs/a.txt', bytes('segunda versão'), 'text/plain; charset=utf-8');
    const file = await storage.get('docs/a.txt');
    expect(text(file!.bytes)).toBe('segunda versão');
    expect(file?.contentType).toBe('text/plain; charset=utf-8');
  });

  it('answers null for a missing key and deletes quietly', async () => {
    expect(await storage.get('nada/aqui.pdf')).toBeNull();
    await storage.put('tmp/x.bin', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await storage.delete('tmp/x.bin');
    expect(await storage.get('tmp/x.bin')).toBeNull();
    await expect(storage.delete('tmp/x.bin')).resolves.toBeUndefined();
  });

  it('streams a Blob in and out: same bytes, size and type', async () => {
    const body = new Uint8Array(300_000).map((_, i) => i % 251);
    await storage.put('docs/grande.bin', new Blob([body]), 'application/pdf');
    const opened = await storage.open('docs/grande.bin');
    expect(opened?.size).toBe(body.byteLength);
    expect(opened?.contentType).toBe('application/pdf');
    const read = new Uint8Array(await new Response(opened!.stream).arrayBuffer());
    expect(Buffer.from(read).equals(body)).toBe(true);
    expect(await storage.open('docs/nao-existe.bin')).toBeNull();
  });

  it('lists the complete objects under a prefix, never a write under way or another prefix', async () => {
    await storage.put('lista/a/1.pdf', bytes('1'), 'application/pdf');
    await storage.put('lista/2.txt', bytes('2'), 'text/plain');
    await storage.put('outra/3.txt', bytes('3'), 'text/plain');
    writeFileSync(join(root, 'objects', 'lista', '4.pdf.0b1c.tmp'), 'meio escrito');
    const listed = await storage.list('lista');
    expect(listed.map((f) => f.key).sort()).toEqual(['lista/2.txt', 'lista/a/1.pdf']);
    for (const f of listed) expect(f.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.list('vazia')).toEqual([]);
    expect(await storage.list('../')).toEqual([]);
  });

  it('leaves no temporary files behind', async () => {
    await storage.put('limpo/arquivo.txt', bytes('ok'), 'text/plain');
    expect(readdirSync(join(root, 'objects', 'limpo'))).toEqual(['arquivo.txt']);
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
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(existsSync(join(dir.path, 'fora.txt'))).toBe(false);
  });

  it('makes fresh keys under a prefix with a clean extension', () => {
    const a = newStorageKey('documents/empresa-1', '.PDF');
    const b = newStorageKey('documents/empresa-1', 'pdf');
    expect(a).toMatch(/^documents\/empresa-1\/[0-9a-f-]{36}\.pdf$/);
    expect(a).not.toBe(b);
    expect(newStorageKey('logos', '../../x')).toMatch(/^logos\/[0-9a-f-]{36}$/);
    expect(() => newStorageKey('../fora')).toThrow(InvalidStorageKeyError);
  });
});
