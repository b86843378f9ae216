import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RESET_MAIL_SUBJECT } from '@portal/domain';
import { schema } from './db';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, type People } from './test/fixtures';
import { decodeMail } from './test/mail';

const INTERVAL = 5 * 60_000;
const REQUESTED =
  'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.';

describe.each(BACKENDS)('password-reset requests (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let now = Date.parse('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    s = await startServer(backend, {
      clock: { now: () => new Date(now) },
      resetLimit: { perAddress: 4, emailIntervalMs: INTERVAL },
    });
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const request = async (email: string) => {
    const r = await s.post('/../request-password-reset', { email });
    await s.settle();
    return r;
  };

  it('replies before looking the address up (the reply cannot depend on it)', async () => {
    // While the users table is held, no look-up can finish: the reply must come anyway.
    await s.handle.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const r = await fetch(`${s.base}/webhook/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: people.outsider.email }),
        signal: AbortSignal.timeout(5_000),
      });
      expect(r.status).toBe(200);
      expect((await r.json()).message).toBe(REQUESTED);
    });
    await s.settle();
    expect(s.mails()).toHaveLength(1);
  });

  it("says until when the link works on São Paulo's clock (12:00 UTC + 1 h is 10:00 there)", async () => {
    const mail = decodeMail(s.mails()[0]!.raw);
    expect(mail.subject).toBe(RESET_MAIL_SUBJECT);
    expect(mail.text).toContain('válido por 1 hora, até 24/11/2026 10:00, horário de Brasília');
  });

  it("drops requests over the per-address limit and within an e-mail's interval, with the same reply", async () => {
    // The address has made 1 request (above); it may make 4, and an e-mail gets one mail per interval.
    const before = s.mails().length;
    const replies = [
      await request(people.user.email),
      await request(people.user.email), // within this e-mail's interval: dropped
      await request(people.admin.email),
      await request(people.user.email), // fifth from this address: dropped
      await request('ninguem@fixture.com.br'),
    ];
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(replies[0]!.body);
    }
    const sent = s.mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.raw).toContain(people.user.email);
    expect(sent[1]!.raw).toContain(people.admin.email);
  });

  it("never lets strangers spend the owner's reset e-mails: the owner's request after the interval sends", async () => {
    now += 24 * 3600_000;
    await s.handle.db.delete(schema.loginAttempts);
    const stranger = await s.startSibling({ config: { ...s.options.config, trustProxy: true } });
    const before = s.mails().length;
    for (let i = 0; i < 12; i++) {
      const r = await fetch(`${stranger.api}/../request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: people.council.email }),
      });
      expect(r.status).toBe(200);
      await stranger.settle();
    }
    // One mail at most went out for all those requests.
    expect(s.mails().length - before).toBe(1);
    now += INTERVAL;
    await request(people.council.email);
    expect(s.mails().length - before).toBe(2);
    expect(s.mails().at(-1)!.raw).toContain(people.council.email);
  });
});
