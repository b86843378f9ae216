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
  /** Sends `signal` unless it has already exited, and answers its exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

const running = new Set<ServerProcess>();

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
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(started);
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
  const stop = (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const started: ServerProcess = { child, output: () => output, exited, listening, stop };
  running.add(started);
  return started;
}

/** SIGKILLs every server process this file started that is still running (for afterAll). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()));
}
