import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/testing';
import { withDeferrableDeletes } from './deferred-deletes';
import { createLocalStorage } from './local';
import { InvalidStorageKeyError } from './storage';

const dir = tempDir('portal-deferred-');
afterAll(() => dir.remove());
const root = join(dir.path, 'files');
const bytes = (text: string) => new TextEncoder().encode(text);
const onDisk = (key: string) => existsSync(join(root, 'objects', key));

describe('deletions held back while a backup copies the files', () => {
  const { storage, hold } = withDeferrableDeletes(createLocalStorage(root));

  it('deletes at once when nothing holds them', async () => {
    await storage.put('logos/a.svg', bytes('<svg/>'), 'image/svg+xml');
    await storage.delete('logos/a.svg');
    expect(onDisk('logos/a.svg')).toBe(false);
  });

  it('keeps the file on disk until the last hold ends, answering as if it were gone', async () => {
    await storage.put('logos/b.svg', bytes('<svg/>'), 'image/svg+xml');
    const first = hold();
    const second = hold();
    await storage.delete('logos/b.svg');
    expect(onDisk('logos/b.svg')).toBe(true);
    expect(await storage.get('logos/b.svg')).toBeNull();
    // A download (open) and the orphan sweep (list) see it gone too.
    expect(await storage.open('logos/b.svg')).toBeNull();
    expect((await storage.list('logos')).map((f) => f.key)).not.toContain('logos/b.svg');
    await first();
    await first();
    expect(onDisk('logos/b.svg')).toBe(true);
    await second();
    expect(onDisk('logos/b.svg')).toBe(false);
  });

  it('does not delete a key written again while held', async () => {
    await storage.put('logos/c.svg', bytes('velho'), 'image/svg+xml');
    const release = hold();
    await storage.delete('logos/c.svg');
    await storage.put('logos/c.svg', bytes('novo'), 'image/svg+xml');
    await release();
    const file = await storage.get('logos/c.svg');
    expect(new TextDecoder().decode(file!.bytes)).toBe('novo');
  });

  it('refuses an unsafe key while held, as without the hold', async () => {
    const release = hold();
    try {
      await expect(storage.delete('../fora.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get('../fora.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    } finally {
      await release();
    }
  });
});
