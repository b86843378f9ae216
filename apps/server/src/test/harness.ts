import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openDatabase, type DatabaseHandle } from '../db';
import { createThrowawayPostgres, preparedPgliteDir } from '../db/testing';
import { createLocalStorage } from '../storage';
import { createMailer } from '../mail/mailer';
import { silentLogger } from '../logger';
import { createApp, type AppOptions } from '../app';
import { answerClientErrors } from '../http/client-errors';
import { MAX_BODY_BYTES } from '../http/body-gate';
import { DEFAULT_HTTP_TIMEOUTS, serverOptions } from '../http/timeouts';

export type Backend = 'pglite' | 'postgres';
/**
 * The databases a suite's `describe.each(BACKENDS)` runs on: `TEST_BACKENDS`, which
 * vitest.config.ts sets per file (both for the suites where PGlite and PostgreSQL may differ,
 * PGlite alone for the rest; the config says which and why). Unset, as when a file is run
 * outside that config, both.
 */
export const BACKENDS: Backend[] = backendsFrom(process.env.TEST_BACKENDS);

function backendsFrom(value: string | undefined): Backend[] {
  if (!value) return ['pglite', 'postgres'];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`TEST_BACKENDS names no database: ${unknown.join(', ')}`);
  return names as Backend[];
}

export type TestServer = {
  backend: Backend;
  base: string;
  api: string;
  handle: DatabaseHandle;
  /** The throwaway PostgreSQL database's URL (postgres backend only). */
  databaseUrl?: string;
  dataDir: string;
  /** POST JSON to an API path (relative to /webhook/portal). */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Reply>;
  /** Starts another app (e.g. with other throttle settings) over the same database. */
  startSibling: (overrides?: Partial<AppOptions>) => Promise<{
    base: string;
    api: string;
    settle: () => Promise<void>;
    drain: () => void;
    close: () => Promise<void>;
  }>;
  /** What the app was started with (siblings start from it). */
  options: AppOptions;
  mails: () => { file: string; raw: string }[];
  /** Resolves when the work queued after replies (reset requests, e-mails) is done. */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

// Tests read replies field by field and assert on them; a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Reply = { status: number; body: any; headers: Headers };

/** POSTs JSON to a path of the API at `api` (…/webhook/portal); the reply's body parsed when JSON. */
export const poster =
  (api: string) =>
  async (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

async function listen(options: AppOptions): Promise<{
  base: string;
  close: () => Promise<void>;
  settle: () => Promise<void>;
  drain: () => void;
}> {
  const app = createApp(options);
  const timeouts = {
    ...DEFAULT_HTTP_TIMEOUTS,
    // Longer than any pause of a test between two requests (a test that inserts thousands of
    // rows on a loaded machine takes more than 5 s): otherwise the server may close an idle
    // connection just as the client reuses it, and the request fails with ECONNRESET.
    keepAliveTimeoutMs: 120_000,
    ...options.http,
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: serverOptions(timeouts, MAX_BODY_BYTES),
      },
      () => resolve(s),
    );
  });
  answerClientErrors(server);
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    settle: () => app.settle(),
    drain: () => app.drain(),
    close: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await app.close();
    },
  };
}

export async function startServer(
  backend: Backend,
  overrides: Partial<AppOptions> = {},
): Promise<TestServer> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let handle: DatabaseHandle;
  let dataDir: string;
  if (backend === 'postgres') {
    dataDir = mkdtempSync(join(tmpdir(), `portal-server-${backend}-`));
    // Fails (never skips) when PostgreSQL does not answer.
    const created = await createThrowawayPostgres();
    drop = created.drop;
    databaseUrl = created.url;
    handle = await openDatabase({ databaseUrl: created.url, dataDir, poolSize: 4 });
  } else {
    // A copy of an already migrated embedded database: initdb once per run, not per file.
    dataDir = (await preparedPgliteDir(`portal-server-${backend}-`)).path;
    handle = await openDatabase({ dataDir });
  }
  const storage = createLocalStorage(join(dataDir, 'files'));
  const mailer = createMailer(
    { smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.test>', dataDir },
    silentLogger,
  );
  const options: AppOptions = {
    config: {
      appSegment: 'portal',
      jwtSecret: JWT_SECRET,
      jwtTtlSeconds: 12 * 3600,
      publicUrl: 'http://portal.test',
      portalDist: join(dataDir, 'no-portal'),
    },
    db: handle.db,
    database: handle,
    storage,
    mailer,
    logger: silentLogger,
    validateResponses: true,
    // Shedding decides by the clock: on a loaded 2-core machine a burst of a test's own requests
    // could wait past the production second. Its own test (admission.http.test.ts) sets it.
    admission: { api: { maxWaitMs: 60_000 }, hashing: { maxWaitMs: 60_000 } },
    ...overrides,
  };
  const main = await listen(options);
  const siblings: (() => Promise<void>)[] = [];
  const api = `${main.base}/webhook/portal`;

  const post = poster(api);

  return {
    backend,
    ...(databaseUrl && { databaseUrl }),
    base: main.base,
    api,
    handle,
    dataDir,
    post,
    options,
    startSibling: async (o = {}) => {
      const s = await listen({ ...options, ...o });
      siblings.push(s.close);
      return { ...s, api: `${s.base}/webhook/portal` };
    },
    settle: main.settle,
    mails: () => {
      const dir = join(dataDir, 'mail');
      let files: string[] = [];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
      return files.map((f) => ({ file: join(dir, f), raw: readFileSync(join(dir, f), 'utf8') }));
    },
    close: async () => {
      for (const s of siblings) await s().catch(() => undefined);
      await main.close();
      await handle.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reset link in a written e-mail (quoted-printable soft breaks undone). */
export function resetTokenIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no reset link in mail');
  return decodeURIComponent(m[1]);
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
