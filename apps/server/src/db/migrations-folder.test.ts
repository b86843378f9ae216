import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from './client';
import { tempDir } from './testing';

const dir = tempDir('portal-migrations-');
afterAll(() => dir.remove());
const saved = process.env.MIGRATIONS_DIR;
afterEach(() => {
  if (saved === undefined) delete process.env.MIGRATIONS_DIR;
  else process.env.MIGRATIONS_DIR = saved;
});

describe('migrations folder', () => {
  it('finds the committed migrations beside the source by default', () => {
    delete process.env.MIGRATIONS_DIR;
    expect(resolveMigrationsFolder()).toBe(join(import.meta.dirname, 'migrations'));
  });

  it('prefers MIGRATIONS_DIR when it holds a journal (a built server with copied files)', () => {
    const copy = join(dir.path, 'copied');
    cpSync(join(import.meta.dirname, 'migrations'), copy, { recursive: true });
    process.env.MIGRATIONS_DIR = copy;
    expect(resolveMigrationsFolder()).toBe(copy);
  });

  it('ignores a MIGRATIONS_DIR without a journal and honours an explicit folder', () => {
    process.env.MIGRATIONS_DIR = join(dir.path, 'vazio');
    expect(resolveMigrationsFolder()).toBe(join(import.meta.dirname, 'migrations'));
    expect(resolveMigrationsFolder('/opt/portal/migrations')).toBe('/opt/portal/migrations');
  });
});
