import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preparedPgliteDir } from './db/testing';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(dataDir: string): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

async function until(probe: () => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the server process', () => {
  let dir: { path: string; remove: () => void };
  let first: Run | undefined;
  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-main-');
  });
  afterAll(() => {
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
    dir?.remove();
  });

  it('listens, refuses a second start on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    first = start(dir.path);
    await until(() => /Portal no ar em http:\/\/127\.0\.0\.1:(\d+)/.test(first!.output()));
    const port = /127\.0\.0\.1:(\d+)/.exec(first.output())![1];
    const r = await fetch(`http://127.0.0.1:${port}/webhook/portal/auth/getAllBusinessesNames`);
    expect(r.status).toBe(200);
    // What Node refuses before the app (headers past 16 KB) is answered in the API's shape too.
    const long = await fetch(
      `http://127.0.0.1:${port}/webhook/portal/login?x=${'a'.repeat(20_000)}`,
    );
    expect(long.status).toBe(431);
    expect((await long.json()).status).toBe('error');
    expect(existsSync(join(dir.path, 'server.lock'))).toBe(true);

    const second = start(dir.path);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('já está usando a pasta de dados');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir.path, 'server.lock'))).toBe(false);
  });
});
