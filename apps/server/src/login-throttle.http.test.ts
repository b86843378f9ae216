import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type DatabaseHandle } from './db';
import { defaultThrottlePolicy } from './auth/login-throttle';
import { defaultRegistrationLimitPolicy } from './auth/request-limit';
import { BACKENDS, resetTokenIn, startServer, type Reply, type TestServer } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';

const TOO_MANY = 'Muitas tentativas de login. Tente novamente em alguns minutos.';
const TOO_MANY_SIGN_UPS = 'Muitas tentativas de cadastro. Tente novamente mais tarde.';
const { pair, account, device } = defaultThrottlePolicy;

/**
 * The login throttle under attack, with the default policy. The server's clock stands still
 * unless a test moves it, so every wait the throttle sets is still running when the next request
 * comes; addresses come from X-Forwarded-For (TRUST_PROXY) so one test can be many clients.
 */
describe.each(BACKENDS)('login throttle under attack (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let api = '';
  /** A second app over the same database (its own connections on PostgreSQL), also proxied. */
  let api2 = '';
  let other: DatabaseHandle | undefined;
  let settle: () => Promise<void> = async () => undefined;
  let now = Date.parse('2026-11-24T12:00:00Z');
  const later = (ms: number) => {
    now += ms;
  };

  beforeAll(async () => {
    const plain = await startServer(backend, { clock: { now: () => new Date(now) } });
    s = plain;
    people = await createPeople(s.handle.db);
    const proxied = await s.startSibling({ config: { ...s.options.config, trustProxy: true } });
    api = proxied.api;
    settle = proxied.settle;
    other =
      backend === 'postgres'
        ? await openDatabase({ databaseUrl: s.databaseUrl, dataDir: s.dataDir, poolSize: 2 })
        : undefined;
    const second = await s.startSibling({
      config: { ...s.options.config, trustProxy: true },
      ...(other && { db: other.db, database: other }),
    });
    api2 = second.api;
  });
  afterEach(async () => {
    await s.handle.db.delete(schema.loginAttempts);
    later(24 * 3600_000);
  });
  afterAll(async () => {
    await other?.close();
    await s?.close();
  });

  /** POST through the server that reads the client's address from X-Forwarded-For. */
  const post = async (
    path: string,
    body: unknown,
    headers: Record<string, string>,
    server = api,
  ) => {
    const res = await fetch(`${server}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), headers: res.headers } as Reply;
  };
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (key: string, password: string, address: string, authType = 'user') =>
    post('/login', { authType, key, password }, from(address));
  /** A login from a browser at `address` that sends `cookie` (a device cookie), on `server`. */
  const loginWith = (
    cookie: string,
    key: string,
    password: string,
    address: string,
    server = api,
  ) => post('/login', { authType: 'user', key, password }, { ...from(address), cookie }, server);
  /** The device cookie a successful login set, as a browser sends it back. */
  const deviceCookieOf = (reply: Reply) => {
    expect(reply.status).toBe(200);
    const header = reply.headers.get('set-cookie');
    expect(header).toMatch(/^portal_device_[\w-]{16}=/);
    return header!.split(';')[0]!;
  };
  /** Wrong passwords for `key` from 30 addresses at once: the account-wide wait starts. */
  const spray = async (key: string, network: string) => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(key, 'errada', `${network}.${100 + i}`)),
    );
    expect(count(statuses(replies), 429)).toBeGreaterThan(0);
  };
  const statuses = (replies: { status: number }[]) => replies.map((r) => r.status);
  const count = (list: number[], status: number) => list.filter((x) => x === status).length;

  it('counts a burst of parallel guesses before checking any, and refuses the right password after it', async () => {
    const burst = statuses(
      await Promise.all(
        Array.from({ length: 40 }, () => login(people.user.email, 'errada', '198.51.100.1')),
      ),
    );
    // Only the attempts the throttle let through were checked; the rest were refused unchecked.
    expect(count(burst, 401)).toBeGreaterThan(0);
    expect(count(burst, 401)).toBeLessThanOrEqual(pair.blockAfter!);
    expect(count(burst, 401) + count(burst, 429)).toBe(40);
    const right = await login(people.user.email, PASSWORD, '198.51.100.1');
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(TOO_MANY);
  });

  it('counts a burst of wrong old passwords in changePassword the same way', async () => {
    const jwt = (await login(people.council.email, PASSWORD, '198.51.100.2')).body
      .jwt_token as string;
    const change = (oldPassword: string) =>
      post(
        '/profile',
        { jwt, authType: 'user', oldPassword, newPassword: 'nova-senha-1' },
        { action: 'changePassword', ...from('198.51.100.2') },
      );
    const burst = statuses(await Promise.all(Array.from({ length: 40 }, () => change('chute'))));
    expect(count(burst, 400)).toBeGreaterThan(0);
    expect(count(burst, 400)).toBeLessThanOrEqual(pair.blockAfter!);
    expect(count(burst, 400) + count(burst, 429)).toBe(40);
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it('locks a guesser at one address out of the account, not the owner at another', async () => {
    for (let i = 0; i < pair.blockAfter!; i++) {
      expect((await login(people.outsider.email, 'errada', '198.51.100.3')).status).toBe(401);
      later(pair.maxDelayMs); // past each growing wait: this guesser is patient
    }
    expect((await login(people.outsider.email, PASSWORD, '198.51.100.3')).status).toBe(429);
    expect((await login(people.outsider.email, PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('slows guesses spread over many addresses, and the owner gets in after a short wait', async () => {
    const spread = statuses(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(people.admin.email, 'errada', `198.51.100.${100 + i}`),
        ),
      ),
    );
    // The account's free attempts plus the one that started the wait were checked; no more.
    expect(count(spread, 401)).toBe(account.slowAfter + 1);
    expect(count(spread, 429)).toBe(30 - account.slowAfter - 1);
    expect((await login(people.admin.email, PASSWORD, '203.0.113.10')).status).toBe(429);
    later(account.maxDelayMs);
    expect((await login(people.admin.email, PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  it('lets a completed password reset lift the lock at once', async () => {
    for (let i = 0; i < pair.blockAfter!; i++) {
      await login(people.user.email, 'errada', '198.51.100.4');
      later(pair.maxDelayMs);
    }
    expect((await login(people.user.email, PASSWORD, '198.51.100.4')).status).toBe(429);
    await post('/../request-password-reset', { email: people.user.email }, from('198.51.100.4'));
    await settle();
    const token = resetTokenIn(s.mails().at(-1)!.raw);
    expect(
      (await post('/reset-password', { token, newPassword: 'senha-nova-42' }, {})).status,
    ).toBe(200);
    expect((await login(people.user.email, 'senha-nova-42', '198.51.100.4')).status).toBe(200);
  });

  it('normalises the key once: look-alike letters reach the same count, or no account', async () => {
    // 'ı' (dotless i) upper-cases to 'I': it must not reach the access code FIXA01.
    const dotless = await login('fıxa01', PASSWORD, '198.51.100.5', 'business');
    expect(dotless.status).toBe(401);
    expect((await login('fixa01', PASSWORD, '198.51.100.5', 'business')).status).toBe(200);

    // 'ſ' (long s) folds to 's' (NFKC): the same account, so the same count.
    for (let i = 0; i < pair.blockAfter!; i++) {
      await login(people.council.email, 'errada', '198.51.100.6');
      later(pair.maxDelayMs);
    }
    const longS = people.council.email.replace('s', 'ſ');
    expect(longS).not.toBe(people.council.email);
    expect((await login(longS, PASSWORD, '198.51.100.6')).status).toBe(429);
    expect((await login(longS, PASSWORD, '203.0.113.11')).status).toBe(200);
  });

  it('lets the owner in from a known device while strangers keep the account waiting; a fresh client still waits', async () => {
    const first = await login(people.council.email, PASSWORD, '203.0.113.20');
    const cookie = deviceCookieOf(first);
    const header = first.headers.get('set-cookie')!;
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/webhook/portal/login');
    expect(header).toMatch(/Max-Age=\d+/);
    expect(header).not.toContain('Secure'); // plain http here

    await spray(people.council.email, '198.51.101');
    const fresh = await login(people.council.email, PASSWORD, '203.0.113.21');
    expect(fresh.status).toBe(429);
    expect(fresh.body.error).toBe(TOO_MANY);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The owner's browser, through the other server (the counts and the secret are shared).
    const owner = await loginWith(cookie, people.council.email, PASSWORD, '203.0.113.22', api2);
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner)).not.toBe(cookie);
    // Strangers keep trying: the owner's browser still gets in, a fresh one still waits.
    await spray(people.council.email, '198.51.102');
    expect((await loginWith(cookie, people.council.email, PASSWORD, '203.0.113.22')).status).toBe(
      200,
    );
    expect((await login(people.council.email, PASSWORD, '203.0.113.23')).status).toBe(429);
  });

  it('honours a device cookie only for its own account, unaltered', async () => {
    const cookie = deviceCookieOf(await login(people.outsider.email, PASSWORD, '203.0.113.30'));
    const adminCookie = deviceCookieOf(await login(people.admin.email, PASSWORD, '203.0.113.31'));
    await spray(people.admin.email, '198.51.103');
    const [adminName, adminValue] = adminCookie.split('=') as [string, string];
    const [id, expires, signature] = adminValue.split('.') as [string, string, string];
    const refused = [
      // the outsider's cookie, at the admin's account, as it is and under the admin's cookie name
      cookie,
      `${adminName}=${cookie.split('=')[1]}`,
      // the admin's own with a later expiry, or another device id
      `${adminName}=${id}.${Number(expires) + 3600}.${signature}`,
      `${adminName}=${id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${expires}.${signature}`,
    ];
    for (const c of refused) {
      expect((await loginWith(c, people.admin.email, PASSWORD, '203.0.113.31')).status).toBe(429);
    }
    const owner = await loginWith(adminCookie, people.admin.email, PASSWORD, '203.0.113.31');
    expect(owner.status).toBe(200);
  });

  it('locks a device cookie that guesses, not the account', async () => {
    const cookie = deviceCookieOf(await login(people.outsider.email, PASSWORD, '203.0.113.40'));
    // The same browser guessing from a new address each time: no address is locked, the device is.
    for (let i = 0; i < device.blockAfter!; i++) {
      const guess = await loginWith(cookie, people.outsider.email, 'errada', `198.51.105.${i}`);
      expect(guess.status).toBe(401);
      later(device.maxDelayMs);
    }
    const locked = await loginWith(cookie, people.outsider.email, PASSWORD, '198.51.105.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await login(people.outsider.email, PASSWORD, '203.0.113.41')).status).toBe(200);
  });

  it('does not let a locked address keep the account waiting', async () => {
    for (let i = 0; i < pair.blockAfter!; i++) {
      expect((await login(people.admin.email, 'errada', '198.51.106.1')).status).toBe(401);
      later(pair.maxDelayMs);
    }
    // Locked out for pair.lockMs; it goes on guessing after each of the account's longest waits.
    const patience = Math.floor(pair.lockMs / account.maxDelayMs) - 2;
    for (let i = 0; i < patience; i++) {
      const refused = await login(people.admin.email, 'errada', '198.51.106.1');
      expect(refused.status).toBe(429);
      later(account.maxDelayMs);
    }
    expect((await login(people.admin.email, PASSWORD, '198.51.106.1')).status).toBe(429);
    expect((await login(people.admin.email, PASSWORD, '203.0.113.50')).status).toBe(200);
  });

  it('tells whether an e-mail is taken only so many times per address, then answers 429', async () => {
    const { perAddress, windowMs } = defaultRegistrationLimitPolicy;
    const register = (email: string, address: string) =>
      post(
        '/register',
        {
          user: { name: 'Pessoa', email, phone: '11 99999-0000', password: 'segredo1' },
          business: { id: people.businessA.id },
        },
        from(address),
      );
    // Someone behind this address really registers: that does not count.
    expect((await register('recem-chegada@teste.com.br', '198.51.108.1')).status).toBe(200);
    const taken = [people.admin, people.council, people.outsider].map((p) => p.email);
    const burst = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) =>
        register(taken[i % taken.length]!, '198.51.108.1'),
      ),
    );
    expect(count(statuses(burst), 409)).toBe(perAddress);
    expect(count(statuses(burst), 429)).toBe(5);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body.error).toBe(TOO_MANY_SIGN_UPS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowMs / 1000);
    // The address waits, whatever it asks; another address gets the plain answer.
    expect((await register('outra-pessoa@teste.com.br', '198.51.108.1')).status).toBe(429);
    const elsewhere = await register(people.admin.email, '203.0.113.60');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toBe('Este email já está cadastrado.');
    later(windowMs + 1_000);
    expect((await register(people.admin.email, '198.51.108.1')).status).toBe(409);
  });
});
