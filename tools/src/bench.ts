// `npm run bench`: prints figures, asserts nothing. Speed is measured here, never in tests.
// Needs the built portal and server (the root `bench` script builds them first).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '../..');
const portalDist = join(root, 'apps/portal/dist');
const serverMain = join(root, 'apps/server/dist/main.js');
const app = process.env.APP_SEGMENT ?? 'portal';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** What the login page loads: the entry HTML's scripts, module preloads and stylesheets. */
function loginPageAssets() {
  const html = readFileSync(join(portalDist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
  const sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  for (const ref of new Set(refs)) {
    const bytes = readFileSync(join(portalDist, ref));
    const kind = ref.endsWith('.css') ? sizes.css : sizes.js;
    kind.raw += bytes.length;
    kind.gzip += gzipSync(bytes, { level: 9 }).length;
    kind.files += 1;
  }
  return sizes;
}

async function waitForAnswer(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
      return performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIST: portalDist,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/webhook/${app}`;
  const ms = await waitForAnswer(`${base}/validate-token`, started, child);
  const stop = () =>
    new Promise<void>((ok) => {
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    });
  return { base, ms, stop };
}

async function load(title: string, url: string, body: string, amount: number, connections: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    amount,
    connections,
  });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(16)} ${String(amount).padStart(6)} req, ${connections} conn: ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${Math.round(result.requests.average)} req/s` +
      (non2xx ? `  (${non2xx} not 2xx)` : ''),
  );
}

async function main() {
  if (!existsSync(serverMain) || !existsSync(join(portalDist, 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  console.log('== Login page assets (gzip -9)');
  const assets = loginPageAssets();
  console.log(
    `JS  ${assets.js.files} file(s): ${kb(assets.js.gzip)} gzip (${kb(assets.js.raw)} raw)`,
  );
  console.log(
    `CSS ${assets.css.files} file(s): ${kb(assets.css.gzip)} gzip (${kb(assets.css.raw)} raw)`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    console.log('\n== Server cold start to first answer (embedded PGlite)');
    const first = await startServer(dataDir);
    console.log(`fresh DATA_DIR (initdb + migrations + demo seed): ${first.ms.toFixed(0)} ms`);
    await first.stop();
    const server = await startServer(dataDir);
    console.log(`existing DATA_DIR (reopen):                      ${server.ms.toFixed(0)} ms`);

    console.log('\n== Latency and throughput on loopback (autocannon)');
    const credentials = { authType: 'user', key: 'admin@demo.com.br', password: 'demo1234' };
    const login = await fetch(`${server.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { jwt_token: jwt } = (await login.json()) as { jwt_token: string };
    await load('login', `${server.base}/login`, JSON.stringify(credentials), 2000, 4);
    await load(
      'validate-token',
      `${server.base}/validate-token`,
      JSON.stringify({ authType: 'user', jwt }),
      5000,
      10,
    );
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
