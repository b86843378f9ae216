import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, resetTokenIn, startServer, waitFor, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';

const LOGIN_FAILED = 'Erro ao fazer login. Verifique suas credenciais.';

describe.each(BACKENDS)('identity over HTTP (%s)', (backend) => {
  let s: TestServer;
  let people: People;

  beforeAll(async () => {
    s = await startServer(backend);
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const login = (key: string, password = PASSWORD, authType: 'user' | 'business' = 'user') =>
    s.post('/login', { authType, key, password });
  const tokenOf = async (
    key: string,
    password = PASSWORD,
    authType: 'user' | 'business' = 'user',
  ) => {
    const r = await login(key, password, authType);
    expect(r.status).toBe(200);
    return r.body.jwt_token as string;
  };
  const validate = (jwt: string, authType: 'user' | 'business' = 'user') =>
    s.post('/validate-token', { authType, jwt });

  describe('login', () => {
    it.each([
      ['admin', 'admin@fixture.com.br', 'admin', null],
      ['council', 'conselho@fixture.com.br', 'council', 'Alfa Comércio'],
      ['user', 'usuario@fixture.com.br', 'ordinary', 'Alfa Comércio'],
      ['waiting', 'aguardando@fixture.com.br', 'waiting', null],
    ])('signs in the %s with docs/product.md reply', async (_label, email, role, businessName) => {
      const r = await login(email);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'success', auth_type: 'user', user: { email, role } });
      expect(typeof r.body.jwt_token).toBe('string');
      if (businessName) expect(r.body.business).toMatchObject({ name: businessName });
      else expect(r.body.business).toBeNull();
    });

    it('keys are case-insensitive and trimmed', async () => {
      const r = await login('  USUARIO@Fixture.com.br ');
      expect(r.status).toBe(200);
    });

    it('signs in a business account by its access code', async () => {
      const r = await login('fixa01', PASSWORD, 'business');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: 'success',
        auth_type: 'business',
        business: { id: people.businessA.id, name: 'Alfa Comércio' },
        user: { id: people.businessA.id, name: 'Alfa Comércio', email: '', role: 'ordinary' },
      });
    });

    it('answers a wrong password and an unknown key alike', async () => {
      const wrong = await login('admin@fixture.com.br', 'nao-e-essa');
      const unknown = await login('ninguem@fixture.com.br', 'nao-e-essa');
      const unknownCode = await login('NOPE99', 'nao-e-essa', 'business');
      for (const r of [wrong, unknown, unknownCode]) {
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ status: 'error', error: LOGIN_FAILED, message: LOGIN_FAILED });
      }
    });

    it('refuses empty fields with docs/product.md messages', async () => {
      const noKey = await s.post('/login', { authType: 'user', key: '', password: 'x' });
      expect(noKey.status).toBe(400);
      expect(noKey.body.error).toBe('Por favor, insira um email ou código da empresa');
      const noPassword = await s.post('/login', { authType: 'user', key: 'a@b.com', password: '' });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error).toBe('Por favor, insira sua senha');
      expect(noPassword.body.message).toBe('Por favor, insira sua senha');
    });

    it('answers malformed JSON and a missing body with 400, not 500', async () => {
      const bad = await s.post('/login', '{"authType": "user", key');
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('error');
      const none = await fetch(`${s.api}/login`, { method: 'POST' });
      expect(none.status).toBe(400);
      expect(((await none.json()) as { error: string }).error).toBe(
        'O corpo da requisição é obrigatório (JSON)',
      );
      const text = await fetch(`${s.api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'oi',
      });
      expect(text.status).toBe(400);
      expect(((await text.json()) as { error: string }).error).toBe(
        'O corpo da requisição deve ser um objeto JSON',
      );
    });

    it('a waiting user is told so by validate-token', async () => {
      const jwt = await tokenOf('aguardando@fixture.com.br');
      const r = await validate(jwt);
      expect(r.body).toMatchObject({ valid: true, user: { role: 'waiting' }, business: null });
    });
  });

  describe('validate-token and logout', () => {
    it('validates a fresh token and refuses garbage, another auth type, a foreign signature', async () => {
      const jwt = await tokenOf('usuario@fixture.com.br');
      const ok = await validate(jwt);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        valid: true,
        user: { id: people.user.id, role: 'ordinary' },
        business: { id: people.businessA.id },
      });
      expect((await validate('garbage')).body).toEqual({ valid: false });
      expect((await validate(jwt, 'business')).body).toEqual({ valid: false });
      const [h, p] = jwt.split('.');
      expect((await validate(`${h}.${p}.AAAA`)).body).toEqual({ valid: false });
    });

    it('answers { valid: false } to a token no server could issue, never a 400 about its form', async () => {
      const jwt = await tokenOf('usuario@fixture.com.br');
      for (const token of [
        'x'.repeat(5000),
        `${jwt}${'A'.repeat(5000)}`,
        '',
        '   ',
        'a\u0000b',
        '\ud800.\udfff.x',
        '{"alg":"none"}',
      ]) {
        const r = await validate(token);
        expect(r.status, JSON.stringify(token.slice(0, 20))).toBe(200);
        expect(r.body).toEqual({ valid: false });
      }
      // The question itself still has a form: an unknown auth type is the caller's mistake.
      expect((await s.post('/validate-token', { authType: 'outro', jwt })).status).toBe(400);
    });

    it('logout ends the token at once, and signing in again works at once', async () => {
      const jwt = await tokenOf('usuario@fixture.com.br');
      const out = await s.post('/logout', { jwt, authType: 'user' });
      expect(out.status).toBe(200);
      expect(out.body.status).toBe('success');
      expect((await validate(jwt)).body).toEqual({ valid: false });
      const again = await s.post('/logout', { jwt, authType: 'user' });
      expect(again.status).toBe(401);
      const fresh = await tokenOf('usuario@fixture.com.br');
      expect((await validate(fresh)).body.valid).toBe(true);
    });

    it('logout without a token is 401', async () => {
      const r = await s.post('/logout', { authType: 'user' });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('Dados de autenticação ausentes');
    });

    it('accepts the token in an Authorization header too', async () => {
      const jwt = await tokenOf('conselho@fixture.com.br');
      const r = await s.post(
        '/profile',
        { authType: 'user' },
        { action: 'get', authorization: `Bearer ${jwt}` },
      );
      expect(r.status).toBe(200);
      expect(r.body[0].email).toBe('conselho@fixture.com.br');
    });

    it('a role change ends earlier tokens', async () => {
      const jwt = await tokenOf('conselho@fixture.com.br');
      await s.handle.db
        .update(schema.users)
        .set({ role: 'user', tokensValidAfter: new Date() })
        .where(eq(schema.users.id, people.council.id));
      try {
        expect((await validate(jwt)).body).toEqual({ valid: false });
        const fresh = await login('conselho@fixture.com.br');
        expect(fresh.body.user.role).toBe('ordinary');
      } finally {
        await s.handle.db
          .update(schema.users)
          .set({ role: 'council', tokensValidAfter: new Date() })
          .where(eq(schema.users.id, people.council.id));
      }
    });

    it('a role changed without touching tokens_valid_after still ends the token', async () => {
      const jwt = await tokenOf('admin@fixture.com.br');
      await s.handle.db
        .update(schema.users)
        .set({ role: 'council' })
        .where(eq(schema.users.id, people.admin.id));
      try {
        expect((await validate(jwt)).body).toEqual({ valid: false });
      } finally {
        await s.handle.db
          .update(schema.users)
          .set({ role: 'admin' })
          .where(eq(schema.users.id, people.admin.id));
      }
    });
  });

  describe('register', () => {
    const person = (email: string) => ({
      name: 'Nova Pessoa',
      email,
      phone: '11 99999-0000',
      password: 'segredo1',
    });
    const newBusiness = {
      name: 'Padaria Pão Quente',
      website: 'https://paoquente.com.br',
      niche: 'Alimentação',
      knowledge_base:
        'Padaria de bairro com foco em pães artesanais e atendimento próximo ao cliente.',
      revenue_goal: 250000,
      instagram: '@paoquente',
      teamEmails: ['equipe@paoquente.com.br'],
    };

    it('lists active businesses only', async () => {
      const r = await fetch(`${s.api}/auth/getAllBusinessesNames`);
      expect(r.status).toBe(200);
      const names = ((await r.json()) as { businesses: { name: string }[] }).businesses.map(
        (b) => b.name,
      );
      expect(names).toEqual(
        expect.arrayContaining(['Alfa Comércio', 'Beta Serviços', 'Gama Indústria']),
      );
      expect(names).not.toContain('Delta Aguardando');
    });

    it('joins an existing business and waits; login then gives role waiting', async () => {
      const r = await s.post('/register', {
        user: person('nova1@teste.com.br'),
        business: { id: people.businessB.id },
      });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      const l = await login('nova1@teste.com.br', 'segredo1');
      expect(l.status).toBe(200);
      expect(l.body.user.role).toBe('waiting');
      expect(l.body.business).toBeNull();
    });

    it('creates a new business that waits, with its team e-mails and the registrant', async () => {
      const r = await s.post('/register', {
        user: person('Dona@PaoQuente.com.br'),
        business: newBusiness,
      });
      expect(r.status).toBe(200);
      const [b] = await s.handle.db
        .select()
        .from(schema.businesses)
        .where(eq(schema.businesses.name, 'Padaria Pão Quente'));
      expect(b?.status).toBe('waiting');
      expect(b?.usernameInstagram).toBe('@paoquente');
      const emails = await s.handle.db
        .select({ email: schema.businessTeamEmails.email })
        .from(schema.businessTeamEmails)
        .where(eq(schema.businessTeamEmails.businessId, b!.id));
      expect(emails.map((e) => e.email).sort()).toEqual([
        'dona@paoquente.com.br',
        'equipe@paoquente.com.br',
      ]);
      const l = await login('dona@paoquente.com.br', 'segredo1');
      expect(l.body.user.role).toBe('waiting');
      // A waiting business is not offered to newcomers.
      const list = (await (await fetch(`${s.api}/auth/getAllBusinessesNames`)).json()) as {
        businesses: { name: string }[];
      };
      expect(list.businesses.map((x) => x.name)).not.toContain('Padaria Pão Quente');
    });

    it('refuses a taken e-mail with 409, whatever its case', async () => {
      const r = await s.post('/register', {
        user: person('USUARIO@fixture.com.br'),
        business: { id: people.businessA.id },
      });
      expect(r.status).toBe(409);
      expect(r.body.error).toBe('Este email já está cadastrado.');
    });

    it('validates with docs/product.md messages', async () => {
      const short = await s.post('/register', {
        user: { ...person('curta@teste.com.br'), password: '123' },
        business: { id: people.businessA.id },
      });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('A senha deve ter pelo menos 6 caracteres');
      const badTeam = await s.post('/register', {
        user: person('time@teste.com.br'),
        business: { ...newBusiness, teamEmails: ['isto-nao-e-email'] },
      });
      expect(badTeam.status).toBe(400);
      expect(badTeam.body.error).toBe('O email isto-nao-e-email não é válido');
      const kb = await s.post('/register', {
        user: person('kb@teste.com.br'),
        business: { ...newBusiness, knowledge_base: 'curta' },
      });
      expect(kb.status).toBe(400);
      expect(kb.body.error).toBe('A base de conhecimento deve ter pelo menos 50 caracteres');
    });

    it('two registrations racing for one e-mail: one wins, the other gets 409', async () => {
      const body = { user: person('corrida@teste.com.br'), business: { id: people.businessA.id } };
      const results = await Promise.all([
        s.post('/register', body),
        s.post('/register', body),
        s.post('/register', body),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    });

    it('refuses joining a business that is not active', async () => {
      const r = await s.post('/register', {
        user: person('w@teste.com.br'),
        business: { id: people.waitingBusiness.id },
      });
      expect(r.status).toBe(400);
      const none = await s.handle.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'w@teste.com.br'));
      expect(none).toHaveLength(0);
    });
  });

  describe('password reset', () => {
    it('always answers the same, and mails a single-use link', async () => {
      const before = s.mails().length;
      const unknown = await s.post('/../request-password-reset', {
        email: 'ninguem@fixture.com.br',
      });
      expect(unknown.status).toBe(200);
      const known = await s.post('/../request-password-reset', { email: 'Usuario@fixture.com.br' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(
        'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.',
      );

      const mail = await waitFor(() => (s.mails().length > before ? s.mails().at(-1) : undefined));
      expect(s.mails()).toHaveLength(before + 1);
      expect(mail.raw).toContain('usuario@fixture.com.br');
      expect(mail.raw).toMatch(/^Subject: .*Redefini/m);
      const token = resetTokenIn(mail.raw);

      const oldJwt = await tokenOf('usuario@fixture.com.br');
      const check = await s.post('/verify-reset-token', { token });
      expect(check.body).toEqual({ valid: true, token, userName: 'usuario' });

      const short = await s.post('/reset-password', { token, newPassword: '123' });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('A senha deve ter pelo menos 6 caracteres');

      const done = await s.post('/reset-password', { token, newPassword: 'nova-senha-1' });
      expect(done.status).toBe(200);
      expect(done.body.success).toBe(true);

      expect((await validate(oldJwt)).body).toEqual({ valid: false });
      expect((await login('usuario@fixture.com.br')).status).toBe(401);
      expect((await login('usuario@fixture.com.br', 'nova-senha-1')).status).toBe(200);

      const twice = await s.post('/reset-password', { token, newPassword: 'outra-senha-2' });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toBe('Link de redefinição de senha inválido ou expirado');
      expect((await s.post('/verify-reset-token', { token })).body).toEqual({ valid: false });

      // Put the fixture password back for the other tests (a second mail within the address's
      // interval would be dropped, so its limit is forgotten first).
      await s.handle.db.delete(schema.loginAttempts);
      await s.post('/../request-password-reset', { email: 'usuario@fixture.com.br' });
      const again = await waitFor(() =>
        s.mails().length > before + 1 ? s.mails().at(-1) : undefined,
      );
      const r = await s.post('/reset-password', {
        token: resetTokenIn(again.raw),
        newPassword: PASSWORD,
      });
      expect(r.status).toBe(200);
    });

    it('a token used by two resets at once works only once', async () => {
      const before = s.mails().length;
      await s.post('/../request-password-reset', { email: 'admin@fixture.com.br' });
      const mail = await waitFor(() => (s.mails().length > before ? s.mails().at(-1) : undefined));
      const token = resetTokenIn(mail.raw);
      const results = await Promise.all([
        s.post('/reset-password', { token, newPassword: PASSWORD }),
        s.post('/reset-password', { token, newPassword: PASSWORD }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('refuses an expired token and an unknown one', async () => {
      const before = s.mails().length;
      await s.post('/../request-password-reset', { email: 'conselho@fixture.com.br' });
      const mail = await waitFor(() => (s.mails().length > before ? s.mails().at(-1) : undefined));
      const token = resetTokenIn(mail.raw);
      await s.handle.db
        .update(schema.passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.passwordResetTokens.userId, people.council.id));
      expect((await s.post('/verify-reset-token', { token })).body).toEqual({ valid: false });
      const r = await s.post('/reset-password', { token, newPassword: 'nova-senha-1' });
      expect(r.status).toBe(400);
      expect((await s.post('/verify-reset-token', { token: 'x'.repeat(43) })).body).toEqual({
        valid: false,
      });
      expect((await login('conselho@fixture.com.br')).status).toBe(200);
    });

    it('stores only a hash of the token', async () => {
      const rows = await s.handle.db.select().from(schema.passwordResetTokens);
      const tokens = s.mails().map((m) => resetTokenIn(m.raw));
      for (const row of rows) expect(tokens).not.toContain(row.tokenHash);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    });
  });

  describe('profile', () => {
    const PNG_1x1 = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const update = (
      jwt: string,
      picture?: Blob,
      name = 'Outsider Atualizado',
      email = 'outsider@fixture.com.br',
      currentPassword?: string,
    ) => {
      const form = new FormData();
      form.set('jwt', jwt);
      form.set('authType', 'user');
      form.set('name', name);
      form.set('email', email);
      form.set('phone_number', '11 98888-7777');
      form.set('knowledge_base', 'Gosta de números.');
      if (currentPassword) form.set('current_password', currentPassword);
      if (picture) form.set('profile_picture', picture, 'foto.png');
      return fetch(`${s.api}/profile`, {
        method: 'POST',
        headers: { action: 'update' },
        body: form,
      });
    };

    it('gets the profile of the caller, never of someone named in the body', async () => {
      const jwt = await tokenOf('outsider@fixture.com.br');
      const r = await s.post('/profile', { jwt, authType: 'user' }, { action: 'get' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual([
        {
          name: 'outsider',
          email: 'outsider@fixture.com.br',
          phone_number: null,
          knowledge_base: null,
          profile_picture: null,
          mail_task_reminders: true,
          mail_weekly_digest: true,
          erasure_requested_at: null,
        },
      ]);
    });

    it('requires a token and a known action', async () => {
      expect((await s.post('/profile', { authType: 'user' }, { action: 'get' })).status).toBe(401);
      const jwt = await tokenOf('outsider@fixture.com.br');
      const r = await s.post('/profile', { jwt, authType: 'user' }, { action: 'explode' });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(
        'O campo ação deve ser um de: get, update, changePassword, mailPreferences, requestErasure, withdrawErasure',
      );
      const both = await s.post('/profile', { jwt, authType: 'user', x: 1 }, {});
      expect(both.status).toBe(400);
      expect(both.body.error).toBe('O campo ação é obrigatório');
    });

    it('updates fields and a real PNG picture, served back by its URL', async () => {
      const jwt = await tokenOf('outsider@fixture.com.br');
      const r = await update(jwt, new Blob([PNG_1x1], { type: 'image/png' }));
      expect(r.status).toBe(200);
      const body = (await r.json()) as {
        status: string;
        profile: { profile_picture: string; name: string };
      };
      expect(body.status).toBe('success');
      expect(body.profile.name).toBe('Outsider Atualizado');
      expect(body.profile.profile_picture).toMatch(
        /^\/webhook\/portal\/files\/profile-pictures\/[0-9a-f-]{36}\.png$/,
      );
      const pic = await fetch(`${s.base}${body.profile.profile_picture}`);
      expect(pic.status).toBe(200);
      expect(pic.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await pic.arrayBuffer()).equals(PNG_1x1)).toBe(true);
      const got = await s.post('/profile', { jwt, authType: 'user' }, { action: 'get' });
      expect(got.body[0]).toMatchObject({
        name: 'Outsider Atualizado',
        phone_number: '11 98888-7777',
      });
    });

    it('refuses a picture over 2 MB and a text file named .png', async () => {
      const jwt = await tokenOf('outsider@fixture.com.br');
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(PNG_1x1);
      const tooBig = await update(jwt, new Blob([big], { type: 'image/png' }));
      expect(tooBig.status).toBe(400);
      expect(((await tooBig.json()) as { error: string }).error).toBe(
        'O tamanho da imagem deve ser inferior a 2MB',
      );
      const fake = await update(jwt, new Blob(['isto é texto, não imagem'], { type: 'image/png' }));
      expect(fake.status).toBe(400);
      expect(((await fake.json()) as { error: string }).error).toMatch(/PNG, JPEG, WebP ou GIF/);
    });

    it('refuses taking another person’s e-mail', async () => {
      const jwt = await tokenOf('outsider@fixture.com.br');
      const r = await update(jwt, undefined, 'Outsider', 'admin@fixture.com.br', PASSWORD);
      expect(r.status).toBe(409);
    });

    it('changes the password: old must match, other tokens end, a fresh one is handed back', async () => {
      const first = await tokenOf('outsider@fixture.com.br');
      const second = await tokenOf('outsider@fixture.com.br');
      const wrong = await s.post(
        '/profile',
        { jwt: second, authType: 'user', oldPassword: 'errada', newPassword: 'nova-senha-9' },
        { action: 'changePassword' },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Senha atual incorreta.');
      const short = await s.post(
        '/profile',
        { jwt: second, authType: 'user', oldPassword: PASSWORD, newPassword: '123' },
        { action: 'changePassword' },
      );
      expect(short.status).toBe(400);
      expect(short.body.error).toBe('A senha deve ter pelo menos 6 caracteres');

      const ok = await s.post(
        '/profile',
        { jwt: second, authType: 'user', oldPassword: PASSWORD, newPassword: 'nova-senha-9' },
        { action: 'changePassword' },
      );
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('success');
      expect((await validate(first)).body).toEqual({ valid: false });
      expect((await validate(second)).body).toEqual({ valid: false });
      expect((await validate(ok.body.jwt_token)).body.valid).toBe(true);
      expect((await login('outsider@fixture.com.br', 'nova-senha-9')).status).toBe(200);

      const back = await s.post(
        '/profile',
        {
          jwt: ok.body.jwt_token,
          authType: 'user',
          oldPassword: 'nova-senha-9',
          newPassword: PASSWORD,
        },
        { action: 'changePassword' },
      );
      expect(back.status).toBe(200);
    });
  });

  describe('login throttling', () => {
    it('slows then refuses repeated failures for one key with 429, while other keys still work', async () => {
      const sibling = await s.startSibling({
        throttle: {
          pair: { slowAfter: 1, blockAfter: 3, delayStepMs: 0 },
          address: { slowAfter: 100 },
        },
      });
      try {
        const attempt = (key: string, password: string) =>
          fetch(`${sibling.api}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ authType: 'user', key, password }),
          });
        for (let i = 0; i < 3; i++)
          expect((await attempt('admin@fixture.com.br', 'errada')).status).toBe(401);
        const blocked = await attempt('admin@fixture.com.br', PASSWORD);
        expect(blocked.status).toBe(429);
        expect(await blocked.json()).toEqual({
          status: 'error',
          error: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
          message: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
        });
        expect((await attempt('usuario@fixture.com.br', PASSWORD)).status).toBe(200);
      } finally {
        await sibling.close();
        await s.handle.db.delete(schema.loginAttempts);
      }
    });

    it('slows an address that sprays many keys but never locks out a correct password', async () => {
      const sibling = await s.startSibling({
        throttle: {
          // The default address policy's counts; tiny delays keep the test short.
          address: { delayStepMs: 1, maxDelayMs: 5 },
        },
      });
      try {
        const attempt = (key: string) =>
          fetch(`${sibling.api}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ authType: 'user', key, password: 'errada' }),
          });
        // Many failures from one address: it is slowed, never locked, so a colleague gets in.
        for (let i = 0; i < 45; i++) expect((await attempt(`spray${i}@x.com`)).status).toBe(401);
        const colleague = await fetch(`${sibling.api}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            authType: 'user',
            key: 'usuario@fixture.com.br',
            password: PASSWORD,
          }),
        });
        expect(colleague.status).toBe(200);
      } finally {
        await sibling.close();
        await s.handle.db.delete(schema.loginAttempts);
      }
    });
  });
});
