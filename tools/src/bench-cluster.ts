// Cluster mode for `npm run bench`: tasks getAll of the demo board on PostgreSQL, the
// built server run with WORKERS=1 and then WORKERS=2 on one throwaway database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase, schema } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { createThrowawayPostgres, TEST_ADMIN_DATABASE_URL } from '@portal/server/src/db/testing';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;
const JWT_SECRET = 'bench-cluster-secret-bench-cluster-secret-0123';
/** Logged by the primary once every worker listens (WORKERS > 1), or by the only server. */
const UP = /\[cluster\] \d+ processos no ar|Portal no ar em http:\/\/127\.0\.0\.1:(\d+)\//g;

type Started = { base: string; stop: () => Promise<void> };

/**
 * The built server with `workers` processes; resolves once all of them listen. Its DATA_DIR is
 * the caller's when `env` names one, else a throwaway folder removed on stop.
 */
export function startBuiltServer(serverMain: string, env: Record<string, string>, workers: number) {
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, ...env, WORKERS: String(workers), DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise<Started>((resolve, reject) => {
    const failed = (code: number | null) =>
      reject(new Error(`server exited (${code}):\n${output}`));
    child.once('exit', failed);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const seen = [...output.matchAll(UP)];
      const port = seen.find((m) => m[1])?.[1];
      if (!port || seen.length < (workers > 1 ? 2 : 1)) return;
      child.off('exit', failed);
      child.stdout.off('data', listen);
      // Keep reading its log (unread, a full pipe would block the server).
      child.stdout.resume();
      resolve({
        base: `http://127.0.0.1:${port}/webhook/portal`,
        stop: () =>
          new Promise<void>((ok) => {
            child.once('exit', () => {
              if (ownDir) rmSync(dataDir, { recursive: true, force: true });
              ok();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', listen);
  });
}

async function getAllRate(base: string, businessId: string) {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authType: 'user', key: 'usuario@demo.com.br', password: 'demo1234' }),
  });
  const { jwt_token: jwt } = (await login.json()) as { jwt_token: string };
  const options = {
    url: `${base}/tasks`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', action: 'getAll' },
    body: JSON.stringify({ jwt, authType: 'user', business: businessId }),
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

/** Prints tasks getAll throughput for 1 and 2 workers; says why when PostgreSQL is missing. */
export async function measureCluster(serverMain: string): Promise<void> {
  let database;
  try {
    database = await createThrowawayPostgres();
  } catch (error) {
    console.log(`skipped: ${(error as Error).message.split('\n')[0]} (${TEST_ADMIN_DATABASE_URL})`);
    return;
  }
  try {
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
    };
    // The first start migrates and seeds the demo; the demo business is then looked up.
    const first = await startBuiltServer(serverMain, env, 1);
    await first.stop();
    const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-db-'));
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: scratch, poolSize: 1 });
    const [demo] = await handle.db
      .select({ id: schema.businesses.id })
      .from(schema.businesses)
      .where(eq(schema.businesses.accessCode, 'DEMO01'));
    await handle.close();
    rmSync(scratch, { recursive: true, force: true });

    // Interleaved rounds, best of each: on a shared machine one quiet moment should not decide.
    const best = new Map<number, autocannon.Result>();
    for (const workers of [1, 2, 1, 2]) {
      const server = await startBuiltServer(serverMain, env, workers);
      try {
        const result = await getAllRate(server.base, demo!.id);
        const failed = result.non2xx + result.errors;
        if (failed) console.log(`WORKERS=${workers}: ${failed} requests not 2xx`);
        else if ((best.get(workers)?.requests.average ?? -1) < result.requests.average)
          best.set(workers, result);
      } finally {
        await server.stop();
      }
    }
    const rates: number[] = [];
    for (const [workers, result] of [...best].sort(([a], [b]) => a - b)) {
      rates.push(result.requests.average);
      console.log(
        `WORKERS=${workers}: ${Math.round(result.requests.average)} req/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
          `(best of 2 rounds of ${SECONDS} s, ${CONNECTIONS} connections)`,
      );
    }
    if (rates.length === 2)
      console.log(
        `2 workers / 1 worker: ${(rates[1]! / rates[0]!).toFixed(2)}x ` +
          `(${availableParallelism()} cores, shared with the load generator and PostgreSQL)`,
      );
  } finally {
    await database.drop();
  }
}
