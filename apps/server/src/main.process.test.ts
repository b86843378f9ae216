import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preparedPgliteDir } from './db/testing';
import { killServerProcesses, startServerProcess, PROCESS_TEST_TIMEOUT_MS } from './test/process';

// Each test here starts real server processes (see test/process.ts).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

describe('the server process', () => {
  let dir: { path: string; remove: () => void };
  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-main-');
  });
  afterAll(async () => {
    await killServerProcesses();
    dir?.remove();
  });

  it('listens, refuses a second start on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const first = startServerProcess({ DATA_DIR: dir.path });
    const { api } = await first.listening;
    const r = await fetch(`${api}/auth/getAllBusinessesNames`);
    expect(r.status).toBe(200);
    // What Node refuses before the app (headers past 16 KB) is answered in the API's shape too.
    const long = await fetch(`${api}/login?x=${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect((await long.json()).status).toBe('error');
    expect(existsSync(join(dir.path, 'server.lock'))).toBe(true);

    const second = startServerProcess({ DATA_DIR: dir.path });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('já está usando a pasta de dados');

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dir.path, 'server.lock'))).toBe(false);
  });
});
