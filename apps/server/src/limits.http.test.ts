import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from 'node:net';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, type People } from './test/fixtures';

// Counts the argon2 hashes the server computes; the real hash still runs.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./auth/password')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return real.hashPassword(password);
    },
  };
});

const TOO_LARGE = 'A requisição é grande demais.';

describe.each(BACKENDS)('bounded inputs and no argon2 for strangers (%s)', (backend) => {
  let s: TestServer;
  let people: People;

  beforeAll(async () => {
    s = await startServer(backend);
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(() => {
    hashes.count = 0;
  });

  const person = (email: string) => ({
    name: 'Pessoa',
    email,
    phone: '11999990000',
    password: 'senha-123',
  });

  it('reset-password with an unknown token answers without hashing the new password', async () => {
    const r = await s.post('/reset-password', { token: 'x'.repeat(43), newPassword: 'nova-senha' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Link de redefinição de senha inválido ou expirado');
    expect(hashes.count).toBe(0);
  });

  it('register with a taken e-mail or an unknown business answers without hashing', async () => {
    const taken = await s.post('/register', {
      user: person(people.user.email),
      business: { id: people.businessA.id },
    });
    expect(taken.status).toBe(409);
    const unknown = await s.post('/register', {
      user: person('livre@x.com.br'),
      business: { id: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect(hashes.count).toBe(0);
  });

  it('refuses over-long fields with a pt-BR message', async () => {
    const password = await s.post('/register', {
      user: { ...person('longa@x.com.br'), password: 'x'.repeat(257) },
      business: { id: people.businessA.id },
    });
    expect(password.status).toBe(400);
    expect(password.body.error).toContain('no máximo 256 caracteres');
    const login = await s.post('/login', {
      authType: 'user',
      key: 'a@b.com',
      password: 'x'.repeat(300),
    });
    expect(login.status).toBe(400);
    const name = await s.post('/register', {
      user: { ...person('nome@x.com.br'), name: 'N'.repeat(201) },
      business: { id: people.businessA.id },
    });
    expect(name.status).toBe(400);
    expect(hashes.count).toBe(0);
  });

  it('refuses a JSON body over 100 KB with 413; a multipart form keeps its larger limit', async () => {
    const json = await s.post('/login', {
      authType: 'user',
      key: 'a@b.com',
      password: 'x'.repeat(150 * 1024),
    });
    expect(json.status).toBe(413);
    expect(json.body.error).toBe(TOO_LARGE);
    const form = new FormData();
    form.set('jwt', 'not-a-token');
    form.set('authType', 'user');
    form.set('knowledge_base', 'x'.repeat(500 * 1024));
    const multipart = await fetch(`${s.api}/profile`, {
      method: 'POST',
      headers: { action: 'update' },
      body: form,
    });
    expect(multipart.status).toBe(401);
  });

  it('counts a chunked JSON body (no declared length) as it arrives: over 100 KB is 413', async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      return fetch(`${s.api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 16 * 1024)
              controller.enqueue(bytes.slice(at, at + 16 * 1024));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    };
    const big = await chunked(
      JSON.stringify({ authType: 'user', key: 'chunked@b.com', password: 'x'.repeat(150 * 1024) }),
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toBe(TOO_LARGE);
    const small = await chunked(
      JSON.stringify({ authType: 'user', key: 'chunked@b.com', password: 'x' }),
    );
    expect(small.status).toBe(401);
  });

  it('closes the connection of a body it refused unread, so the next request is answered', async () => {
    // Found by the fuzz test: the 413 came back on a kept-alive connection that was then cut
    // while the unread body drained, and the client's next request on it failed ("other side
    // closed") instead of being answered.
    const login = (password: string) =>
      s.post('/login', { authType: 'user', key: 'a@b.com', password });
    for (let i = 0; i < 4; i++) {
      const big = await login('é'.repeat(150 * 1024));
      expect(big.status).toBe(413);
      expect(big.headers.get('connection')).toBe('close');
      expect((await login('errada')).status).toBe(401);
    }
  });

  it('answers a request Node refuses before the app (headers too large, garbage) in pt-BR', async () => {
    // Found by the fuzz test: a 20 KB query string got Node's bare 431 with an empty body.
    const long = await fetch(`${s.api}/getSheetId?jwt=${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toMatchObject({ status: 'error', error: TOO_LARGE });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(s.base).port), '127.0.0.1', () =>
        socket.end('NOT HTTP AT ALL\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).error).toBe('Requisição inválida');
  });
});
