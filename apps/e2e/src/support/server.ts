import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const portalDist = path.join(root, 'apps/portal/dist');

export type PortalServer = {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and, unless `keepData` (or E2E_KEEP_DATA), removes its DATA_DIR. */
  stop: (keepData?: boolean) => Promise<void>;
};

// Ask the kernel for a port nobody uses: several helpers share this machine.
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

/**
 * How long a start may take before it counts as failed, about twice the slowest measured while
 * `npm test` loads both cores with the other suites: over a copy of a seeded DATA_DIR (2-3 s on a
 * quiet machine, 21 s at worst), and the first start that runs initdb, the migrations and the
 * demo seed (7 s quiet, 28 s at worst).
 */
export const START_MS = { copy: 45_000, seeding: 60_000 };

/**
 * Starts the BUILT server (what `npm start` runs) on a free port over an embedded database of its
 * own, so it begins from the demo seed; mail lands in `dataDir/mail`. Without `from` the first
 * start runs initdb, migrations and the seed; with `from`, a DATA_DIR a stopped server left
 * behind, it starts over a copy of that.
 */
export async function startPortalServer(
  from?: string,
  /** Settings of this server only (e.g. reminders a spec turns on). */
  env: Record<string, string> = {},
): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  if (from) cpSync(from, dataDir, { recursive: true });
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitUntilUp(`${baseUrl}/`, server, from ? START_MS.copy : START_MS.seeding);
  } catch (error) {
    await stop(server);
    throw new Error(`${(error as Error).message}; server log: ${path.join(dataDir, 'server.log')}`);
  }
  return {
    baseUrl,
    dataDir,
    stop: async (keepData = false) => {
      await stop(server);
      log.end();
      if (!keepData && !process.env.E2E_KEEP_DATA)
        rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
