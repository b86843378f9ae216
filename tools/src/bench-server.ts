// The bench's built server: where the builds are, a server started on a free port over a
// DATA_DIR, and the small HTTP helpers every section uses.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { loadRound } from './bench-load';

const root = resolve(import.meta.dirname, '../..');
export const portalDist = join(root, 'apps/portal/dist');
export const serverMain = join(root, 'apps/server/dist/main.js');
const app = process.env.APP_SEGMENT ?? 'portal';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

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
export function loginPageAssets() {
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

export async function startServer(dataDir: string) {
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
  return { base, ms, stop, pid: child.pid! };
}

export function load(
  title: string,
  url: string,
  body: string,
  amount: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  return loadRound({ title, url, body, amount, connections, headers });
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), text };
}
