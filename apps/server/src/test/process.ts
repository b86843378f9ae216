import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { inject } from 'vitest';
import { poster, type Reply } from './harness';
import { BUILT_SCRIPTS, builtName } from './server-build';

// The real server as a separate process (`src/main.ts`, from the bundle test/server-build.ts makes
// once per run), for what an in-process app cannot show: the DATA_DIR lock between processes,
// signals, kill -9, two servers on one database.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Portal no ar em (http:\/\/127\.0\.0\.1:\d+)\//;
/**
 * A start from the bundle over a new DATA_DIR (initdb and the migrations) takes 4-7 s on a quiet
 * machine and up to about 25 s while `npm test` loads both cores with the other suites.
 */
export const START_TIMEOUT_MS = 45_000;
/**
 * A test or hook that starts servers (`vi.setConfig` in each file): the slowest, with two or three
 * starts, took 14 s alone and 31 s under that load.
 */
export const PROCESS_TEST_TIMEOUT_MS = 60_000;

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

/** Where the run's bundle holds `script` (a path under apps/server). */
function builtScript(script: string): string {
  if (!(BUILT_SCRIPTS as readonly string[]).includes(script))
    throw new Error(`${script} is not built for process tests: add it to BUILT_SCRIPTS`);
  return join(inject('serverBuild'), builtName(script));
}

const running = new Set<{ stop: () => Promise<number | null> }>();

/** A script of apps/server run as its own process (a CLI, or the server). */
export type ScriptProcess = Omit<ServerProcess, 'listening'>;

/**
 * Runs `script` (a path under apps/server, built) with `args`, on a free port of 127.0.0.1,
 * without demo data, with `env` over the defaults. DATABASE_URL and JWT_SECRET are blank unless
 * given, so a variable of the test runner's own environment never decides which database a test
 * uses.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  onOutput: (output: string) => void = () => undefined,
): ScriptProcess {
  let output = '';
  const child = spawn(process.execPath, [builtScript(script), ...args], {
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
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput(output);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const stop = (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const started: ScriptProcess = { child, output: () => output, exited, stop };
  running.add(started);
  return started;
}

/** Starts `src/main.ts` (see runScript for the environment) and watches for it to listen. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let heard: (output: string) => void = () => undefined;
  const script = runScript('src/main.ts', [], env, (output) => heard(output));
  const listening = new Promise<Listening>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in time:\n${script.output()}`)),
      START_TIMEOUT_MS,
    );
    heard = (output) => {
      const base = LISTENING.exec(output)?.[1];
      if (!base) return;
      clearTimeout(timer);
      const api = `${base}/webhook/portal`;
      resolve({ base, api, post: poster(api) });
    };
    void script.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before listening:\n${script.output()}`));
    });
  });
  // A test that only awaits `exited` (a start meant to fail) must not see an unhandled rejection.
  listening.catch(() => undefined);
  return { ...script, listening };
}

/** SIGKILLs every process this file started that is still running (for afterAll). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()));
}
