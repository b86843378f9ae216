import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppOptions } from '../app';
import type { Database } from '../db';
import { schema } from '../db';
import { hashPassword } from '../auth/password';
import { startServer, type Backend, type TestServer } from './harness';

export const PASSWORD = 'senha-fixa-123';

export type People = {
  businessA: { id: string; name: string; code: string };
  businessB: { id: string; name: string };
  businessC: { id: string; name: string };
  waitingBusiness: { id: string; name: string };
  admin: { id: string; email: string };
  council: { id: string; email: string };
  user: { id: string; email: string };
  waiting: { id: string; email: string };
  outsider: { id: string; email: string };
};

/**
 * A small world for authorization: company A (with a business account), B and C, and a waiting
 * company; a council member linked to A and B, a user of A, a waiting user of A, and an outsider
 * (user of C).
 */
export async function createPeople(db: Database): Promise<People> {
  const passwordHash = await hashPassword(PASSWORD);
  const id = () => crypto.randomUUID();
  const A = { id: id(), name: 'Alfa Comércio', code: 'FIXA01' };
  const B = { id: id(), name: 'Beta Serviços' };
  const C = { id: id(), name: 'Gama Indústria' };
  const W = { id: id(), name: 'Delta Aguardando' };
  await db.insert(schema.businesses).values([
    { id: A.id, name: A.name, accessCode: A.code, passwordHash, niche: 'Varejo' },
    { id: B.id, name: B.name, niche: 'Serviços' },
    { id: C.id, name: C.name, niche: 'Indústria' },
    { id: W.id, name: W.name, status: 'waiting' },
  ]);
  const person = (
    email: string,
    role: 'admin' | 'council' | 'user',
    status: 'active' | 'waiting' = 'active',
  ) => ({
    id: id(),
    name: email.split('@')[0]!,
    email,
    passwordHash,
    role,
    status,
  });
  const admin = person('admin@fixture.com.br', 'admin');
  const council = person('conselho@fixture.com.br', 'council');
  const user = person('usuario@fixture.com.br', 'user');
  const waiting = person('aguardando@fixture.com.br', 'user', 'waiting');
  const outsider = person('outsider@fixture.com.br', 'user');
  await db.insert(schema.users).values([admin, council, user, waiting, outsider]);
  await db.insert(schema.userBusinesses).values([
    { userId: council.id, businessId: A.id },
    { userId: council.id, businessId: B.id },
    { userId: user.id, businessId: A.id },
    { userId: waiting.id, businessId: A.id },
    { userId: outsider.id, businessId: C.id },
  ]);
  const pick = (p: { id: string; email: string }) => ({ id: p.id, email: p.email });
  return {
    businessA: A,
    businessB: B,
    businessC: C,
    waitingBusiness: W,
    admin: pick(admin),
    council: pick(council),
    user: pick(user),
    waiting: pick(waiting),
    outsider: pick(outsider),
  };
}

/** The people of {@link createPeople} who can sign in, with the business account of company A. */
export type SignedIn = 'admin' | 'council' | 'user' | 'business' | 'waiting' | 'outsider';

/** A caller in the role tables of the HTTP tests: one of those, or nobody (no token). */
export type Who = SignedIn | 'none';
export const EVERYONE: Who[] = [
  'admin',
  'council',
  'user',
  'business',
  'waiting',
  'outsider',
  'none',
];

/** The session fields a body carries for `who` (nobody: no jwt). */
export const sessionOf = (tokens: ReadonlyMap<Who, string>, who: Who) =>
  who === 'none'
    ? { authType: 'user' }
    : { jwt: tokens.get(who)!, authType: who === 'business' ? 'business' : 'user' };

/** Signs every one of them in (password {@link PASSWORD}) and answers their tokens. */
export async function signInAll(
  server: Pick<TestServer, 'post'>,
  people: People,
): Promise<Map<SignedIn, string>> {
  const keys: [SignedIn, string, 'user' | 'business'][] = [
    ['admin', people.admin.email, 'user'],
    ['council', people.council.email, 'user'],
    ['user', people.user.email, 'user'],
    ['business', people.businessA.code, 'business'],
    ['waiting', people.waiting.email, 'user'],
    ['outsider', people.outsider.email, 'user'],
  ];
  const tokens = new Map<SignedIn, string>();
  for (const [who, key, authType] of keys) {
    const r = await server.post('/login', { authType, key, password: PASSWORD });
    if (r.status !== 200) throw new Error(`login of ${who} failed: ${r.status}`);
    tokens.set(who, r.body.jwt_token as string);
  }
  return tokens;
}

export type SignedInServer = { s: TestServer; people: People; tokens: Map<SignedIn, string> };

/**
 * Registers the suite's beforeAll (start a server on `backend`, {@link createPeople}, sign them
 * all in) and the afterAll that closes it. `ready` gets them once they exist, so a suite keeps
 * them in its own `let`s and its tests still read `s.post(...)` and `people.businessA.id`.
 */
export function useSignedInServer(
  backend: Backend,
  ready: (started: SignedInServer) => void,
  overrides: Partial<AppOptions> = {},
): void {
  let s: TestServer | undefined;
  beforeAll(async () => {
    s = await startServer(backend, overrides);
    const people = await createPeople(s.handle.db);
    ready({ s, people, tokens: await signInAll(s, people) });
  });
  afterAll(async () => {
    await s?.close();
  });
}

/**
 * What keeping means, seen from outside: `change` is made with `trigger` on `table` switched off
 * (unannounced), and `read` must still answer what it answered before; then `restore` is made
 * announced, and `read` must show `restored`.
 */
export async function expectKeptThroughUnannouncedChange<T>(
  db: Database,
  where: { table: string; trigger: string },
  steps: {
    read: () => Promise<T[]>;
    change: () => Promise<unknown>;
    restore: () => Promise<unknown>;
    restored: T;
  },
): Promise<void> {
  const before = await steps.read();
  const switched = (to: 'DISABLE' | 'ENABLE') =>
    db.execute(sql.raw(`ALTER TABLE ${where.table} ${to} TRIGGER ${where.trigger}`));
  await switched('DISABLE');
  try {
    await steps.change();
    expect(await steps.read()).toEqual(before);
  } finally {
    await switched('ENABLE');
  }
  await steps.restore();
  expect(await steps.read()).toContain(steps.restored);
}
