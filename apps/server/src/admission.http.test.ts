import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { SERVER_BUSY } from '@portal/domain';
import { startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';

// Admission control (http/admission.ts) over HTTP: one turn for the API and one for hashing, no
// queue, so a request holding the turn (its body not finished) makes the next one shed.

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

/** Holds a request open until the server has given it the turn (nothing else is sent meanwhile). */
async function holdTurn(open: () => ReturnType<typeof holdOpen>) {
  for (;;) {
    const holding = open();
    await new Promise((r) => setTimeout(r, 200));
    if (!holding.answered()) return holding;
  }
}

describe('admission control (pglite)', () => {
  let s: TestServer;
  let people: People;
  let jwt: string;
  beforeAll(async () => {
    s = await startServer('pglite', {
      admission: {
        api: { concurrency: 1, queue: 0, maxWaitMs: 0 },
        hashing: { concurrency: 1, queue: 0, maxWaitMs: 0 },
      },
    });
    people = await createPeople(s.handle.db);
    const login = await s.post('/login', {
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
    s.post(
      '/tasks',
      { jwt, authType: 'user', business: people.businessA.id },
      { action: 'getAll' },
    );

  it('answers 503 with Retry-After and a pt-BR message while the turn is taken, then serves again', async () => {
    const body = JSON.stringify({ jwt, authType: 'user', business: people.businessA.id });
    const holding = await holdTurn(() => holdOpen(s.api, '/tasks', body, { action: 'getAll' }));
    const shed = await board();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect(shed.body).toMatchObject({ error: SERVER_BUSY });
    expect(await holding.finish()).toBe(200);
    expect((await board()).status).toBe(200);
  });

  it('keeps logins on a turn of their own: a held login sheds logins, not reads', async () => {
    const credentials = JSON.stringify({
      authType: 'user',
      key: people.user.email,
      password: PASSWORD,
    });
    const holding = await holdTurn(() => holdOpen(s.api, '/login', credentials));
    const shed = await s.post('/login', JSON.parse(credentials));
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('1');
    expect((await board()).status).toBe(200);
    expect(await holding.finish()).toBe(200);
  });
});
