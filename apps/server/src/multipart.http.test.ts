import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD } from './test/fixtures';

const BOUNDARY = 'portal-test-boundary';
const MB = 1024 * 1024;
const encoder = new TextEncoder();

const field = (name: string, value: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );

/**
 * A multipart body that never ends: its head parts, then the start of a file part that streams
 * `tail` bytes and then waits forever. A server that reads the whole body before deciding never
 * answers it (the request times out); one that refuses early answers at once.
 */
function endlessForm(head: Uint8Array[], tail = 0) {
  const chunks: Uint8Array[] = [
    ...head,
    encoder.encode(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
  ];
  let left = tail;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(next);
      if (left > 0) {
        const size = Math.min(left, 64 * 1024);
        left -= size;
        return controller.enqueue(new Uint8Array(size).fill(120));
      }
      return new Promise<void>(() => undefined);
    },
  });
}

describe.each(BACKENDS)('multipart requests (%s)', (backend) => {
  let s: TestServer;
  let jwt: string;
  beforeAll(async () => {
    s = await startServer(backend);
    await createPeople(s.handle.db);
    jwt = (
      await s.post('/login', {
        authType: 'user',
        key: 'usuario@fixture.com.br',
        password: PASSWORD,
      })
    ).body.jwt_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The reply to a body that never ends; a server that waits for its end fails the test. */
  const send = (path: string, body: BodyInit, headers: Record<string, string>) =>
    fetch(`${s.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(20_000),
    } as RequestInit);

  it('refuses multipart with 415 on a route that takes none, before reading the body', async () => {
    const form = endlessForm([field('key', 'a@b.com')]);
    const r = await send('/login', form, {});
    expect(r.status).toBe(415);
    expect((await r.json()).error).toBe('Tipo de conteúdo não aceito por esta ação.');
    // The same for an action of a multipart route whose body is JSON.
    const other = endlessForm([field('jwt', jwt)]);
    expect((await send('/profile', other, { action: 'changePassword' })).status).toBe(415);
  });

  it('reads no further than the first part of a caller without a token', async () => {
    const form = endlessForm([field('name', 'Intrusa')]);
    const r = await send('/profile', form, { action: 'update' });
    expect(r.status).toBe(401);
    expect((await r.json()).error).toBe('Dados de autenticação ausentes');

    const forged = endlessForm([field('jwt', 'forjado.token.x')]);
    const f = await send('/profile', forged, { action: 'update' });
    expect(f.status).toBe(401);
  });

  it('checks an Authorization header before reading anything', async () => {
    const form = endlessForm([field('name', 'Intrusa')]);
    const r = await send('/profile', form, {
      action: 'update',
      authorization: 'Bearer forjado.token.x',
    });
    expect(r.status).toBe(401);
  });

  it("stops reading at the action's own limit, even for a signed-in caller", async () => {
    // A profile picture is at most 2 MB: past it (and its envelope) the server stops reading.
    const form = endlessForm([field('jwt', jwt), field('authType', 'user')], 4 * MB);
    const r = await send('/profile', form, { action: 'update' });
    expect(r.status).toBe(413);
    expect((await r.json()).error).toBe('A requisição é grande demais.');
  });

  it('caps the number of parts', async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => field(`f${i}`, 'x'));
    const form = endlessForm([field('jwt', jwt), ...many]);
    const r = await send('/profile', form, { action: 'update' });
    expect(r.status).toBe(413);
  });

  it('still takes a well-formed form with the token in its first part', async () => {
    const head = [
      field('jwt', jwt),
      field('authType', 'user'),
      field('name', 'usuario'),
      field('email', 'usuario@fixture.com.br'),
      field('phone_number', ''),
      field('knowledge_base', 'Conhecimento'),
    ];
    const form = new Blob([...head, encoder.encode(`--${BOUNDARY}--\r\n`)]);
    const r = await send('/profile', form, { action: 'update' });
    expect(r.status).toBe(200);
    expect((await r.json()).profile.knowledge_base).toBe('Conhecimento');
  });
});
