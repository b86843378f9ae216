import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { schema } from './db';
import { BACKENDS, poster, type Reply, type TestServer } from './test/harness';
import { PASSWORD, useSignedInServer, type People, type SignedIn } from './test/fixtures';

const INVALID = 'Código inválido ou expirado.';
const EXPIRED = 'A verificação expirou. Entre com sua senha novamente.';
const TOO_MANY = 'Muitas tentativas de login. Tente novamente em alguns minutos.';
const STEP_MS = 30_000;

/** The code an authenticator app shows for `key` at `at` (ms). */
const codeAt = (key: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * Two-factor sign-in over HTTP. The server's clock stands still unless a test moves it, so each
 * code is computed for a known time step: the drift window, replays and the throttle's waits are
 * exact.
 */
describe.each(BACKENDS)('two-factor sign-in (%s)', (backend) => {
  // The middle of a 30-second step, so 'one step later' is never the step after that.
  let now = Math.floor(Date.parse('2026-11-24T12:00:00Z') / STEP_MS) * STEP_MS + 10_000;
  const later = (ms: number) => {
    now += ms;
  };
  let s: TestServer;
  let people: People;
  let tokens: Map<SignedIn, string>;

  /** A server of the same installation with TOTP_REQUIRED_FOR_STAFF on. */
  let strict: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Reply>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    clock: { now: () => new Date(now) },
  });
  beforeAll(async () => {
    const sibling = await s.startSibling({ secondFactor: { requiredRoles: ['admin', 'council'] } });
    strict = poster(sibling.api);
  });
  afterEach(async () => {
    // Each test starts with a clean throttle, and a new step, so its codes are its own.
    await s.handle.db.delete(schema.loginAttempts);
    later(10 * 60_000);
  });

  const session = (who: SignedIn) => ({ jwt: tokens.get(who)!, authType: 'user' });
  const own = (who: SignedIn, action: string, body: Record<string, unknown> = {}) =>
    s.post('/profile/two-factor', { ...session(who), ...body }, { action });
  const login = (email: string, post = s.post) =>
    post('/login', { authType: 'user', key: email, password: PASSWORD });
  const verify = (token: string, proof: Record<string, string>) =>
    s.post('/login/second-factor', { token, ...proof });
  const refusedWith = (r: Reply, status: number, message: string) => {
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
  };
  const eventsOf = (userId: string) =>
    s.handle.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.userId, userId));

  /** Turns the user's second factor on from the profile; answers the key and recovery codes. */
  const enableFor = async (who: SignedIn) => {
    const begun = await own(who, 'begin', { current_password: PASSWORD });
    expect(begun.status).toBe(200);
    const key = begun.body.key as string;
    const confirmed = await own(who, 'confirm', { code: codeAt(key, now) });
    expect(confirmed.status).toBe(200);
    keys.set(tokens.get(who)!, key);
    return { key, recoveryCodes: confirmed.body.recovery_codes as string[] };
  };
  /** The keys shown to each person's session when it was turned on. */
  const keys = new Map<string, string>();
  /** The user's recovery codes, as shown when the first test turned it on. */
  const recoveryOfUser: string[] = [];
  const keyOf = (who: SignedIn) => keys.get(tokens.get(who)!)!;

  it('asks the current password before a key is made: a session alone cannot set one', async () => {
    refusedWith(
      await own('user', 'begin', { current_password: '' }),
      400,
      'Informe sua senha atual para continuar.',
    );
    refusedWith(
      await own('user', 'begin', { current_password: 'not-the-password' }),
      400,
      'Senha atual incorreta.',
    );
    const pending = await s.handle.db
      .select()
      .from(schema.userAuthenticators)
      .where(eq(schema.userAuthenticators.userId, people.user.id));
    expect(pending).toEqual([]);
    // Wrong passwords here count with login's: a stolen session is no password oracle.
    const attempts = await s.handle.db.select().from(schema.loginAttempts);
    const counted = attempts.filter((a) => a.key.includes(`user:${people.user.email}`));
    expect(counted.some((a) => a.failures > 0)).toBe(true);
  });

  it('turns on in the profile: key, QR, a code of the app, ten recovery codes stored hashed', async () => {
    const begun = await own('user', 'begin', { current_password: PASSWORD });
    expect(begun.status).toBe(200);
    const { key, uri, qr } = begun.body;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain(`secret=${key}`);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not in force until a code confirms it: sign-in asks nothing yet.
    expect((await login(people.user.email)).body.status).toBe('success');
    expect((await own('user', 'status')).body).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });

    refusedWith(
      await own('user', 'confirm', { code: '000000' === codeAt(key, now) ? '111111' : '000000' }),
      400,
      INVALID,
    );
    refusedWith(await own('user', 'confirm', { code: '12345' }), 400, 'O código tem 6 dígitos.');
    const confirmed = await own('user', 'confirm', { code: codeAt(key, now) });
    expect(confirmed.status).toBe(200);
    keys.set(tokens.get('user')!, key);
    const codes = confirmed.body.recovery_codes as string[];
    recoveryOfUser.push(...codes);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect((await own('user', 'status')).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });

    // The key is kept encrypted and the codes as hashes: the rows hold neither as shown.
    const [factor] = await s.handle.db
      .select()
      .from(schema.userAuthenticators)
      .where(eq(schema.userAuthenticators.userId, people.user.id));
    expect(factor!.secret).not.toContain(key);
    const stored = await s.handle.db
      .select()
      .from(schema.userRecoveryCodes)
      .where(eq(schema.userRecoveryCodes.userId, people.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replace(/-/g, ''))).not.toContain(row.codeHash);
    }
    expect((await eventsOf(people.user.id)).map((e) => e.kind)).toContain('second-factor-enabled');
    // A second begin while it is on is refused: the key in force is never replaced that way.
    refusedWith(
      await own('user', 'begin', { current_password: PASSWORD }),
      409,
      'A verificação em duas etapas já está ativada.',
    );
  });

  it('asks for the code after the password; the step token is no session', async () => {
    const reply = await login(people.user.email);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'second_factor', step: 'code', expires_in: 300 });
    expect(reply.body.jwt_token).toBeUndefined();
    expect(reply.headers.get('set-cookie')).toBeNull();
    const token = reply.body.token as string;
    expect((await s.post('/validate-token', { jwt: token, authType: 'user' })).body).toEqual({
      valid: false,
    });
    expect(
      (await s.post('/profile', { jwt: token, authType: 'user' }, { action: 'get' })).status,
    ).toBe(401);
    // Nor is a session a step token.
    refusedWith(await verify(tokens.get('outsider')!, { code: '123456' }), 401, EXPIRED);
  });

  it('accepts one step of drift either way, and never the same step twice', async () => {
    const { key } = await enableFor('outsider');
    const enabledAt = now;
    const step = async () => (await login(people.outsider.email)).body.token as string;

    // The step the code that turned it on belongs to is used already.
    refusedWith(await verify(await step(), { code: codeAt(key, enabledAt) }), 400, INVALID);
    // The next step's code (a phone's clock a little ahead) is accepted, once.
    const ahead = await verify(await step(), { code: codeAt(key, enabledAt + STEP_MS) });
    expect(ahead.status).toBe(200);
    expect(ahead.body.status).toBe('success');
    expect(ahead.headers.get('set-cookie')).toContain('HttpOnly');
    expect(
      (await s.post('/validate-token', { jwt: ahead.body.jwt_token, authType: 'user' })).body.valid,
    ).toBe(true);
    refusedWith(
      await verify(await step(), { code: codeAt(key, enabledAt + STEP_MS) }),
      400,
      INVALID,
    );
    await s.handle.db.delete(schema.loginAttempts);

    // Three steps on: the step before (a phone's clock a little behind) is accepted…
    later(3 * STEP_MS);
    expect((await verify(await step(), { code: codeAt(key, now - STEP_MS) })).status).toBe(200);
    // …two steps either way are not.
    refusedWith(await verify(await step(), { code: codeAt(key, now - 2 * STEP_MS) }), 400, INVALID);
    refusedWith(await verify(await step(), { code: codeAt(key, now + 2 * STEP_MS) }), 400, INVALID);
    await s.handle.db.delete(schema.loginAttempts);
    expect((await verify(await step(), { code: codeAt(key, now) })).status).toBe(200);
  });

  it('two requests with one code at once: one session, one refusal', async () => {
    const [a, b] = [await login(people.outsider.email), await login(people.outsider.email)];
    const code = codeAt(keyOf('outsider'), now);
    const replies = await Promise.all([
      verify(a.body.token, { code }),
      verify(b.body.token, { code }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('takes a recovery code once, as written on paper, and records its use', async () => {
    const [first, second] = recoveryOfUser;
    const token = (await login(people.user.email)).body.token as string;
    const written = ` ${first!.toLowerCase().replace(/-/g, ' ')} `;
    const reply = await verify(token, { recoveryCode: written });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('success');
    // The same code again, even with a fresh step token, is refused; another one works.
    const again = (await login(people.user.email)).body.token as string;
    refusedWith(await verify(again, { recoveryCode: first! }), 400, INVALID);
    refusedWith(
      await verify(again, { recoveryCode: 'AAAA-BBBB' }),
      400,
      'Um código de recuperação tem 16 letras e números.',
    );
    expect((await verify(again, { recoveryCode: second! })).status).toBe(200);
    expect((await own('user', 'status')).body.recovery_codes_left).toBe(8);
    const used = (await eventsOf(people.user.id)).filter((e) => e.kind === 'recovery-code-used');
    expect(used).toHaveLength(2);
    expect(used[0]).toMatchObject({ actorId: people.user.id, userName: 'usuario' });
  });

  it('counts wrong codes like passwords: waits, then the right code again', async () => {
    const key = keyOf('user');
    const token = (await login(people.user.email)).body.token as string;
    const wrong = codeAt(key, now + 10 * STEP_MS);
    for (let i = 0; i < 4; i++) refusedWith(await verify(token, { code: wrong }), 400, INVALID);
    // Past the allowance the next attempt waits, the right code included: nothing is checked.
    const refused = await verify(token, { code: codeAt(key, now) });
    refusedWith(refused, 429, TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    later(2_000);
    expect((await verify(token, { code: codeAt(key, now) })).status).toBe(200);
  });

  it('a step token lives five minutes, for its own step, and dies with the sessions', async () => {
    const token = (await login(people.user.email)).body.token as string;
    later(5 * 60_000 + 1_000);
    refusedWith(await verify(token, { code: codeAt(keyOf('user'), now) }), 401, EXPIRED);
    // A code-step token is not a setup token.
    const fresh = (await login(people.user.email)).body.token as string;
    refusedWith(
      await s.post('/login/second-factor/setup', { token: fresh }, { action: 'begin' }),
      401,
      EXPIRED,
    );
    // Signing out everywhere ends the step tokens issued before, as it ends sessions.
    later(1);
    const signedIn = await verify(fresh, { code: codeAt(keyOf('user'), now) });
    const other = (await login(people.user.email)).body.token as string;
    later(1);
    await s.post('/logout', { jwt: signedIn.body.jwt_token, authType: 'user' });
    later(1);
    refusedWith(await verify(other, { code: codeAt(keyOf('user'), now + STEP_MS) }), 401, EXPIRED);
  });

  it('a person turns it off with a code; sign-in asks for the password alone again', async () => {
    const key = keyOf('outsider');
    refusedWith(
      await own('outsider', 'disable', { code: codeAt(key, now + 5 * STEP_MS) }),
      400,
      INVALID,
    );
    expect((await own('outsider', 'disable', { code: codeAt(key, now) })).body).toMatchObject({
      status: 'success',
      message: 'Verificação em duas etapas desativada',
    });
    expect((await login(people.outsider.email)).body.status).toBe('success');
    expect((await eventsOf(people.outsider.id)).map((e) => e.kind)).toContain(
      'second-factor-disabled',
    );
    refusedWith(
      await own('outsider', 'disable', { code: codeAt(key, now) }),
      409,
      'A verificação em duas etapas não está ativada.',
    );
    // A business account (a company's code) has no second factor: refused at the gate.
    const business = { jwt: tokens.get('business')!, authType: 'business' };
    expect((await s.post('/profile/two-factor', business, { action: 'status' })).status).toBe(403);
  });

  it('where the role requires it, the first sign-in sets it up before any session', async () => {
    // Where it is not required, the council signs in with the password alone.
    expect((await login(people.council.email)).body.status).toBe('success');
    const reply = await login(people.council.email, strict);
    expect(reply.body).toMatchObject({ status: 'second_factor', step: 'setup' });
    const token = reply.body.token as string;
    // The setup token cannot stand for the code step.
    refusedWith(await verify(token, { code: '123456' }), 401, EXPIRED);
    const setup = (action: string, body: Record<string, unknown>) =>
      strict('/login/second-factor/setup', { token, ...body }, { action });
    refusedWith(
      await setup('confirm', { code: '123456' }),
      400,
      'Gere um novo QR code para ativar a verificação.',
    );
    const begun = await setup('begin', {});
    expect(begun.status).toBe(200);
    const key = begun.body.key as string;
    expect(begun.body.uri).toContain('issuer=Portal');
    refusedWith(await setup('confirm', { code: codeAt(key, now + 5 * STEP_MS) }), 400, INVALID);
    const done = await setup('confirm', { code: codeAt(key, now) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'success', auth_type: 'user' });
    expect(done.body.user.role).toBe('council');
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(
      (await s.post('/validate-token', { jwt: done.body.jwt_token, authType: 'user' })).body.valid,
    ).toBe(true);
    // From now on the code step, and the setup token is spent.
    refusedWith(await setup('begin', {}), 409, 'A verificação em duas etapas já está ativada.');
    expect((await login(people.council.email, strict)).body.step).toBe('code');
    // Required for the role: it cannot be turned off.
    tokens.set('council', done.body.jwt_token);
    keys.set(done.body.jwt_token, key);
    refusedWith(
      await strict(
        '/profile/two-factor',
        { ...session('council'), code: codeAt(key, now + STEP_MS) },
        { action: 'disable' },
      ),
      403,
      'A verificação em duas etapas é obrigatória para a sua função.',
    );
    expect(
      (await strict('/profile/two-factor', session('council'), { action: 'status' })).body,
    ).toMatchObject({ enabled: true, required: true });
    // A user's role does not require it; a business account never has one.
    expect((await login(people.waiting.email, strict)).body.status).toBe('success');
    const business = await strict('/login', {
      authType: 'business',
      key: people.businessA.code,
      password: PASSWORD,
    });
    expect(business.body.status).toBe('success');
  });

  it("an admin resets a person's second factor: recorded, their sessions end", async () => {
    const users = async () =>
      (await s.post('/admin/users', session('admin'), { action: 'getAll' })).body as {
        id: string;
        two_factor: boolean;
      }[];
    expect((await users()).find((u) => u.id === people.council.id)?.two_factor).toBe(true);
    expect((await users()).find((u) => u.id === people.outsider.id)?.two_factor).toBe(false);
    const councilSession = tokens.get('council')!;
    later(1);
    const reset = await s.post(
      '/admin/users',
      { ...session('admin'), userId: people.council.id },
      { action: 'resetTwoFactor' },
    );
    expect(reset.status).toBe(200);
    expect(reset.body[0]).toMatchObject({
      status: 'success',
      message: 'Verificação em duas etapas redefinida',
    });
    expect(
      (await s.post('/validate-token', { jwt: councilSession, authType: 'user' })).body.valid,
    ).toBe(false);
    const [event] = (await eventsOf(people.council.id)).filter(
      (e) => e.kind === 'second-factor-reset',
    );
    expect(event).toMatchObject({
      actorId: people.admin.id,
      actorName: 'admin',
      userName: 'conselho',
    });
    expect((await users()).find((u) => u.id === people.council.id)?.two_factor).toBe(false);
    expect(
      await s.handle.db
        .select()
        .from(schema.userRecoveryCodes)
        .where(eq(schema.userRecoveryCodes.userId, people.council.id)),
    ).toEqual([]);
    // Nothing left to reset; the next sign-in asks for a new setup (the role requires it).
    refusedWith(
      await s.post(
        '/admin/users',
        { ...session('admin'), userId: people.council.id },
        { action: 'resetTwoFactor' },
      ),
      409,
      'A verificação em duas etapas não está ativada.',
    );
    expect((await login(people.council.email, strict)).body.step).toBe('setup');
    expect((await login(people.council.email)).body.status).toBe('success');
  });
});
