import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, schema, type Database, type DatabaseHandle } from './db';
import { createThrowawayPostgres, preparedPgliteDir, tempDir } from './db/testing';
import { BACKENDS, waitFor, type Backend, type Reply } from './test/harness';
import { createPeople, PASSWORD, type People } from './test/fixtures';
import {
  killServerProcesses,
  startServerProcess,
  type Listening,
  type ServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
} from './test/process';
import {
  boardOf,
  initialTasks,
  shuffledBoard,
  storedBoard,
  type BoardTask,
  type Placement,
} from './test/board';

// Each test here starts real server processes (see test/process.ts).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

// Crash test: a real server process takes concurrent writes (task creates, reorders
// of the board, registrations), is killed with SIGKILL at a random moment, and is started again
// at once on the same DATA_DIR (embedded) or DATABASE_URL. It must start on the first try (the
// dead process's DATA_DIR lock does not hold it back), keep every write it acknowledged (a 2xx
// reply), and hold nothing half-written.
//
// The moment of the kill and the orders sent are drawn by fast-check: a failure prints its
// `seed`, and CRASH_SEED=<seed> npx vitest run src/crash.process.test.ts draws them again (the
// interleaving of the loops is the machine's, so a replay is close, not identical).

const SEED = process.env.CRASH_SEED === undefined ? undefined : Number(process.env.CRASH_SEED);
/** How long the loops run, at most, after each kind of write has been acknowledged once. */
const MAX_KILL_AFTER_MS = 2_500;
const INITIAL_TASKS = 6;

/** Where one run keeps its data, and how to reach it from the test and from the server. */
type Store = {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
};

async function newStore(backend: Backend): Promise<Store> {
  if (backend === 'pglite') {
    const dir = await preparedPgliteDir('portal-crash-');
    return {
      env: { DATA_DIR: dir.path },
      open: () => openDatabase({ dataDir: dir.path }),
      remove: async () => dir.remove(),
    };
  }
  const pg = await createThrowawayPostgres();
  const dir = tempDir('portal-crash-pg-');
  return {
    env: { DATA_DIR: dir.path, DATABASE_URL: pg.url },
    open: () => openDatabase({ databaseUrl: pg.url, dataDir: dir.path, poolSize: 2 }),
    remove: async () => {
      await pg.drop();
      dir.remove();
    },
  };
}

/** Opens the store from the test (the server must not hold an embedded one), runs `work`, closes. */
async function withDatabase<T>(store: Store, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await store.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

type Tokens = { admin: string; council: string };

/** What the loops sent, and which of it the server acknowledged. */
type Journal = {
  /** The company whose board the loops write to. */
  business: string;
  /** Every task create sent, by id; the initial tasks count as acknowledged. */
  creates: Map<string, { title: string; acked: boolean }>;
  /** Every updateOrder sent, in order (one loop sends them, so at most one is in flight). */
  reorders: { order: Placement[]; acked: boolean }[];
  registrations: { email: string; acked: boolean }[];
  /** Replies other than 2xx while the server was up: none is expected. */
  refusals: string[];
};

const companyName = (email: string) => `Empresa de ${email}`;
const registrant = (email: string, business: { id: string } | 'new') => ({
  user: { name: 'Pessoa Nova', email, phone: '11 99999-0000', password: PASSWORD },
  business:
    business === 'new'
      ? {
          name: companyName(email),
          website: 'https://empresa.com.br',
          niche: 'Serviços',
          knowledge_base: 'Empresa nova que se cadastrou durante o teste de queda do servidor.',
          revenue_goal: 100000,
          instagram: '@empresa',
          teamEmails: [`equipe.${email}`],
        }
      : business,
});

/**
 * Starts the write loops against `server` and answers their promises. Each loop sends one
 * request at a time until a request fails (the server is gone) or anything is refused; a failure
 * while `alive()` is noted as a refusal too.
 */
function startWriteLoops(
  server: Listening,
  people: People,
  tokens: Tokens,
  journal: Journal,
  salt: number,
  alive: () => boolean,
): Promise<unknown>[] {
  const business = people.businessA.id;
  const asAdmin = boardOf(server.post, tokens.admin, business);
  const asCouncil = boardOf(server.post, tokens.council, business);
  /** True for a 2xx reply; anything else is noted as a refusal (none is expected). */
  const acknowledged = (what: string, r: Reply) => {
    if (r.status >= 300) journal.refusals.push(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.status < 300;
  };
  const repeat = async (step: (n: number) => Promise<void>) => {
    for (let n = 0; journal.refusals.length === 0; n += 1) {
      try {
        await step(n);
      } catch (error) {
        if (alive()) journal.refusals.push(`failed before the kill: ${String(error)}`);
        return;
      }
    }
  };
  const createLoop = (loop: number) =>
    repeat(async (n) => {
      const id = randomUUID();
      const entry = { title: `Tarefa ${loop}.${n}`, acked: false };
      journal.creates.set(id, entry);
      entry.acked = acknowledged('create', await asAdmin.create(id, entry.title));
    });
  const reorderLoop = () =>
    repeat(async (n) => {
      const r = await asCouncil.getAll();
      if (!acknowledged('getAll', r)) return;
      const sent = {
        order: shuffledBoard(
          (r.body as BoardTask[]).map((t) => t.id),
          `${salt}:${n}`,
        ),
        acked: false,
      };
      journal.reorders.push(sent);
      sent.acked = acknowledged('updateOrder', await asCouncil.reorder(sent.order));
    });
  const registrationLoop = (loop: number) =>
    repeat(async (n) => {
      const sent = { email: `queda.${loop}.${n}@teste.com.br`, acked: false };
      journal.registrations.push(sent);
      const r = await server.post(
        '/register',
        registrant(sent.email, n % 2 === 0 ? { id: people.businessA.id } : 'new'),
      );
      sent.acked = acknowledged('register', r);
    });
  return [createLoop(1), createLoop(2), reorderLoop(), registrationLoop(1), registrationLoop(2)];
}

const signIn = async (server: Listening, email: string) => {
  const r = await server.post('/login', { authType: 'user', key: email, password: PASSWORD });
  expect(r.status, `login of ${email}`).toBe(200);
  return r.body.jwt_token as string;
};

/** The ids of `order` that are in `among`, in the order of `order`, with their statuses. */
const restricted = (order: readonly Placement[], among: ReadonlySet<string>) =>
  order.filter((p) => among.has(p.id));

/** What the restarted server answers must hold every acknowledged write, and nothing invented. */
async function expectAcknowledgedWrites(server: Listening, journal: Journal, tokens: Tokens) {
  const business = journal.business;
  // The token signed before the crash still works: the kept JWT secret survived it too.
  const r = await boardOf(server.post, tokens.admin, business).getAll();
  expect(r.status).toBe(200);
  const board = r.body as BoardTask[];
  const ids = board.map((t) => t.id);
  expect(new Set(ids).size, 'a task appears twice on the board').toBe(ids.length);
  for (const [id, sent] of journal.creates) {
    if (sent.acked) expect(ids, `acknowledged task "${sent.title}" is missing`).toContain(id);
  }
  for (const task of board) {
    // Nothing that was never sent, and a title exactly as sent (not a part of it).
    expect(journal.creates.get(task.id)?.title).toBe(task.title);
  }

  // The tasks the last acknowledged reorder named keep its order and statuses, unless the one
  // sent after it (not acknowledged, maybe committed) replaced them; creates only append.
  const last = journal.reorders.findLastIndex((o) => o.acked);
  if (last >= 0) {
    const named = new Set(journal.reorders[last]!.order.map((p) => p.id));
    const now = restricted(
      board.map((t) => ({ id: t.id, status: t.status })),
      named,
    );
    const allowed = [journal.reorders[last]!.order, journal.reorders[last + 1]?.order]
      .filter((o): o is Placement[] => o !== undefined)
      .map((o) => restricted(o, named));
    expect(allowed, 'the board lost the order of the last acknowledged reorder').toContainEqual(
      now,
    );
  }

  for (const sent of journal.registrations.filter((x) => x.acked)) {
    const login = await server.post('/login', {
      authType: 'user',
      key: sent.email,
      password: PASSWORD,
    });
    expect(login.status, `acknowledged registration ${sent.email} cannot log in`).toBe(200);
    expect(login.body.user.role).toBe('waiting');
  }
}

/** Whatever was committed, acknowledged or not, is whole. */
async function expectNothingHalfWritten(db: Database, journal: Journal) {
  const rows = await storedBoard(db, journal.business);
  expect(
    rows.map((t) => t.position),
    'board positions are not 0..n-1',
  ).toEqual(rows.map((_, i) => i));
  const badCompletion = await db
    .select({ id: schema.tasks.id })
    .from(schema.tasks)
    .where(sql`(${schema.tasks.status} = 'done') <> (${schema.tasks.completedAt} is not null)`);
  expect(badCompletion, 'a task whose completion date disagrees with its status').toEqual([]);

  const emails = journal.registrations.map((x) => x.email);
  const registered = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  for (const user of registered) {
    const links = await db
      .select()
      .from(schema.userBusinesses)
      .where(eq(schema.userBusinesses.userId, user.id));
    expect(links.length, `${user.email} was stored without a company`).toBe(1);
  }
  // A new company of a registration comes with its manager and its team e-mails.
  const created = await db
    .select({ id: schema.businesses.id, managedBy: schema.businesses.managedBy })
    .from(schema.businesses)
    .where(inArray(schema.businesses.name, emails.map(companyName)));
  for (const company of created) {
    expect(company.managedBy, 'a registered company without its manager').not.toBeNull();
    const manager = registered.find((u) => u.id === company.managedBy);
    expect(manager, 'a registered company managed by nobody registered').toBeDefined();
    const team = await db
      .select({ email: schema.businessTeamEmails.email })
      .from(schema.businessTeamEmails)
      .where(eq(schema.businessTeamEmails.businessId, company.id));
    expect(team.map((t) => t.email).sort()).toEqual(
      [manager!.email, `equipe.${manager!.email}`].sort(),
    );
  }
  // Every task row belongs to a company that exists (the foreign key says so; checked anyway).
  const orphans = await db
    .select({ id: schema.tasks.id })
    .from(schema.tasks)
    .leftJoin(schema.businesses, eq(schema.businesses.id, schema.tasks.businessId))
    .where(sql`${schema.businesses.id} is null`);
  expect(orphans).toEqual([]);
}

async function crashAndRestart(backend: Backend, killAfterMs: number, salt: number) {
  const store = await newStore(backend);
  const started: ServerProcess[] = [];
  const start = () => {
    const server = startServerProcess(store.env);
    started.push(server);
    return server;
  };
  try {
    const { people, seeded } = await withDatabase(store, async (db) => {
      const people = await createPeople(db);
      const seeded = initialTasks(people.businessA.id, INITIAL_TASKS);
      await db.insert(schema.tasks).values(seeded);
      return { people, seeded };
    });
    const journal: Journal = {
      business: people.businessA.id,
      creates: new Map(seeded.map((t) => [t.id, { title: t.title, acked: true }])),
      reorders: [],
      registrations: [],
      refusals: [],
    };

    const first = start();
    const server = await first.listening;
    const tokens = {
      admin: await signIn(server, people.admin.email),
      council: await signIn(server, people.council.email),
    };
    let killed = false;
    const loops = startWriteLoops(server, people, tokens, journal, salt, () => !killed);
    // Every kind of write acknowledged at least once, then the kill at a random moment.
    await waitFor(() => {
      if (journal.refusals.length) throw new Error(journal.refusals.join('\n'));
      const added = [...journal.creates.values()].filter((c) => c.acked).length > INITIAL_TASKS;
      return added &&
        journal.reorders.some((o) => o.acked) &&
        journal.registrations.some((x) => x.acked)
        ? true
        : undefined;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    killed = true;
    first.child.kill('SIGKILL');
    // At once: the killed process may not even be gone yet.
    const second = start();
    await Promise.all(loops);
    expect(journal.refusals).toEqual([]);
    const restarted = await second.listening;

    await expectAcknowledgedWrites(restarted, journal, tokens);
    expect(await second.stop('SIGTERM')).toBe(0);
    await withDatabase(store, (db) => expectNothingHalfWritten(db, journal));
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await store.remove();
  }
}

describe('a server killed with SIGKILL in the middle of writes', () => {
  afterAll(killServerProcesses);

  // The two backends side by side: most of each run is waiting for a server to start.
  it.concurrent.each(BACKENDS)(
    '(%s) starts again at once, on the first try, with every acknowledged write and nothing half-written',
    async (backend) => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: MAX_KILL_AFTER_MS }),
          fc.integer(),
          (killAfterMs, salt) => crashAndRestart(backend, killAfterMs, salt),
        ),
        { numRuns: 1, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
