import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DATABASE_UNAVAILABLE } from '@portal/domain';
import type { Logger } from './logger';
import { DATABASE_RETRY_AFTER_SECONDS } from './http/replies';
import { BACKENDS, startServer, type TestServer } from './test/harness';

const get = async (url: string) => {
  const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: r.status, text: await r.text(), headers: r.headers };
};

describe.each(BACKENDS)('health and readiness (%s)', (backend) => {
  let s: TestServer;
  const warnings: string[] = [];
  const capture: Logger = {
    info: () => {},
    warn: (m) => warnings.push(m),
    error: () => {},
  };

  beforeAll(async () => {
    s = await startServer(backend, { logger: capture });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers /healthz and /readyz with 200 while the database answers', async () => {
    const health = await get(`${s.base}/healthz`);
    expect(health).toMatchObject({ status: 200, text: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await get(`${s.base}/readyz`)).toMatchObject({ status: 200, text: 'ok' });
    // HEAD works too (load balancers use it), and neither path is the portal's page.
    expect((await fetch(`${s.base}/readyz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers /readyz with 503 while the server drains on SIGTERM, /healthz still 200', async () => {
    const stopping = await s.startSibling();
    expect((await get(`${stopping.base}/readyz`)).status).toBe(200);
    stopping.drain();
    expect(await get(`${stopping.base}/readyz`)).toMatchObject({ status: 503, text: 'encerrando' });
    expect(await get(`${stopping.base}/healthz`)).toMatchObject({ status: 200, text: 'ok' });
    // Requests in flight and new ones still get their answers while it drains.
    const r = await fetch(`${stopping.api}/auth/getAllBusinessesNames`);
    expect(r.status).toBe(200);
    expect((await get(`${s.base}/readyz`)).status).toBe(200);
    await stopping.close();
  });

  it('answers /readyz with 503 once the database is closed, /healthz still 200', async () => {
    await s.handle.close();
    const ready = await get(`${s.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.text).toBe('banco de dados indisponível');
    expect(await get(`${s.base}/healthz`)).toMatchObject({ status: 200, text: 'ok' });
    // Said once in the log, not at every probe.
    await get(`${s.base}/readyz`);
    expect(warnings.filter((w) => w.includes('[readyz]'))).toHaveLength(1);
  });

  it('answers API requests 503 with Retry-After and a pt-BR text while the database is closed', async () => {
    // After the test above: the database stays closed.
    const login = await s.post('/login', {
      authType: 'user',
      key: 'a@b.com.br',
      password: 'qualquer-1',
    });
    const names = await fetch(`${s.api}/auth/getAllBusinessesNames`);
    for (const r of [
      login,
      { status: names.status, headers: names.headers, body: await names.json() },
    ]) {
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(r.body).toMatchObject({ status: 'error', error: DATABASE_UNAVAILABLE });
    }
    // Logged, but not at every request.
    expect(warnings.filter((w) => w.includes('[db]'))).toHaveLength(1);
  });
});

describe('readiness when PostgreSQL cannot be reached', () => {
  let s: TestServer;
  let silent: Server;
  const sockets = new Set<Socket>();
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    s = await startServer('pglite');
    // Accepts connections and never answers: a database that hangs.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
    await new Promise((r) => silent?.close(r));
    await s?.close();
  });

  /** An app over the real pg driver pointed at `url`, as main.ts would build it. */
  const appOver = async (url: string) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('error', () => {});
    pools.push(pool);
    return s.startSibling({
      database: {
        kind: 'postgres',
        ping: async () => {
          await pool.query('select 1');
        },
        poolStats: () => null,
      },
      readyTimeoutMs: 500,
    });
  };

  it('answers 503 when nothing listens at the address', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    const app = await appOver(`postgres://portal@127.0.0.1:${port}/nada`);
    const ready = await get(app.api.replace('/webhook/portal', '/readyz'));
    expect(ready.status).toBe(503);
    expect(ready.text).toBe('banco de dados indisponível');
  });

  it('answers 503 in bounded time when the database never answers', async () => {
    const { port } = silent.address() as AddressInfo;
    const app = await appOver(`postgres://portal@127.0.0.1:${port}/nada`);
    const ready = await get(app.api.replace('/webhook/portal', '/readyz'));
    expect(ready.status).toBe(503);
    expect(ready.text).toBe('banco de dados indisponível');
  });
});
