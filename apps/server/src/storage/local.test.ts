import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/testing';
import { createLocalStorage } from './local';
import { InvalidStorageKeyError, newStorageKey } from './storage';

const dir = tempDir('portal-storage-');
afterAll(() => dir.remove());
const root = join(dir.path, 'files');
const storage = createLocalStorage(root);
const bytes = (text: string) => new TextEncoder().encode(text);

// What every store does is in storage.test.ts (run on the local disk and on S3); here, what is
// particular to the folder.
describe('local file storage', () => {
  it('never lists a write under way', async () => {
    await storage.put('lista/a/1.pdf', bytes('1'), 'application/pdf');
    writeFileSync(join(root, 'objects', 'lista', '4.pdf.0b1c.tmp'), 'meio escrito');
    expect((await storage.list('lista')).map((f) => f.key)).toEqual(['lista/a/1.pdf']);
  });

  it('leaves no temporary files behind', async () => {
    await storage.put('limpo/arquivo.txt', bytes('ok'), 'text/plain');
    expect(readdirSync(join(root, 'objects', 'limpo'))).toEqual(['arquivo.txt']);
  });

  it.each(['../fora.txt', 'a/../../fora.txt', '/etc/passwd'])(
    'writes nothing outside its folder for the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      expect(existsSync(join(dir.path, 'fora.txt'))).toBe(false);
    },
  );

  it('makes fresh keys under a prefix with a clean extension', () => {
    const a = newStorageKey('documents/empresa-1', '.PDF');
    const b = newStorageKey('documents/empresa-1', 'pdf');
    expect(a).toMatch(/^documents\/empresa-1\/[0-9a-f-]{36}\.pdf$/);
    expect(a).not.toBe(b);
    expect(newStorageKey('logos', '../../x')).toMatch(/^logos\/[0-9a-f-]{36}$/);
    expect(() => newStorageKey('../fora')).toThrow(InvalidStorageKeyError);
  });
});
