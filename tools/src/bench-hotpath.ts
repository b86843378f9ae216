// The API's hot path beside the HTTP floor, for `npm run bench` or `--only hotpath`:
// tasks getAll of the demo board and validate-token through the built server, each next to a
// bare node:http server answering the same bytes in the same run, on PGlite and on PostgreSQL;
// then one connection, and 200 connections for 20 s on getAll and on login.
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import { startBuiltServer } from './bench-cluster';
import { DEMO_USER, onEachBackend, signInDemoUser, withDemoData } from './bench-backends';

const JWT_SECRET = 'bench-hotpath-secret-bench-hotpath-secret-0123';
const SECONDS = 10;
const WARM_UP_SECONDS = 2;

type Call = { url: string; body: string; headers: Record<string, string> };

/** A bare node:http server answering every request with the bytes of one real reply. */
async function floorServer(
  bytes: Buffer,
  contentType: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
      res.end(bytes);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** `connections` for SECONDS after a warm-up. */
async function run(call: Call, connections: number) {
  const options = {
    url: call.url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body,
    connections,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

const rate = (r: autocannon.Result) => Math.round(r.requests.average);
const line = (title: string, r: autocannon.Result, floor?: autocannon.Result) =>
  console.log(
    `${title.padEnd(34)} ${String(rate(r)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms` +
      `  p99 ${String(r.latency.p99).padStart(4)} ms` +
      (floor
        ? `  floor ${rate(floor)} req/s  ratio ${((100 * rate(r)) / rate(floor)).toFixed(1)} %`
        : '') +
      (r.non2xx + r.errors + r.timeouts
        ? `  (${r.non2xx} not 2xx, ${r.errors} errors, ${r.timeouts} over time)`
        : ''),
  );

/** The same call against the server and against the floor answering its bytes. */
async function beside(title: string, call: Call, connections: number) {
  const res = await fetch(call.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const floor = await floorServer(bytes, res.headers.get('content-type') ?? 'application/json');
  try {
    const f = await run({ ...call, url: floor.url }, connections);
    const r = await run(call, connections);
    line(`${title} (${(bytes.length / 1024).toFixed(1)} KiB)`, r, f);
    return r;
  } finally {
    await floor.close();
  }
}

/** The demo user's hot calls (signed in here): tasks getAll, validate-token, login. */
export async function demoCalls(base: string, businessId: string) {
  const jwt = await signInDemoUser(base);
  return {
    getAll: {
      url: `${base}/tasks`,
      headers: { action: 'getAll' },
      body: JSON.stringify({ jwt, authType: 'user', business: businessId }),
    },
    validate: {
      url: `${base}/validate-token`,
      headers: {},
      body: JSON.stringify({ jwt, authType: 'user' }),
    },
    login: { url: `${base}/login`, headers: {}, body: JSON.stringify(DEMO_USER) },
  };
}

async function measureOn(label: string, serverMain: string, databaseUrl?: string) {
  console.log(`\n-- ${label}`);
  await withDemoData(
    serverMain,
    'portal-bench-hotpath-',
    JWT_SECRET,
    databaseUrl,
    async (env, businessId) => {
      const server = await startBuiltServer(serverMain, env, 1);
      try {
        const calls = await demoCalls(server.base, businessId);
        await beside('tasks getAll, 50 conn', calls.getAll, 50);
        await beside('validate-token, 50 conn', calls.validate, 50);
        line('tasks getAll, 1 conn', await run(calls.getAll, 1));
        // Saturation: reads must not wait past 2 s; shed requests are 503 + Retry-After. The
        // slowest answer (max) says whether any took over 2 s; requests still in flight when the
        // round ends are not counted.
        for (const [title, call] of [
          ['tasks getAll, 200 conn, 20 s', calls.getAll],
          ['login, 200 conn, 20 s', calls.login],
        ] as const) {
          const r = await autocannon({
            url: call.url,
            method: 'POST',
            headers: { 'content-type': 'application/json', ...call.headers },
            body: call.body,
            connections: 200,
            duration: 20,
            timeout: 30,
          });
          const statuses = Object.entries(r.statusCodeStats ?? {})
            .map(([k, v]) => `${k}: ${v?.count ?? 0}`)
            .join(', ');
          line(title, r);
          console.log(
            `${''.padEnd(34)} statuses ${statuses}; slowest ${r.latency.max} ms; ` +
              `${r.errors} errors, ${r.timeouts} timeouts`,
          );
        }
      } finally {
        await server.stop();
      }
    },
  );
}

/** Prints the hot path beside the floor on PGlite, then on a throwaway PostgreSQL database. */
export async function measureHotPath(serverMain: string): Promise<void> {
  await onEachBackend((label, databaseUrl) => measureOn(label, serverMain, databaseUrl));
}
