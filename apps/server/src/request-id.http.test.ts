import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { BACKENDS, startServer, waitFor, type TestServer } from './test/harness';
import { createPeople, type People } from './test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('request ids (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-request-id-'));
  // The server's own logger, its JSON lines written here instead of standard output.
  type Line = Record<string, unknown> & { msg: string; reqId?: string; level: string };
  const lines: Line[] = [];
  const raw: string[] = [];
  const capture = createLogger({
    format: 'json',
    destination: {
      write: (text: string) => {
        raw.push(text);
        lines.push(JSON.parse(text) as Line);
      },
    },
  });
  const accessLines = (id: string) => lines.filter((l) => l.reqId === id && 'status' in l);

  beforeAll(async () => {
    s = await startServer(backend, {
      logger: capture,
      // The file mailer logs where it wrote each message, as main.ts builds it.
      mailer: createMailer(
        { smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.test>', dataDir: mailDir },
        capture,
      ),
    });
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('gives every reply an id: a fresh one, or the sane one the caller sent', async () => {
    const replies = [
      await fetch(`${s.base}/`),
      await fetch(`${s.api}/auth/getAllBusinessesNames`),
      await fetch(`${s.base}/healthz`),
      await send('/webhook/portal/login', { authType: 'user' }),
      await send('/webhook/portal/nada', {}),
    ];
    const ids = replies.map((r) => r.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);

    const kept = await fetch(`${s.base}/healthz`, {
      headers: { 'x-request-id': 'lb-42:abc.DEF_9' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-42:abc.DEF_9');
    // Log-forging characters and sizes are replaced, not trimmed into shape.
    for (const insane of ['com espaco', 'x'.repeat(129), '[req forjado]', 'a/b', 'um"dois']) {
      const r = await fetch(`${s.base}/healthz`, { headers: { 'x-request-id': insane } });
      expect(r.headers.get('x-request-id'), insane).toMatch(UUID);
    }
  });

  it('marks the log lines of work a request started after its reply (the reset e-mail)', async () => {
    lines.length = 0;
    const r = await send(
      '/webhook/request-password-reset',
      { email: people.user.email },
      { 'x-request-id': 'pedido-de-reset-1' },
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toBe('pedido-de-reset-1');
    await s.settle();
    const mail = lines.filter((l) => l.msg.includes('[mail]'));
    expect(mail.length).toBeGreaterThan(0);
    for (const line of mail) expect(line.reqId).toBe('pedido-de-reset-1');
  });

  it('marks the log line of a failure with the id the reply carries', async () => {
    lines.length = 0;
    await s.handle.db.execute(
      sql`alter table users add constraint forced_failure check (false) not valid`,
    );
    try {
      const r = await send('/webhook/portal/register', {
        user: {
          name: 'Pessoa',
          email: 'falha@x.com.br',
          phone: '11999990000',
          password: 'senha-123',
        },
        business: { id: people.businessA.id },
      });
      expect(r.status).toBe(500);
      const id = r.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      const logged = lines.filter((l) => l.msg.includes('erro inesperado'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 'error', reqId: id });
      // The cause is the database's own refusal, with its code; the stack is there too.
      const err = logged[0]!.err as { message: string; stack: string; cause: object };
      expect(err.stack).toMatch(/^\s+at /);
      expect(err.cause).toMatchObject({
        code: '23514',
        message: expect.stringContaining('forced_failure'),
      });
      // A failed query's parameters (the registrant's e-mail, the password's hash) stay out.
      expect(raw.join('')).not.toContain('falha@x.com.br');
      expect(raw.join('')).not.toContain('$argon2');
    } finally {
      await s.handle.db.execute(sql`alter table users drop constraint forced_failure`);
    }
  });

  it('writes one access line per request, with the id its reply carries', async () => {
    lines.length = 0;
    const replies = [
      await fetch(`${s.base}/healthz`),
      await send('/webhook/portal/tasks', { business: people.businessA.id }, { action: 'getAll' }),
      await send('/webhook/portal/nada', {}),
      await fetch(`${s.api}/documents?action=getAll&expires=1&signature=segredo`),
    ];
    const bodies = await Promise.all(replies.map((r) => r.arrayBuffer()));
    const ids = replies.map((r) => r.headers.get('x-request-id') ?? '');
    // Written once the reply has left: after the client has read it, a moment later at most.
    await waitFor(() => (ids.every((id) => accessLines(id).length) ? true : undefined));
    const expected = [
      { method: 'GET', path: '/healthz' },
      { method: 'POST', path: '/webhook/portal/tasks', action: 'getAll' },
      { method: 'POST', path: '/webhook/portal/nada' },
      { method: 'GET', path: '/webhook/portal/documents', action: 'getAll' },
    ];
    ids.forEach((id, i) => {
      const access = accessLines(id);
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({
        level: 'info',
        ...expected[i],
        status: replies[i]!.status,
      });
      if (!('action' in expected[i]!)) expect(access[0]).not.toHaveProperty('action');
      expect(access[0]!.ms).toEqual(expect.any(Number));
      // Status line and headers included: more than the body, never less.
      expect(access[0]!.bytes).toBeGreaterThan(bodies[i]!.byteLength);
    });
    for (const text of raw) expect(text.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    // The query string, a signed link's signature among it, stays out of the log.
    expect(raw.join('')).not.toContain('segredo');
  });

  it('leaves lines written outside any request without an id', () => {
    lines.length = 0;
    capture.info('[server] fora de uma requisição');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: '[server] fora de uma requisição' });
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[0]!.time).toEqual(expect.any(String));
  });
});
