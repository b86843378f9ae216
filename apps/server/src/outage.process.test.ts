import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE } from '@portal/domain';
import { openDatabase, type DatabaseHandle } from './db';
import { createThrowawayPostgres, tempDir, type ThrowawayPostgres } from './db/testing';
import { DATABASE_RETRY_AFTER_SECONDS } from './http/replies';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import {
  killServerProcesses,
  startServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
  type Listening,
} from './test/process';
import { tcpRelay, type TcpRelay } from './test/tcp-relay';

vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

// The server process reaches its PostgreSQL database through a relay the test cuts: every
// connection ends and new ones are refused, as when the database goes away. Requests then get
// 503 with Retry-After and a pt-BR text (not a 500), and the server serves again once it is back.
describe('a database that goes away and comes back (server process, postgres)', () => {
  let pg: ThrowawayPostgres;
  let relay: TcpRelay;
  let dir: ReturnType<typeof tempDir>;
  let s: Listening;
  let handle: DatabaseHandle;
  let people: People;

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    relay = await tcpRelay(new URL(pg.url));
    dir = tempDir('portal-outage-');
    s = await startServerProcess({ DATABASE_URL: relay.url, DATA_DIR: dir.path }).listening;
    // Straight to the database, not through the relay (the server has migrated it).
    handle = await openDatabase({ databaseUrl: pg.url, dataDir: dir.path, poolSize: 1 });
    people = await createPeople(handle.db);
  });
  afterAll(async () => {
    await killServerProcesses();
    await handle?.close();
    await relay?.close();
    await pg?.drop();
    dir?.remove();
  });

  const login = () =>
    s.post('/login', { authType: 'user', key: people.user.email, password: PASSWORD });

  it('answers login 503 with Retry-After while the database is unreachable, then 200 again', async () => {
    expect((await login()).status).toBe(200);
    relay.cut();
    // The connections it had are cut, and the next ones are refused: both answer 503.
    for (let i = 0; i < 3; i++) {
      const r = await login();
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(r.body).toMatchObject({ status: 'error', error: DATABASE_UNAVAILABLE });
    }
    expect((await fetch(`${s.base}/readyz`)).status).toBe(503);
    relay.restore();
    let status = 0;
    for (let tries = 0; status !== 200; tries += 1) {
      if (tries === 100) throw new Error(`login still answers ${status} with the database back`);
      if (tries) await new Promise((r) => setTimeout(r, 200));
      status = (await login()).status;
      expect([200, 503]).toContain(status);
    }
    expect((await fetch(`${s.base}/readyz`)).status).toBe(200);
  });
});
