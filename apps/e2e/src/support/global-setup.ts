import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const portalDist = path.join(root, 'apps/portal/dist');

// Ask the kernel for a port nobody uses: six helpers share this machine.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

// Starts the BUILT server (what `npm start` runs) over a fresh embedded database, so every run
// begins from the demo seed. Tests read E2E_BASE_URL and E2E_DATA_DIR (mail lands in DATA_DIR/mail).
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Development shortcut: run the specs against a server you started yourself (its DATA_DIR is
  // needed to read the reset e-mails). The normal run never sets these.
  if (process.env.E2E_BASE_URL && process.env.E2E_DATA_DIR) return async () => undefined;

  for (const [file, hint] of [
    [serverMain, 'npm run build -w apps/server'],
    [path.join(portalDist, 'index.html'), 'npm run build -w apps/portal'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(dataDir, 'server.log'));

  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PORTAL_DIST: portalDist,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    // The first start runs initdb, migrations and the demo seed.
    await waitUntilUp(`${baseUrl}/`, server, 120_000);
  } catch (error) {
    await stop(server);
    throw new Error(`${(error as Error).message}; server log: ${path.join(dataDir, 'server.log')}`);
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stop(server);
    log.end();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
