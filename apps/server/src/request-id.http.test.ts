import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { withRequestId, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, type People } from './test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(BACKENDS)('request ids (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  const mailDir = mkdtempSync(join(tmpdir(), 'portal-request-id-'));
  const lines: string[] = [];
  const capture: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
  };

  beforeAll(async () => {
    s = await startServer(backend, {
      logger: capture,
      // The file mailer logs where it wrote each message, as main.ts builds it.
      mailer: createMailer(
        { smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.test>', dataDir: mailDir },
        withRequestId(capture),
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
    const mail = lines.filter((l) => l.includes('[mail]'));
    expect(mail.length).toBeGreaterThan(0);
    for (const line of mail) expect(line.startsWith('[req pedido-de-reset-1] ')).toBe(true);
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
      const logged = lines.filter((l) => l.includes('erro inesperado'));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.startsWith(`[req ${id}] `)).toBe(true);
    } finally {
      await s.handle.db.execute(sql`alter table users drop constraint forced_failure`);
    }
  });

  it('leaves lines written outside any request as they are', () => {
    lines.length = 0;
    withRequestId(capture).info('[server] fora de uma requisição');
    expect(lines).toEqual(['[server] fora de uma requisição']);
  });
});
