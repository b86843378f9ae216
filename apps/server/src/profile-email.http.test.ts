import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, resetTokenIn, startServer, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';

const ASK_PASSWORD = 'Informe sua senha atual para alterar o email';
const WRONG_PASSWORD = 'Senha atual incorreta.';
const TOO_MANY = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** The header and the body of a kept e-mail, soft line breaks of quoted-printable undone. */
const readMail = (raw: string) => ({
  to: /^To: (.*)$/m.exec(raw)?.[1]?.trim(),
  body: raw.replace(/=\r?\n/g, ''),
});

// A stolen session alone must not move the account to another mailbox.
describe.each(BACKENDS)('profile e-mail change (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  beforeAll(async () => {
    s = await startServer(backend, {
      throttle: { pair: { slowAfter: 100, blockAfter: 3 } },
    });
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const tokenOf = async (key: string, password = PASSWORD) => {
    const r = await s.post('/login', { authType: 'user', key, password });
    expect(r.status).toBe(200);
    return r.body.jwt_token as string;
  };
  const validate = (jwt: string) => s.post('/validate-token', { authType: 'user', jwt });
  const update = (jwt: string, fields: Record<string, string>) =>
    s.post(
      '/profile',
      {
        jwt,
        authType: 'user',
        name: 'Nome Novo',
        phone_number: '11 98888-7777',
        knowledge_base: '',
        ...fields,
      },
      { action: 'update' },
    );
  const emailOf = async (id: string) =>
    (await s.handle.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]?.email;

  it('refuses an e-mail change without the current password and changes nothing', async () => {
    const jwt = await tokenOf(people.outsider.email);
    const r = await update(jwt, { email: 'ladrao@fora.com.br' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(ASK_PASSWORD);
    expect(await emailOf(people.outsider.id)).toBe(people.outsider.email);
    const got = await s.post('/profile', { jwt, authType: 'user' }, { action: 'get' });
    expect(got.body[0]).toMatchObject({ name: 'outsider', email: people.outsider.email });
    expect((await validate(jwt)).body.valid).toBe(true);
  });

  it('needs no password for name and phone changes (e-mail the same, in any case)', async () => {
    const jwt = await tokenOf(people.waiting.email);
    const r = await update(jwt, { email: ` ${people.waiting.email.toUpperCase()} ` });
    expect(r.status).toBe(200);
    expect(r.body.jwt_token).toBeUndefined();
    expect(r.body.profile).toMatchObject({ name: 'Nome Novo', email: people.waiting.email });
    expect((await validate(jwt)).body.valid).toBe(true);
  });

  it('counts wrong current passwords with the login throttle', async () => {
    const jwt = await tokenOf(people.council.email);
    for (let i = 0; i < 3; i++) {
      const r = await update(jwt, { email: 'ladrao@fora.com.br', current_password: 'chute' });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(WRONG_PASSWORD);
    }
    const blocked = await update(jwt, {
      email: 'ladrao@fora.com.br',
      current_password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(TOO_MANY);
    expect(await emailOf(people.council.id)).toBe(people.council.email);
    // The same count guards the login of that account.
    const login = await s.post('/login', {
      authType: 'user',
      key: people.council.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(429);
    await s.handle.db.delete(schema.loginAttempts);
  });

  it('does not tell whether an address is taken before the password is right', async () => {
    const jwt = await tokenOf(people.user.email);
    const r = await update(jwt, { email: people.admin.email });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(ASK_PASSWORD);
    const taken = await update(jwt, { email: people.admin.email, current_password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(await emailOf(people.user.id)).toBe(people.user.email);
  });

  it('with the right password: changes it, ends other sessions, spends reset links, tells the old address', async () => {
    const oldEmail = people.user.email;
    await s.post('/../request-password-reset', { email: oldEmail });
    await s.settle();
    const link = resetTokenIn(s.mails().at(-1)!.raw);
    const other = await tokenOf(oldEmail);
    const mine = await tokenOf(oldEmail);
    const mailsBefore = s.mails().length;

    const r = await update(mine, {
      email: 'Usuario.Novo@Fixture.com.br',
      current_password: PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body.profile).toMatchObject({ email: 'usuario.novo@fixture.com.br' });
    expect(await emailOf(people.user.id)).toBe('usuario.novo@fixture.com.br');

    // Every earlier session ends; the reply's token carries this one on.
    expect((await validate(other)).body).toEqual({ valid: false });
    expect((await validate(mine)).body).toEqual({ valid: false });
    expect((await validate(r.body.jwt_token)).body.valid).toBe(true);
    const got = await s.post(
      '/profile',
      { jwt: r.body.jwt_token, authType: 'user' },
      { action: 'get' },
    );
    expect(got.status).toBe(200);

    // A link sent to the old mailbox no longer works.
    const reset = await s.post('/reset-password', { token: link, newPassword: 'do-atacante' });
    expect(reset.status).toBe(400);

    // The old address is told, with the new one.
    await s.settle();
    const notices = s
      .mails()
      .slice(mailsBefore)
      .map((m) => readMail(m.raw));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.to).toContain(oldEmail);
    expect(notices[0]?.body).toContain('usuario.novo@fixture.com.br');

    // The new address signs in; the old one no longer does.
    expect((await tokenOf('usuario.novo@fixture.com.br')).length).toBeGreaterThan(0);
    const old = await s.post('/login', { authType: 'user', key: oldEmail, password: PASSWORD });
    expect(old.status).toBe(401);
  });
});
