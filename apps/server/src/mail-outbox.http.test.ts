import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { RESET_MAIL_SUBJECT } from '@portal/domain';
import { createMailer } from './mail/mailer';
import { countOutbox, insertOutboxMail } from './repositories/mail-outbox';
import { silentLogger } from './logger';
import { createPeople } from './test/fixtures';
import { BACKENDS, JWT_SECRET, resetTokenIn, startServer, waitFor } from './test/harness';
import { decodeMail } from './test/mail';
import { metricSample, scrapeMetrics } from './test/metrics';

const TOKEN = 'token-de-metricas-0123456789abcdef';

/**
 * A mail server on a loopback port that turns every connection away (421, as a server that is
 * down or overloaded answers) until `accepting` is set, then keeps what it is sent.
 */
async function fakeSmtp() {
  const state = { accepting: false, refused: 0, received: [] as string[] };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.accepting) return callback();
      state.refused++;
      return callback(Object.assign(new Error('Serviço indisponível'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Small waits so a test sees many attempts in well under a second; production waits minutes.
const FAST = { poll: true, pollMs: 20, retryBaseMs: 20, retryMaxMs: 100, leaseMs: 60_000 };

describe.each(BACKENDS)('mail through the outbox, SMTP down then back (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

  /** An app's mail: by SMTP to the fake server, retried quickly. */
  const sending = (dataDir: string, maxAttempts: number) => ({
    mailer: createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Portal <no-reply@portal.test>', dataDir },
      silentLogger,
    ),
    mailOutbox: { ...FAST, maxAttempts },
  });

  const startWith = async (maxAttempts: number) => {
    const server = await startServer(backend);
    await createPeople(server.handle.db);
    const app = await server.startSibling({
      config: {
        appSegment: 'portal',
        jwtSecret: JWT_SECRET,
        jwtTtlSeconds: 3600,
        publicUrl: 'http://portal.test',
        portalDist: join(server.dataDir, 'no-portal'),
        metricsToken: TOKEN,
      },
      ...sending(server.dataDir, maxAttempts),
    });
    const metrics = async () => {
      const { text } = await scrapeMetrics(app.base, `Bearer ${TOKEN}`);
      return {
        waiting: metricSample(text, 'portal_mail_outbox_messages{state="waiting"}'),
        failed: metricSample(text, 'portal_mail_outbox_messages{state="failed"}'),
        sent: metricSample(text, 'portal_mail_sent_total'),
        givenUp: metricSample(text, 'portal_mail_failed_total'),
      };
    };
    const askReset = () =>
      fetch(`${app.base}/webhook/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'usuario@fixture.com.br' }),
      });
    return { server, metrics, askReset };
  };

  /** Polls an async probe until it gives a value (the harness's waitFor takes sync probes). */
  const eventually = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('a reset asked while SMTP refuses waits in the outbox and is delivered once SMTP is back', async () => {
    Object.assign(smtp.state, { accepting: false, refused: 0, received: [] });
    const { server, metrics, askReset } = await startWith(1000);
    try {
      expect((await askReset()).status).toBe(200);
      // Turned away twice at least: the message waits, nothing is sent.
      await waitFor(() => (smtp.state.refused >= 2 ? true : undefined));
      expect(await metrics()).toMatchObject({ waiting: 1, failed: 0, sent: 0 });

      smtp.state.accepting = true;
      const raw = await waitFor(() => smtp.state.received[0]);
      const mail = decodeMail(raw);
      expect(mail.to).toContain('usuario@fixture.com.br');
      expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
      expect(mail.autoSubmitted).toBe('auto-generated');
      expect(mail.type).toMatch(/^multipart\/alternative;/);
      const link = `http://portal.test/reset-password?token=${resetTokenIn(raw)}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<a href="${link}">`);
      const after = await eventually(async () => {
        const m = await metrics();
        return m.waiting === 0 && m.sent === 1 ? m : undefined;
      });
      expect(after).toMatchObject({ waiting: 0, failed: 0, sent: 1, givenUp: 0 });
      expect(smtp.state.received).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('gives a message up after its last attempt: failed, counted, no longer waiting', async () => {
    Object.assign(smtp.state, { accepting: false, refused: 0, received: [] });
    const { server, metrics, askReset } = await startWith(3);
    try {
      expect((await askReset()).status).toBe(200);
      const after = await eventually(async () => {
        const m = await metrics();
        return m.failed === 1 && m.givenUp === 1 ? m : undefined;
      });
      expect(after).toMatchObject({ waiting: 0, failed: 1, sent: 0, givenUp: 1 });
      expect(smtp.state.refused).toBe(3);
      expect(smtp.state.received).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('two servers sending from one outbox send each message once', async () => {
    Object.assign(smtp.state, { accepting: true, refused: 0, received: [] });
    const server = await startServer(backend);
    try {
      // Written before either sender runs: both find all twenty due at once.
      for (let i = 0; i < 20; i++) {
        await insertOutboxMail(
          server.handle.db,
          { recipient: `pessoa${i}@fixture.com.br`, subject: `Mensagem ${i}`, text: 'Olá!' },
          new Date(),
        );
      }
      await Promise.all([
        server.startSibling(sending(server.dataDir, 1000)),
        server.startSibling(sending(server.dataDir, 1000)),
      ]);
      await waitFor(() => (smtp.state.received.length >= 20 ? true : undefined));
      await eventually(async () =>
        (await countOutbox(server.handle.db)).waiting === 0 ? true : undefined,
      );
    } finally {
      // Closed before counting: a second copy still on its way would arrive by then.
      await server.close();
    }
    const recipients = smtp.state.received.map((raw) => decodeMail(raw).to);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
  });
});
