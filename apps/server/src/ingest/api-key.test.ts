import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { INGEST_KEY_FILE, logIngestKey, resolveIngestApiKey } from './api-key';
import { isInstallationKey } from './auth';

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'portal-ingest-key-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const logged = () => {
  const lines: string[] = [];
  return { lines, logger: { info: (m: string) => lines.push(m), warn: () => {}, error: () => {} } };
};

describe('installation key of the ingestion action', () => {
  it('INGEST_API_KEY wins and is never written or logged', () => {
    const dataDir = fresh();
    const key = 'k'.repeat(30);
    const resolved = resolveIngestApiKey({ ingestApiKey: key, databaseUrl: undefined, dataDir });
    expect(resolved).toEqual({ key, source: 'env' });
    expect(() => statSync(join(dataDir, INGEST_KEY_FILE))).toThrow();
    const log = logged();
    logIngestKey(log.logger, resolved, 'portal');
    expect(log.lines.join('\n')).not.toContain(key);
    expect(log.lines.join('\n')).toContain('/webhook/portal/meetings/ingest');
  });

  it('embedded: generated once into DATA_DIR/ingest-api-key (0600), kept across starts, only its place logged', () => {
    const dataDir = fresh();
    const first = resolveIngestApiKey({ ingestApiKey: undefined, databaseUrl: undefined, dataDir });
    expect(first.source).toBe('generated');
    expect(first.key!.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, INGEST_KEY_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = resolveIngestApiKey({ ingestApiKey: undefined, databaseUrl: undefined, dataDir });
    expect(again).toEqual({ key: first.key, source: 'file', file });
    const log = logged();
    logIngestKey(log.logger, first, 'portal');
    expect(log.lines.join('\n')).toContain(file);
    expect(log.lines.join('\n')).not.toContain(first.key!);
  });

  it('keeps a key file of 24 or more characters (what INGEST_API_KEY accepts); a shorter one is replaced', () => {
    const dataDir = fresh();
    const file = join(dataDir, INGEST_KEY_FILE);
    const mine = 'chave-do-operador-24-car';
    expect(mine).toHaveLength(24);
    writeFileSync(file, `${mine}\n`, { mode: 0o600 });
    const kept = resolveIngestApiKey({ ingestApiKey: undefined, databaseUrl: undefined, dataDir });
    expect(kept).toEqual({ key: mine, source: 'file', file });
    expect(() => loadConfig({ INGEST_API_KEY: mine })).not.toThrow();

    writeFileSync(file, `${mine.slice(1)}\n`, { mode: 0o600 });
    const replaced = resolveIngestApiKey({
      ingestApiKey: undefined,
      databaseUrl: undefined,
      dataDir,
    });
    expect(replaced.source).toBe('generated');
    expect(replaced.key).not.toBe(mine.slice(1));
    expect(readFileSync(file, 'utf8').trim()).toBe(replaced.key);
  });

  it('narrows a key file others can read back to 0600 and warns, without the key', () => {
    const dataDir = fresh();
    const file = join(dataDir, INGEST_KEY_FILE);
    const key = 'k'.repeat(40);
    writeFileSync(file, `${key}\n`);
    chmodSync(file, 0o644);
    const warnings: string[] = [];
    const resolved = resolveIngestApiKey(
      { ingestApiKey: undefined, databaseUrl: undefined, dataDir },
      { warn: (m) => warnings.push(m) },
    );
    expect(resolved).toEqual({ key, source: 'file', file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(file);
    expect(warnings[0]).toContain('0644');
    expect(warnings[0]).toContain('0600');
    expect(warnings[0]).not.toContain(key);
    // Already 0600: nothing to say.
    resolveIngestApiKey(
      { ingestApiKey: undefined, databaseUrl: undefined, dataDir },
      { warn: (m) => warnings.push(m) },
    );
    expect(warnings).toHaveLength(1);
  });

  it('with DATABASE_URL and no INGEST_API_KEY: key auth is off, and the log says so', () => {
    const dataDir = fresh();
    const resolved = resolveIngestApiKey({
      ingestApiKey: undefined,
      databaseUrl: 'postgres://x@h/db',
      dataDir,
    });
    expect(resolved).toEqual({ key: null, source: 'off' });
    const log = logged();
    logIngestKey(log.logger, resolved, 'portal');
    expect(log.lines.join('\n')).toMatch(
      /chave de API está desativada; só tokens de administrador/,
    );
  });

  it('INGEST_API_KEY must be at least 24 characters', () => {
    expect(loadConfig({ INGEST_API_KEY: 'x'.repeat(24) }).ingestApiKey).toBe('x'.repeat(24));
    expect(loadConfig({}).ingestApiKey).toBeUndefined();
    expect(() => loadConfig({ INGEST_API_KEY: 'curta' })).toThrow(ConfigError);
    expect(() => loadConfig({ INGEST_API_KEY: 'curta' })).toThrow(/INGEST_API_KEY/);
  });

  it('compares keys whatever their length', () => {
    expect(isInstallationKey('abc', 'abc')).toBe(true);
    expect(isInstallationKey('abc', 'abcd')).toBe(false);
    expect(isInstallationKey('', 'abc')).toBe(false);
    expect(isInstallationKey('abc', null)).toBe(false);
  });
});
