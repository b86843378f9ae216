import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db';
import {
  createThrowawayPostgres,
  tempDir,
  TEST_ADMIN_DATABASE_URL,
  type ThrowawayPostgres,
} from './db/testing';
import { startLocalS3, type LocalS3 } from './storage/testing';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import { JWT_SECRET, waitFor } from './test/harness';
import {
  killServerProcesses,
  startServerProcess,
  type ServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
  START_TIMEOUT_MS,
} from './test/process';
import { PNG } from './test/upload-files';
import { metricSample } from './test/metrics';

// Each test here starts real server processes (see test/process.ts).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

// Cluster mode: WORKERS=2 on PostgreSQL, files in S3 (s3rver). Both workers answer
// on the one port, the metrics of both come from either, a worker killed with SIGKILL is replaced
// while the other keeps answering, and SIGTERM to the primary stops them all.

const METRICS_TOKEN = 'metricas-do-cluster-0123456789';
/** Test mode (NODE_ENV=test) of WORKERS=N only: the pid of the worker that answered. */
const PID_HEADER = 'x-portal-worker-pid';

type Answer = { status: number; pid: number; body: Buffer };

/** A GET on a connection of its own, so the primary hands each one to the next worker. */
const getOnce = (url: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          pid: Number(res.headers[PID_HEADER]),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=2 on PostgreSQL', () => {
  let pg: ThrowawayPostgres;
  let s3: LocalS3;
  const dir = tempDir('portal-cluster-');
  const ownDir = tempDir('portal-cluster-test-');
  let handle: DatabaseHandle;
  let people: People;
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    [pg, s3] = await Promise.all([createThrowawayPostgres(), startLocalS3()]);
    // The test's own connection, for the people the servers will sign in.
    handle = await openDatabase({ databaseUrl: pg.url, dataDir: ownDir.path, poolSize: 2 });
    people = await createPeople(handle.db);
    server = startServerProcess({
      ...s3.env('cluster'),
      DATABASE_URL: pg.url,
      JWT_SECRET,
      DATA_DIR: dir.path,
      WORKERS: '2',
      NODE_ENV: 'test',
      METRICS_TOKEN,
    });
    ({ base } = await server.listening);
    await waitFor(
      () => (/\[cluster\] 2 processos no ar/.test(server.output()) ? true : undefined),
      START_TIMEOUT_MS,
    );
  });
  afterAll(async () => {
    await killServerProcesses();
    await handle?.close();
    await s3?.stop();
    await pg?.drop();
    dir.remove();
    ownDir.remove();
  });

  /** The pids that answered `count` requests of `path`, each on a new connection; all 200. */
  const answering = async (count: number, path = '/healthz') => {
    const pids = new Set<number>();
    for (let i = 0; i < count; i += 1) {
      const answer = await getOnce(`${base}${path}`);
      expect(answer.status, answer.body.toString()).toBe(200);
      pids.add(answer.pid);
    }
    return pids;
  };

  it('answers from both workers, never from the primary', async () => {
    const pids = await answering(10);
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    // The database and the bucket are shared: both are ready.
    expect(await answering(4, '/readyz')).toEqual(pids);
    // The AWS SDK's warning about Node versions, printed as each S3 client starts: once, by the
    // first worker, not once per worker.
    expect(server.output().match(/NodeVersionSupportWarning/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('answers the metrics of every worker from whichever worker is asked', async () => {
    const before = await getOnce(`${base}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    const counted = ({ body }: Answer) =>
      metricSample(
        body.toString(),
        'portal_http_requests_total{action="healthz",method="GET",status="200"}',
      ) ?? 0;
    await answering(6);
    const after = await getOnce(`${base}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(after.status).toBe(200);
    // Six more, whichever worker answered each of them and whichever answers the scrape.
    expect(counted(after) - counted(before)).toBe(6);
    expect(after.body.toString()).toContain('portal_db_info{kind="postgres"} 1');
  });

  it('shares an uploaded logo between the workers through the bucket', async () => {
    const login = await fetch(`${base}/webhook/portal/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authType: 'user', key: people.user.email, password: PASSWORD }),
    });
    const { jwt_token: jwt } = (await login.json()) as { jwt_token: string };
    const form = new FormData();
    form.set('jwt', jwt);
    form.set('authType', 'user');
    form.set('businessId', people.businessA.id);
    const fields = { website: '', niche: 'Varejo', knowledge_base: '', meta_faturamento: '0' };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('username_instagram', '');
    form.set('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const updated = await fetch(`${base}/webhook/portal/myBusiness`, {
      method: 'POST',
      headers: { action: 'update' },
      body: form,
    });
    expect(updated.status).toBe(200);
    const { logo } = ((await updated.json()) as { business: { logo: string } }).business;
    const pids = new Set<number>();
    for (let i = 0; i < 8; i += 1) {
      const answer = await getOnce(`${base}${logo}`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(Buffer.from(PNG))).toBe(true);
      pids.add(answer.pid);
    }
    expect(pids.size).toBe(2);
  });

  it('replaces a worker killed with SIGKILL while the other keeps answering', async () => {
    const [victim, survivor] = [...(await answering(6))];
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => (server.output().includes(`(pid ${victim}) terminou`) ? true : undefined));
    // The primary knows: every request goes to a live worker.
    const meanwhile = await answering(6);
    expect(meanwhile.has(victim!)).toBe(false);
    expect(meanwhile.has(survivor!)).toBe(true);
    // A new worker takes the dead one's place and answers too.
    await waitFor(
      () =>
        /\[cluster\] processo \d de 2 \(pid \d+\) no ar/.test(server.output()) ? true : undefined,
      START_TIMEOUT_MS,
    );
    const pids = await answering(10);
    expect(pids.size).toBe(2);
    expect(pids.has(victim!)).toBe(false);
  });

  it('stops every worker on SIGTERM to the primary, exit 0', async () => {
    const workers = [...(await answering(6))];
    expect(await server.stop('SIGTERM')).toBe(0);
    await waitFor(() => (workers.some(alive) ? undefined : true));
    expect(server.output()).not.toContain('terminou (sinal SIGTERM)');
  });
});

describe('WORKERS=2 whose workers cannot start', () => {
  const dir = tempDir('portal-cluster-fail-');
  afterAll(async () => {
    await killServerProcesses();
    dir.remove();
  });

  it('stops the set and exits 1, as a single server whose start fails', async () => {
    const url = new URL(TEST_ADMIN_DATABASE_URL);
    url.pathname = '/portal_test_nao_existe';
    const server = startServerProcess({
      DATABASE_URL: url.toString(),
      JWT_SECRET,
      DATA_DIR: dir.path,
      WORKERS: '2',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /\[cluster\] processo \d de 2 \(pid \d+\) saiu \(código 1\) antes de escutar/,
    );
  });
});
