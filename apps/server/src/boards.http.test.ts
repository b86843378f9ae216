import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { openDatabase, schema, type DatabaseHandle } from './db';
import { BACKENDS, poster, type TestServer } from './test/harness';
import {
  expectKeptThroughUnannouncedChange,
  useSignedInServer,
  type People,
  type Who,
} from './test/fixtures';

// A company's board as tasks getAll answers it is kept by the server (app.ts), and must never
// outlive a change to its tasks, whoever makes it, on whichever server. The board's lifetime
// is set to ten minutes here: only the database's announcement (migration 0008) can explain a
// change seen by the very next read.
const LONG_TTL_MS = 10 * 60_000;

describe.each(BACKENDS)('boards kept by the server (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let taskId: string;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    boardCacheTtlMs: LONG_TTL_MS,
  });
  beforeAll(async () => {
    const [task] = await s.handle.db
      .insert(schema.tasks)
      .values({ businessId: people.businessA.id, title: 'Conferir estoque', status: 'not-started' })
      .returning({ id: schema.tasks.id });
    taskId = task!.id;
  });

  const titles = async () => {
    const r = await s.post(
      '/tasks',
      { jwt: tokens.get('user'), authType: 'user', business: people.businessA.id },
      { action: 'getAll' },
    );
    expect(r.status).toBe(200);
    return (r.body as { title: string }[]).map((task) => task.title);
  };
  const retitle = (title: string) =>
    s.handle.db.update(schema.tasks).set({ title }).where(eq(schema.tasks.id, taskId));

  it('shows a change made in the database (an operator, a script) on the very next read', async () => {
    expect(await titles()).toEqual(['Conferir estoque']);
    expect(await titles()).toEqual(['Conferir estoque']);
    await retitle('Conferir estoque e validade');
    expect(await titles()).toEqual(['Conferir estoque e validade']);
    await s.handle.db.insert(schema.tasks).values({
      businessId: people.businessA.id,
      title: 'Pedir orçamento',
      status: 'in-progress',
    });
    expect(await titles()).toEqual(['Conferir estoque e validade', 'Pedir orçamento']);
    await s.handle.db.delete(schema.tasks).where(eq(schema.tasks.title, 'Pedir orçamento'));
    expect(await titles()).toEqual(['Conferir estoque e validade']);
  });

  it('sends a browser the gzip of the board as it is now, never one made before a change', async () => {
    const [long] = await s.handle.db
      .insert(schema.tasks)
      .values({
        businessId: people.businessA.id,
        title: 'Revisar contrato',
        description: 'Cláusula de reajuste anual. '.repeat(100),
        status: 'not-started',
      })
      .returning({ id: schema.tasks.id });
    const zipped = async () => {
      const r = await fetch(`${s.api}/tasks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          action: 'getAll',
          'accept-encoding': 'gzip',
        },
        body: JSON.stringify({
          jwt: tokens.get('user'),
          authType: 'user',
          business: people.businessA.id,
        }),
      });
      expect(r.headers.get('content-encoding')).toBe('gzip');
      return ((await r.json()) as { title: string }[]).map((task) => task.title);
    };
    expect(await zipped()).toContain('Revisar contrato');
    expect(await zipped()).toContain('Revisar contrato');
    await s.handle.db
      .update(schema.tasks)
      .set({ title: 'Revisar contrato de aluguel' })
      .where(eq(schema.tasks.id, long!.id));
    expect(await zipped()).toContain('Revisar contrato de aluguel');
    await s.handle.db.delete(schema.tasks).where(eq(schema.tasks.id, long!.id));
    expect(await titles()).not.toContain('Revisar contrato de aluguel');
  });

  it('shows a change made through the API on the very next read', async () => {
    const created = await s.post(
      '/tasks',
      {
        jwt: tokens.get('user'),
        authType: 'user',
        business: people.businessA.id,
        task: {
          id: crypto.randomUUID(),
          title: 'Ligar para o contador',
          task: '',
          status: 'Not started',
          created_at: new Date().toISOString(),
          completed_at: null,
          from_meeting: null,
        },
      },
      { action: 'create' },
    );
    expect(created.status).toBe(200);
    expect(await titles()).toContain('Ligar para o contador');
  });

  // What keeping means, seen from outside: with the announcement switched off, the server goes on
  // answering what it read, on either database.
  it('keeps a board it has read', () =>
    expectKeptThroughUnannouncedChange(
      s.handle.db,
      { table: 'tasks', trigger: 'tasks_boards_changed' },
      {
        read: titles,
        change: () => retitle('Mudado sem aviso'),
        restore: () => retitle('Conferir estoque e validade'),
        restored: 'Conferir estoque e validade',
      },
    ));
});

/**
 * A TCP relay to PostgreSQL that holds every chunk, both ways, for `delayMs`, in order: a server
 * behind it hears announcements late, as one across a slow network would.
 */
async function slowRelay(target: URL, delayMs: number) {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    const pipe = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delayMs));
      from.on('end', () => setTimeout(() => to.end(), delayMs));
    };
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((ok) => relay.listen(0, '127.0.0.1', ok));
  const { port } = relay.address() as AddressInfo;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((ok) => relay.close(() => ok()));
    },
  };
}

// Two servers over one PostgreSQL, the second reaching the database across a slow link (200 ms
// each way): a change committed through the first reaches the second's listening connection late.
// A board the second keeps must still never be answered after a change committed before the read.
describe('a board kept by a server that hears announcements late (postgres)', () => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  let relay: Awaited<ReturnType<typeof slowRelay>>;
  let far: DatabaseHandle;
  let farPost: TestServer['post'];
  useSignedInServer('postgres', (started) => ({ s, people, tokens } = started), {
    boardCacheTtlMs: LONG_TTL_MS,
  });
  beforeAll(async () => {
    relay = await slowRelay(new URL(s.databaseUrl!), 200);
    far = await openDatabase({ databaseUrl: relay.url, dataDir: s.dataDir, poolSize: 2 });
    const sibling = await s.startSibling({
      db: far.db,
      database: far,
      boardCacheTtlMs: LONG_TTL_MS,
    });
    farPost = poster(sibling.api);
  });
  afterAll(async () => {
    await far?.close();
    await relay?.close();
  });

  it('reads the board anew when a change was committed before the read', async () => {
    const [task] = await s.handle.db
      .insert(schema.tasks)
      .values({ businessId: people.businessB.id, title: 'Versão 0', status: 'not-started' })
      .returning({ id: schema.tasks.id });
    const farTitles = async () => {
      const r = await farPost(
        '/tasks',
        { jwt: tokens.get('council'), authType: 'user', business: people.businessB.id },
        { action: 'getAll' },
      );
      expect(r.status).toBe(200);
      return (r.body as { title: string }[]).map((t) => t.title);
    };
    for (let version = 1; version <= 3; version += 1) {
      expect(await farTitles()).toEqual([`Versão ${version - 1}`]);
      // Kept now; the change below is committed through the other server's connections.
      await s.handle.db
        .update(schema.tasks)
        .set({ title: `Versão ${version}` })
        .where(eq(schema.tasks.id, task!.id));
      expect(await farTitles()).toEqual([`Versão ${version}`]);
    }
  });
});
