import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { poster, type Reply } from './harness';

// The real server as a separate process (`src/main.ts` through tsx), for what an in-process app
// cannot show: the DATA_DIR lock between processes, signals, kill -9, two servers on one database.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Portal no ar em (http:\/\/127\.0\.0\.1:\d+)\//;
/** A start on a loaded 2-core machine (tsx compiles the server first) can take tens of seconds. */
const START_TIMEOUT_MS = 90_000;

export type Listening = {
  base: string;
  /** The API root: `${base}/webhook/portal`. */
  api: string;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Reply>;
};

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code; null when a signal ended it. */
  exited: Promise<number | null>;
  /**
   * Resolves once it logs that it listens; rejects when it exits first (a start that fails is
   * never retried here: "starts on the first try") or says nothing in time.
   */
  listening: Promise<Listening>;
};

const running = new Set<ChildProcess>();

/**
 * Starts `src/main.ts` on a free port of 127.0.0.1, without demo data, with `env` over the
 * defaults. DATABASE_URL and JWT_SECRET are blank unless given, so a variable of the test
 * runner's own environment never decides which database a test uses.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      JWT_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const listening = new Promise<Listening>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const base = LISTENING.exec(output)?.[1];
      if (!base) return;
      clearTimeout(timer);
      const api = `${base}/webhook/portal`;
      resolve({ base, api, post: poster(api) });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before listening:\n${output}`));
    });
  });
  // A test that only awaits `exited` (a start meant to fail) must not see an unhandled rejection.
  listening.catch(() => undefined);
  return { child, output: () => output, exited, listening };
}

/** SIGKILLs every server process this file started that is still running (for afterAll). */
export async function killServerProcesses(): Promise<void> {
  const left = [...running];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
