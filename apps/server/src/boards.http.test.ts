import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from './db';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, type People, type Who } from './test/fixtures';

// A company's board as tasks getAll answers it is kept by a server over the embedded database
// (app.ts), and must never outlive a change to its tasks, whoever makes it. The board's lifetime
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

  // What keeping means, seen from outside: with the announcement switched off, the embedded
  // server goes on answering the board it read; over PostgreSQL every read asks the database.
  it(`${backend === 'pglite' ? 'keeps' : 'does not keep'} a board it has read`, async () => {
    const before = await titles();
    await s.handle.db.execute(sql`ALTER TABLE tasks DISABLE TRIGGER tasks_boards_changed`);
    try {
      await retitle('Mudado sem aviso');
      const after = await titles();
      if (backend === 'pglite') expect(after).toEqual(before);
      else expect(after).toContain('Mudado sem aviso');
    } finally {
      await s.handle.db.execute(sql`ALTER TABLE tasks ENABLE TRIGGER tasks_boards_changed`);
    }
    await retitle('Conferir estoque e validade');
    expect(await titles()).toContain('Conferir estoque e validade');
  });
});
