import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from './db';
import { BACKENDS, poster, startServer, type TestServer } from './test/harness';
import { tcpRelay, type TcpRelay } from './test/tcp-relay';
import { createPeople, PASSWORD, type People } from './test/fixtures';

// The session cache (auth/session-cache.ts) must never outlive what it stands for: any change to
// a person, a company or their link, made by this server or another one on the same database,
// reaches every server through the database's announcement. The cache's lifetime is set to ten
// minutes here, so only the announcement can explain a refusal seen within seconds.
const LONG_TTL_MS = 10 * 60_000;

describe.each(BACKENDS)('sessions kept by the server (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  beforeAll(async () => {
    s = await startServer(backend, { sessionCacheTtlMs: LONG_TTL_MS });
    people = await createPeople(s.handle.db);
  });
  afterAll(async () => {
    await s?.close();
  });

  const signIn = async (post: TestServer['post'], key: string) => {
    const r = await post('/login', { authType: 'user', key, password: PASSWORD });
    expect(r.status).toBe(200);
    return r.body.jwt_token as string;
  };
  const board = (post: TestServer['post'], jwt: string) =>
    post('/tasks', { jwt, authType: 'user', business: people.businessA.id }, { action: 'getAll' });
  /** A change as another server (or an operator's SQL) makes it: nothing here is told directly. */
  const eventually = async (probe: () => Promise<boolean>) => {
    const deadline = Date.now() + 3_000;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error('still answered as before after 3 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const refusedWith = async (post: TestServer['post'], jwt: string, status: number) =>
    (await board(post, jwt)).status === status;

  it('refuses a kept session once the person loses the company in the database', async () => {
    const email = `perde-${backend}@fixture.com.br`;
    const [u] = await s.handle.db
      .insert(schema.users)
      .values({ name: 'Perde', email, passwordHash: await hashOfFixture(s), role: 'user' })
      .returning({ id: schema.users.id });
    await s.handle.db
      .insert(schema.userBusinesses)
      .values({ userId: u!.id, businessId: people.businessA.id });
    const jwt = await signIn(s.post, email);
    expect((await board(s.post, jwt)).status).toBe(200);
    expect((await board(s.post, jwt)).status).toBe(200);
    await s.handle.db
      .delete(schema.userBusinesses)
      .where(
        and(
          eq(schema.userBusinesses.userId, u!.id),
          eq(schema.userBusinesses.businessId, people.businessA.id),
        ),
      );
    await eventually(() => refusedWith(s.post, jwt, 403));
  });

  it('refuses a kept session once the role changes in the database', async () => {
    const jwt = await signIn(s.post, people.council.email);
    expect((await board(s.post, jwt)).status).toBe(200);
    await s.handle.db
      .update(schema.users)
      .set({ role: 'user' })
      .where(eq(schema.users.id, people.council.id));
    await eventually(() => refusedWith(s.post, jwt, 401));
    await s.handle.db
      .update(schema.users)
      .set({ role: 'council' })
      .where(eq(schema.users.id, people.council.id));
  });

  it('refuses at once, on the same server, a session that logged out', async () => {
    const jwt = await signIn(s.post, people.user.email);
    expect((await board(s.post, jwt)).status).toBe(200);
    const out = await s.post('/logout', { jwt, authType: 'user' });
    expect(out.status).toBe(200);
    expect((await board(s.post, jwt)).status).toBe(401);
  });

  describe('a second server with its own connections to the same database', () => {
    let other: DatabaseHandle | undefined;
    let otherPost: TestServer['post'];
    beforeAll(async () => {
      // PGlite is one process's database: its sibling shares the handle. PostgreSQL gets a
      // second pool and a second listening connection, as another machine would.
      other =
        backend === 'postgres'
          ? await openDatabase({ databaseUrl: s.databaseUrl, dataDir: s.dataDir, poolSize: 2 })
          : undefined;
      const sibling = await s.startSibling(other ? { db: other.db, database: other } : {});
      otherPost = poster(sibling.api);
    });
    afterAll(async () => {
      await other?.close();
    });

    it('refuses a session the other server kept, once it logged out here', async () => {
      const jwt = await signIn(s.post, people.outsider.email);
      const outsiderBoard = () =>
        otherPost(
          '/tasks',
          { jwt, authType: 'user', business: people.businessC.id },
          { action: 'getAll' },
        );
      expect((await outsiderBoard()).status).toBe(200);
      expect((await outsiderBoard()).status).toBe(200);
      expect((await s.post('/logout', { jwt, authType: 'user' })).status).toBe(200);
      await eventually(async () => (await outsiderBoard()).status === 401);
    });
  });
});

// Two servers over one PostgreSQL, the second reaching the database across a slow link: an
// admin's demotion committed through the first reaches the second's listening connection at least
// RELAY_DELAY_MS later. The second server must refuse the demoted person's old token on the very
// next request all the same, every round: a kept session is trusted only once every change
// committed before the request is known there (the listening connection's round trip).
const RELAY_DELAY_MS = 100;
const ROUNDS = 3;

describe('a session kept by a server that hears announcements late (postgres)', () => {
  let s: TestServer;
  let people: People;
  let relay: TcpRelay;
  let far: DatabaseHandle;
  let farPost: TestServer['post'];
  let adminJwt: string;
  beforeAll(async () => {
    s = await startServer('postgres', { sessionCacheTtlMs: LONG_TTL_MS });
    people = await createPeople(s.handle.db);
    relay = await tcpRelay(new URL(s.databaseUrl!), { delayMs: RELAY_DELAY_MS });
    far = await openDatabase({ databaseUrl: relay.url, dataDir: s.dataDir, poolSize: 2 });
    const sibling = await s.startSibling({ db: far.db, database: far });
    farPost = poster(sibling.api);
    const r = await s.post('/login', {
      authType: 'user',
      key: people.admin.email,
      password: PASSWORD,
    });
    adminJwt = r.body.jwt_token as string;
  });
  afterAll(async () => {
    await far?.close();
    await relay?.close();
    await s?.close();
  });

  it('refuses the old token of a demoted person on the next request, every round', async () => {
    const passwordHash = await hashOfFixture(s);
    for (let round = 0; round < ROUNDS; round += 1) {
      const person = { id: crypto.randomUUID(), email: `rebaixada-${round}@fixture.com.br` };
      await s.handle.db
        .insert(schema.users)
        .values({ ...person, name: 'Rebaixada', passwordHash, role: 'council' });
      await s.handle.db.insert(schema.userBusinesses).values([
        { userId: person.id, businessId: people.businessA.id },
        { userId: person.id, businessId: people.businessB.id },
      ]);
      const signedIn = await s.post('/login', {
        authType: 'user',
        key: person.email,
        password: PASSWORD,
      });
      const jwt = signedIn.body.jwt_token as string;
      const boardB = () =>
        farPost(
          '/tasks',
          { jwt, authType: 'user', business: people.businessB.id },
          { action: 'getAll' },
        );
      // Read twice on the far server: the session is kept there now.
      expect((await boardB()).status).toBe(200);
      expect((await boardB()).status).toBe(200);
      const demoted = await s.post(
        '/admin/users',
        {
          jwt: adminJwt,
          authType: 'user',
          user: {
            id: person.id,
            name: 'Rebaixada',
            email: person.email,
            phone_number: null,
            role: 'user',
            knowledge_base: null,
            notes: null,
            business: { businesses: [{ id: people.businessA.id }] },
          },
        },
        { action: 'userEdit' },
      );
      expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
      expect((await boardB()).status, `round ${round}`).toBe(401);
    }
  });
});

/** The password hash the fixtures gave everyone (so a new person signs in with PASSWORD). */
async function hashOfFixture(s: TestServer): Promise<string> {
  const [row] = await s.handle.db
    .select({ hash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.email, 'usuario@fixture.com.br'));
  return row!.hash;
}
