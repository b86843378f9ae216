import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS, startServer, type TestServer } from './test/harness';
import { createPeople, type People } from './test/fixtures';

const REQUESTED =
  'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.';

describe.each(BACKENDS)('password-reset requests (%s)', (backend) => {
  let s: TestServer;
  let people: People;

  beforeAll(async () => {
    s = await startServer(backend, { resetLimit: { perEmail: 2, perAddress: 4 } });
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

  it('drops requests over the per-e-mail and per-address limits, with the same reply', async () => {
    // The address has made 1 request (above); the limits are 2 per e-mail and 4 per address.
    const before = s.mails().length;
    const replies = [
      await request(people.user.email),
      await request(people.user.email),
      await request(people.user.email), // third for this e-mail: dropped
      await request(people.admin.email), // fifth from this address: dropped
      await request('ninguem@fixture.com.br'),
    ];
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(replies[0]!.body);
    }
    const sent = s.mails().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.every((m) => m.raw.includes(people.user.email))).toBe(true);
  });
});
