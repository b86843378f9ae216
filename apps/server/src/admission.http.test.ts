import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { REQUEST_TIMEOUT, SERVER_BUSY } from '@portal/domain';
import { poster, startServer, type Reply, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import { metricSample, scrapeMetrics } from './test/metrics';

// Admission control (http/admission.ts) over HTTP: one turn for the API and one for hashing, no
// queue, so a request holding its turn makes the next one shed. A request holds its turn here
// while its password check waits for the test (the password HELD); the server's metrics tell
// when it has its turn (portal_admission_running). A body still arriving holds none.

const held = vi.hoisted(() => {
  let release: () => void = () => undefined;
  return {
    PASSWORD: 'senha-que-segura-a-vez',
    gate: Promise.resolve(),
    close() {
      this.gate = new Promise<void>((r) => (release = r));
    },
    open: () => release(),
  };
});
vi.mock('./auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./auth/password')>();
  return {
    ...real,
    verifyPassword: async (passwordHash: string, password: string) => {
      if (password === held.PASSWORD) await held.gate;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

const TOKEN = 'token-de-metricas-admissao-0123456789';

/**
 * Sends the headers and the first 10 bytes of a POST's body, and holds the rest until
 * `finish()`: a client on a slow line, or one that drips on purpose.
 */
function holdOpen(api: string, path: string, body: string, headers: Record<string, string> = {}) {
  const url = new URL(`${api}${path}`);
  const bytes = Buffer.from(body);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length, ...headers },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  const closed = new Promise<void>((resolve) =>
    req.on('socket', (socket) => socket.on('close', () => resolve())),
  );
  req.write(bytes.subarray(0, 10));
  return {
    answered,
    /** Resolves when the server closed the connection. */
    closed,
    finish: async () => {
      req.end(bytes.subarray(10));
      return (await answered).status;
    },
  };
}

describe('admission control (pglite)', () => {
  let s: TestServer;
  let shedding: { api: string; base: string };
  let post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Reply>;
  let people: People;
  let jwt: string;

  /** How many requests run in a turn now, as the server's metrics tell. */
  const running = async (turn: 'api' | 'hashing') => {
    const { text } = await scrapeMetrics(shedding.base, `Bearer ${TOKEN}`);
    return metricSample(text, `portal_admission_running{turn="${turn}"}`);
  };

  /** Sends `send` with its password check held, and resolves once it holds the `turn`. */
  const holdTurn = async (turn: 'api' | 'hashing', send: () => Promise<Reply>) => {
    held.close();
    const reply = send();
    for (let polls = 0; (await running(turn)) !== 1; polls += 1) {
      if (polls === 1_000) throw new Error(`the held request never got the ${turn} turn`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return {
      finish: async () => {
        held.open();
        return (await reply).status;
      },
    };
  };

  beforeAll(async () => {
    s = await startServer('pglite');
    shedding = await s.startSibling({
      config: { ...s.options.config, metricsToken: TOKEN },
      admission: {
        api: { concurrency: 1, queue: 0, maxWaitMs: 0 },
        hashing: { concurrency: 1, queue: 0, maxWaitMs: 0 },
      },
    });
    post = poster(shedding.api);
    people = await createPeople(s.handle.db);
    const login = await post('/login', {
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    jwt = login.body.jwt_token as string;
  });
  afterAll(async () => {
    held.open();
    await s?.close();
  });

  const board = () =>
    post('/tasks', { jwt, authType: 'user', business: people.businessA.id }, { action: 'getAll' });
  const login = (password = PASSWORD) =>
    post('/login', { authType: 'user', key: people.user.email, password });

  it('answers 503 with Retry-After and a pt-BR message while the turn is taken, then serves again', async () => {
    const holding = await holdTurn('api', () =>
      post(
        '/profile',
        { jwt, authType: 'user', oldPassword: held.PASSWORD, newPassword: 'outra-senha-1' },
        { action: 'changePassword' },
      ),
    );
    const shed = await board();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(shed.body).toMatchObject({ error: SERVER_BUSY });
    // The held password was wrong all along.
    expect(await holding.finish()).toBe(400);
    expect(await running('api')).toBe(0);
    expect((await board()).status).toBe(200);
  });

  it('keeps logins on a turn of their own: a held login sheds logins, not reads', async () => {
    const holding = await holdTurn('hashing', () => login(held.PASSWORD));
    const shed = await login();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect((await board()).status).toBe(200);
    expect(await holding.finish()).toBe(401);
  });

  it('gives no turn to a body still arriving: logins and reads are served beside four of each', async () => {
    const credentials = JSON.stringify({
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    const read = JSON.stringify({ jwt, authType: 'user', business: people.businessA.id });
    const dripping = [
      ...Array.from({ length: 4 }, () => holdOpen(shedding.api, '/login', credentials)),
      ...Array.from({ length: 4 }, () =>
        holdOpen(shedding.api, '/tasks', read, { action: 'getAll' }),
      ),
    ];
    // Each has sent its headers and the start of its body (the server answers in order of
    // arrival on each connection, and these requests' bytes went out before the next ones).
    for (let i = 0; i < 3; i++) {
      expect((await login()).status).toBe(200);
      expect((await board()).status).toBe(200);
    }
    expect(await running('api')).toBe(0);
    expect(await running('hashing')).toBe(0);
    // One at a time: each turn has no queue.
    for (const d of dripping) expect(await d.finish()).toBe(200);
  });

  it('answers a body that misses its deadline 408 in pt-BR, and closes its connection', async () => {
    const strict = await s.startSibling({ http: { bodyTimeoutMs: 200 } });
    const credentials = JSON.stringify({ authType: 'user', key: people.user.email, password: 'x' });
    for (const [path, headers] of [
      ['/login', {}],
      ['/tasks', { action: 'getAll' }],
    ] as const) {
      const stuck = holdOpen(strict.api, path, credentials, headers);
      const { status, text } = await stuck.answered;
      expect(status).toBe(408);
      expect(JSON.parse(text)).toMatchObject({ status: 'error', error: REQUEST_TIMEOUT });
      await stuck.closed;
    }
    // The server goes on serving.
    expect((await poster(strict.api)('/login', JSON.parse(credentials))).status).toBe(401);
  });

  it('answers headers that never finish 408 in pt-BR, and closes the connection', async () => {
    const strict = await s.startSibling({ http: { headersTimeoutMs: 300 } });
    const { hostname, port } = new URL(strict.base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write('POST /webhook/portal/login HTTP/1.1\r\nHost: x\r\nContent-Ty'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).error).toBe(REQUEST_TIMEOUT);
  });
});
