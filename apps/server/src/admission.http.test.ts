import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { SERVER_BUSY } from '@portal/domain';
import { poster, startServer, type Reply, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import { metricSample, scrapeMetrics } from './test/metrics';

// Admission control (http/admission.ts) over HTTP: one turn for the API and one for hashing, no
// queue, so a request holding the turn (its body not finished) makes the next one shed. The
// server's metrics tell when the held request has its turn (portal_admission_running).

const TOKEN = 'token-de-metricas-admissao-0123456789';

/** Sends the headers and half the body of a POST, and holds it there until `finish()`. */
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
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, 10));
  let settled = false;
  void answered.then(
    () => (settled = true),
    () => (settled = true),
  );
  return {
    /** Whether the server answered already (it was shed instead of holding its turn). */
    answered: () => settled,
    finish: () => {
      req.end(bytes.subarray(10));
      return answered;
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

  /** Holds a request open until the server has given it its turn (nothing else is sent meanwhile). */
  const holdTurn = async (turn: 'api' | 'hashing', open: () => ReturnType<typeof holdOpen>) => {
    const holding = open();
    for (let polls = 0; (await running(turn)) !== 1; polls += 1) {
      if (holding.answered()) throw new Error('the held request was answered before its turn');
      if (polls === 1_000) throw new Error(`the held request never got the ${turn} turn`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return holding;
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
    await s?.close();
  });

  const board = () =>
    post('/tasks', { jwt, authType: 'user', business: people.businessA.id }, { action: 'getAll' });

  it('answers 503 with Retry-After and a pt-BR message while the turn is taken, then serves again', async () => {
    const body = JSON.stringify({ jwt, authType: 'user', business: people.businessA.id });
    const holding = await holdTurn('api', () =>
      holdOpen(shedding.api, '/tasks', body, { action: 'getAll' }),
    );
    const shed = await board();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(shed.body).toMatchObject({ error: SERVER_BUSY });
    expect(await holding.finish()).toBe(200);
    expect(await running('api')).toBe(0);
    expect((await board()).status).toBe(200);
  });

  it('keeps logins on a turn of their own: a held login sheds logins, not reads', async () => {
    const credentials = JSON.stringify({
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    const holding = await holdTurn('hashing', () => holdOpen(shedding.api, '/login', credentials));
    const shed = await post('/login', JSON.parse(credentials));
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect((await board()).status).toBe(200);
    expect(await holding.finish()).toBe(200);
  });
});
