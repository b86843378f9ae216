import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TOO_MANY_LOGIN_ATTEMPTS } from '@portal/domain';
import { openDatabase, schema, type DatabaseHandle } from './db';
import { createThrowawayPostgres, tempDir, type ThrowawayPostgres } from './db/testing';
import { defaultThrottlePolicy } from './auth/login-throttle';
import { JWT_SECRET } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import {
  killServerProcesses,
  startServerProcess,
  type Listening,
  PROCESS_TEST_TIMEOUT_MS,
} from './test/process';
import { boardOf, initialTasks, shuffledBoard, storedBoard, type BoardTask } from './test/board';

// Each test here starts real server processes (see test/process.ts).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

// Two servers, one PostgreSQL: two real server processes with the same DATABASE_URL
// and JWT_SECRET, each with its own DATA_DIR, as behind a load balancer. What one of them ends or
// counts, the other knows, because it lives in the database, never in a process. Each server keeps
// the sessions it verified for a few seconds (auth/session-cache.ts) and drops them when
// the database announces a change (NOTIFY at commit): the other server refuses a session ended
// here as soon as that announcement arrives, milliseconds later. `refusedSoon` allows it 2 s,
// less than the cache's 5 s, so only the announcement can explain the refusal.

describe('two servers on one PostgreSQL', () => {
  let pg: ThrowawayPostgres;
  let dirs: { path: string; remove: () => void }[] = [];
  let handle: DatabaseHandle;
  let people: People;
  let A: Listening;
  let B: Listening;

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    dirs = [tempDir('portal-two-a-'), tempDir('portal-two-b-'), tempDir('portal-two-test-')];
    // The test's own connection: fixtures before the servers start, role changes later.
    handle = await openDatabase({ databaseUrl: pg.url, dataDir: dirs[2]!.path, poolSize: 2 });
    people = await createPeople(handle.db);
    // Behind a proxy as in production: a test's X-Forwarded-For is one client's address.
    const env = { DATABASE_URL: pg.url, JWT_SECRET, TRUST_PROXY: 'true' };
    const start = (dir: { path: string }) =>
      startServerProcess({ ...env, DATA_DIR: dir.path }).listening;
    [A, B] = await Promise.all([start(dirs[0]!), start(dirs[1]!)]);
  });
  afterAll(async () => {
    await killServerProcesses();
    await handle?.close();
    await pg?.drop();
    for (const dir of dirs) dir.remove();
  });

  const login = (server: Listening, key: string, password = PASSWORD) =>
    server.post('/login', { authType: 'user', key, password });
  const tokenFrom = async (server: Listening, key: string, password = PASSWORD) => {
    const r = await login(server, key, password);
    expect(r.status, `login of ${key}`).toBe(200);
    return r.body.jwt_token as string;
  };
  /** Polls `probe` until it holds, for at most 2 s (see the comment at the top). */
  const refusedSoon = async (probe: () => Promise<boolean>) => {
    const deadline = Date.now() + 2_000;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error('the other server still took the session');
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const validate = (server: Listening, jwt: string) =>
    server.post('/validate-token', { authType: 'user', jwt });
  /** An action that needs the session: the person's own profile. */
  const profile = (server: Listening, jwt: string) =>
    server.post('/profile', { jwt, authType: 'user' }, { action: 'get' });
  /** A person of their own for one test, so no test's logout or lock reaches another's. */
  const newPerson = async (role: 'admin' | 'council' | 'user' = 'user') => {
    const [row] = await handle.db
      .select({ passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, people.user.id));
    const person = { id: randomUUID(), email: `pessoa.${randomUUID()}@teste.com.br` };
    await handle.db.insert(schema.users).values({
      ...person,
      name: 'Pessoa de Teste',
      passwordHash: row!.passwordHash,
      role,
    });
    // A user or council member without a company may not sign in (ACCOUNT_WITHOUT_BUSINESS).
    if (role !== 'admin') {
      await handle.db
        .insert(schema.userBusinesses)
        .values({ userId: person.id, businessId: people.businessA.id });
    }
    return person;
  };

  it('answers the same session on either server', async () => {
    const person = await newPerson();
    const jwt = await tokenFrom(A, person.email);
    for (const server of [B, A, B]) {
      const r = await profile(server, jwt);
      expect(r.status).toBe(200);
      expect(r.body[0].email).toBe(person.email);
    }
  });

  it('a logout on A ends the token on B', async () => {
    const person = await newPerson();
    const jwt = await tokenFrom(B, person.email);
    expect((await validate(B, jwt)).body.valid).toBe(true);
    const out = await A.post('/logout', { jwt, authType: 'user' });
    expect(out.status).toBe(200);
    await refusedSoon(async () => (await validate(B, jwt)).body.valid === false);
    expect((await profile(B, jwt)).status).toBe(401);
  });

  it('a password change on A ends the other tokens on B, and B takes the new password', async () => {
    const person = await newPerson();
    const onB = await tokenFrom(B, person.email);
    const onA = await tokenFrom(A, person.email);
    const changed = await A.post(
      '/profile',
      { jwt: onA, authType: 'user', oldPassword: PASSWORD, newPassword: 'senha-nova-456' },
      { action: 'changePassword' },
    );
    expect(changed.status).toBe(200);
    await refusedSoon(async () => (await validate(B, onB)).body.valid === false);
    expect((await profile(B, onB)).status).toBe(401);
    // The token the change answered is the one that goes on, on either server.
    expect((await profile(B, changed.body.jwt_token as string)).status).toBe(200);
    expect((await login(B, person.email)).status).toBe(401);
    expect((await login(B, person.email, 'senha-nova-456')).status).toBe(200);
  });

  // The role is changed in the database itself, as an operator's SQL would: what is tested is
  // that the change reaches both servers' session caches, whoever made it.
  it('a role change ends the token on both servers; a new login carries the new role', async () => {
    const person = await newPerson('council');
    const jwt = await tokenFrom(A, person.email);
    expect((await validate(B, jwt)).body.user.role).toBe('council');
    await handle.db
      .update(schema.users)
      .set({ role: 'user', tokensValidAfter: new Date() })
      .where(eq(schema.users.id, person.id));
    await refusedSoon(async () => (await validate(B, jwt)).body.valid === false);
    expect((await validate(A, jwt)).body).toEqual({ valid: false });
    expect((await login(B, person.email)).body.user.role).toBe('ordinary');
  });

  it('a role changed without touching tokens_valid_after still ends the token on B', async () => {
    const person = await newPerson('admin');
    const jwt = await tokenFrom(A, person.email);
    expect((await profile(B, jwt)).status).toBe(200);
    await handle.db
      .update(schema.users)
      .set({ role: 'council' })
      .where(eq(schema.users.id, person.id));
    await refusedSoon(async () => (await validate(B, jwt)).body.valid === false);
    expect((await profile(B, jwt)).status).toBe(401);
  });

  it('shares the login throttle: wrong passwords split across A and B add up', async () => {
    const person = await newPerson();
    // Guesses alternate between the servers until one is refused. The first refusal comes after
    // slowAfter + 1 guesses when the two count together, after twice that if each counted alone.
    // (A guess that reaches the server after the wait the previous one set, on a stalled machine,
    // is let through; that may add a guess or two, never make up the other server's share.)
    const { slowAfter } = defaultThrottlePolicy.pair;
    const shared = slowAfter + 1;
    let checked = 0;
    let refusal: { status: number; body: { error?: string } } | undefined;
    for (let i = 0; i < 2 * shared + 2 && !refusal; i += 1) {
      const r = await login(i % 2 === 0 ? A : B, person.email, 'senha-errada');
      if (r.status === 401) checked += 1;
      else refusal = r;
    }
    expect(refusal?.status).toBe(429);
    expect(refusal?.body.error).toBe(TOO_MANY_LOGIN_ATTEMPTS);
    expect(checked).toBeGreaterThanOrEqual(shared);
    expect(checked).toBeLessThan(2 * shared);
  });

  it('a device cookie set by A lets its browser past the account-wide wait strangers keep up on B', async () => {
    const person = await newPerson();
    const first = await login(A, person.email);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    // Strangers at many addresses guess on B, one after another, until the account must wait.
    const statuses: number[] = [];
    for (
      let i = 0;
      i < defaultThrottlePolicy.account.slowAfter + 5 && !statuses.includes(429);
      i++
    ) {
      const r = await B.post(
        '/login',
        { authType: 'user', key: person.email, password: 'senha-errada' },
        { 'x-forwarded-for': `198.51.100.${10 + i}` },
      );
      statuses.push(r.status);
    }
    expect(statuses).toContain(429);
    const fresh = { authType: 'user', key: person.email, password: PASSWORD };
    const stranger = await A.post('/login', fresh, { 'x-forwarded-for': '203.0.113.7' });
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toMatch(/^\d+$/);
    const owner = await B.post('/login', fresh, { 'x-forwarded-for': '203.0.113.8', cookie });
    expect(owner.status).toBe(200);
  });

  it('two people reordering one board through A and B, while tasks are added, lose no task', async () => {
    const business = people.businessA.id;
    const seeded = initialTasks(business, 20);
    await handle.db.insert(schema.tasks).values(seeded);
    const admin = boardOf(A.post, await tokenFrom(A, people.admin.email), business);
    const council = boardOf(B.post, await tokenFrom(B, people.council.email), business);
    const created: string[] = [];
    // Each reads the board on its server, then drags it about quickly (several orders saved
    // without waiting for the previous one) while adding tasks on the same server: a dozen writes
    // of one board in flight across the two servers, and no list names the tasks being added.
    const person = async (board: typeof admin, name: string) => {
      for (let round = 0; round < 4; round += 1) {
        const list = await board.getAll();
        expect(list.status).toBe(200);
        const ids = (list.body as BoardTask[]).map((t) => t.id);
        const adds = [randomUUID(), randomUUID()];
        created.push(...adds);
        const replies = await Promise.all([
          ...adds.map((id, i) => board.create(id, `${name} ${round}.${i}`)),
          ...[0, 1, 2, 3].map((drag) =>
            board.reorder(shuffledBoard(ids, `${name}:${round}:${drag}`)),
          ),
        ]);
        expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      }
    };
    await Promise.all([person(admin, 'admin'), person(council, 'conselho')]);

    const expected = [...seeded.map((t) => t.id), ...created].sort();
    for (const board of [admin, council]) {
      const r = await board.getAll();
      expect((r.body as BoardTask[]).map((t) => t.id).sort()).toEqual(expected);
    }
    const rows = await storedBoard(handle.db, business);
    expect(rows.map((t) => t.position)).toEqual(rows.map((_, i) => i));
  });
});
