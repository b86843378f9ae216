import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { MAX_BOARD_TASKS, TASK_DUE_DATE_INVALID, TASK_OWNER_NOT_OF_COMPANY } from '@portal/domain';
import { schema } from './db';
import { lockTasksOfBusiness } from './repositories/tasks';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, EVERYONE, type People, type Who } from './test/fixtures';

type Label = 'Not started' | 'In progress' | 'Done';
type Sent = {
  id: string;
  title: string;
  task: string;
  status: Label;
  created_at: string;
  completed_at: string | null;
  from_meeting: string | null;
};

const LONG_AGO = '2001-02-03T04:05:06.000Z';
const draft = (title: string, status: Label = 'Not started'): Sent => ({
  id: randomUUID(),
  title,
  task: `Descrição de ${title}`,
  status,
  created_at: LONG_AGO,
  completed_at: null,
  from_meeting: null,
});
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(BACKENDS)('tasks (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));

  const session = (who: Who) =>
    who === 'none'
      ? { authType: 'user' }
      : { jwt: tokens.get(who)!, authType: who === 'business' ? 'business' : 'user' };
  const act = (who: Who, action: string, body: Record<string, unknown>) =>
    s.post('/tasks', { ...session(who), ...body }, { action });

  /**
   * A fresh, empty board for one test, reachable by two people: the admin (every business) and
   * the council member (linked to it here).
   */
  const freshBoard = async () => {
    const id = randomUUID();
    await s.handle.db.insert(schema.businesses).values({ id, name: `Quadro ${id.slice(0, 8)}` });
    await s.handle.db
      .insert(schema.userBusinesses)
      .values({ userId: people.council.id, businessId: id });
    return id;
  };
  const board = async (business: string, who: Who = 'admin'): Promise<Sent[]> => {
    const r = await act(who, 'getAll', { business });
    expect(r.status).toBe(200);
    return r.body as Sent[];
  };
  const create = async (business: string, task: Sent, who: Who = 'admin') => {
    const r = await act(who, 'create', { business, task });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.task as Sent;
  };
  const rows = (business: string) =>
    s.handle.db
      .select()
      .from(schema.tasks)
      .where(eq(schema.tasks.businessId, business))
      .orderBy(asc(schema.tasks.position), asc(schema.tasks.createdAt));
  const titles = (list: { title: string }[]) => list.map((t) => t.title);
  /** Every task exactly once, positions 0..n-1 in board order. */
  const expectConsistent = async (business: string) => {
    const stored = await rows(business);
    expect(new Set(stored.map((r) => r.id)).size).toBe(stored.length);
    expect(stored.map((r) => r.position)).toEqual(stored.map((_, i) => i));
    return stored;
  };

  describe('actions', () => {
    it('getAll answers an empty board, then the server model in board order', async () => {
      const business = await freshBoard();
      expect(await board(business)).toEqual([]);
      const a = draft('Ligar para o contador');
      const r = await act('council', 'create', { business, task: a });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      expect(r.body.task).toMatchObject({
        id: a.id,
        title: 'Ligar para o contador',
        task: 'Descrição de Ligar para o contador',
        status: 'Not started',
        completed_at: null,
        from_meeting: null,
      });
      // The server dates the task itself; the client's created_at is ignored.
      expect(r.body.task.created_at).toMatch(ISO);
      expect(r.body.task.created_at).not.toBe(LONG_AGO);
      await create(business, draft('Revisar o DRE', 'In progress'));
      await create(business, draft('Enviar proposta', 'Done'));
      const list = await board(business, 'council');
      expect(titles(list)).toEqual(['Ligar para o contador', 'Revisar o DRE', 'Enviar proposta']);
      expect(list.map((t) => t.status)).toEqual(['Not started', 'In progress', 'Done']);
      expect(list[2]!.completed_at).toMatch(ISO);
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          'completed_at',
          'created_at',
          'due_date',
          'from_meeting',
          'id',
          'owner_id',
          'owner_name',
          'status',
          'task',
          'title',
        ].sort(),
      );
      expect((await rows(business)).map((t) => t.position)).toEqual([0, 1, 2]);
    });

    it('create with an id already on the board answers that task and adds nothing', async () => {
      const business = await freshBoard();
      const a = draft('Original');
      const first = await create(business, a);
      const again = await act('council', 'create', {
        business,
        task: { ...a, title: 'Outro título', status: 'Done' },
      });
      expect(again.status).toBe(200);
      expect(again.body.task).toEqual(first);
      expect(titles(await board(business))).toEqual(['Original']);
    });

    it('update edits title, description and status in place; Done dates it, leaving clears it', async () => {
      const business = await freshBoard();
      const a = await create(business, draft('Primeira'));
      await create(business, draft('Segunda'));
      const done = await act('admin', 'update', {
        business,
        task: { ...a, title: 'Primeira (editada)', task: 'Nova descrição', status: 'Done' },
      });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ status: 'success' });
      let list = await board(business);
      expect(list[0]).toMatchObject({
        id: a.id,
        title: 'Primeira (editada)',
        task: 'Nova descrição',
        status: 'Done',
        created_at: a.created_at,
      });
      const completedAt = list[0]!.completed_at;
      expect(completedAt).toMatch(ISO);
      // Still Done: the completion date stays.
      await act('admin', 'update', { business, task: { ...list[0]!, title: 'Mais uma edição' } });
      expect((await board(business))[0]!.completed_at).toBe(completedAt);
      await act('admin', 'update', { business, task: { ...list[0]!, status: 'In progress' } });
      list = await board(business);
      expect(list[0]).toMatchObject({ id: a.id, status: 'In progress', completed_at: null });
      const [row] = await rows(business);
      expect(row!.version).toBe(4);
    });

    it('update and delete of a task that is not there: 404 Tarefa não encontrada', async () => {
      const business = await freshBoard();
      const ghost = draft('Fantasma');
      const u = await act('admin', 'update', { business, task: ghost });
      expect(u.status).toBe(404);
      expect(u.body.error).toBe('Tarefa não encontrada');
      const d = await act('admin', 'delete', { business, taskId: ghost.id });
      expect(d.status).toBe(404);
      expect(d.body.message).toBe('Tarefa não encontrada');
      expect(await board(business)).toEqual([]);
    });

    it('delete removes the task and keeps the order of the others', async () => {
      const business = await freshBoard();
      const [a, b, c] = [draft('A'), draft('B'), draft('C')];
      for (const t of [a, b, c]) await create(business, t);
      const r = await act('council', 'delete', { business, taskId: b.id });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'success' });
      expect(titles(await board(business))).toEqual(['A', 'C']);
    });

    it('updateOrder moves across columns, keeps titles, and survives a reload', async () => {
      const business = await freshBoard();
      const [a, b, c] = [draft('A'), draft('B'), draft('C')];
      for (const t of [a, b, c]) await create(business, t);
      // Someone renames B after this list was loaded: the reorder must not undo it.
      await act('admin', 'update', { business, task: { ...b, title: 'B renomeada' } });
      const r = await act('council', 'updateOrder', {
        business,
        tasks: [
          { ...c, status: 'Done' },
          { ...a, status: 'In progress' },
          { ...b, title: 'B (lista velha)' },
        ],
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'success' });
      const list = await board(business, 'admin');
      expect(titles(list)).toEqual(['C', 'A', 'B renomeada']);
      expect(list.map((t) => t.status)).toEqual(['Done', 'In progress', 'Not started']);
      expect(list[0]!.completed_at).toMatch(ISO);
      await expectConsistent(business);
      // Out of Done by a drag clears the date.
      await act('council', 'updateOrder', { business, tasks: [{ ...c, status: 'Not started' }] });
      expect((await board(business)).find((t) => t.id === c.id)!.completed_at).toBeNull();
    });

    it('updateOrder of a 2,000-task board is accepted whole and reversed exactly', async () => {
      const business = await freshBoard();
      const rows = Array.from({ length: 2000 }, (_, i) => ({
        id: randomUUID(),
        businessId: business,
        title: `Tarefa ${i}`,
        description: `Descrição da tarefa ${i}`,
        position: i,
      }));
      await s.handle.db.insert(schema.tasks).values(rows);
      const before = await board(business);
      expect(before).toHaveLength(2000);
      const reversed = [...before].reverse().map((t, i) => ({
        ...t,
        status: (i % 3 === 0 ? 'Done' : 'In progress') as Label,
      }));
      const r = await act('admin', 'updateOrder', { business, tasks: reversed });
      expect(r.status).toBe(200);
      const after = await board(business);
      expect(after.map((t) => t.id)).toEqual(reversed.map((t) => t.id));
      expect(after.map((t) => t.status)).toEqual(reversed.map((t) => t.status));
      expect(after.filter((t) => t.status === 'Done').every((t) => ISO.test(t.completed_at!))).toBe(
        true,
      );
      await expectConsistent(business);
    });

    it('updateOrder of 300 tasks with 8,000-character descriptions, sent as the client does', async () => {
      const business = await freshBoard();
      const long = (i: number) => `${i} `.padEnd(8000, 'descrição longa ');
      await s.handle.db.insert(schema.tasks).values(
        Array.from({ length: 300 }, (_, i) => ({
          businessId: business,
          title: `Tarefa ${i}`,
          description: long(i),
          position: i,
        })),
      );
      const before = await board(business);
      // The api-client leaves each description out: whole, this board is over 2 MB (413).
      const reversed = [...before].reverse().map(({ task: _description, ...rest }, i) => ({
        ...rest,
        status: (i % 2 ? 'Done' : 'In progress') as Label,
      }));
      const r = await act('admin', 'updateOrder', { business, tasks: reversed });
      expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(200);
      const after = await board(business);
      expect(after.map((t) => t.id)).toEqual(reversed.map((t) => t.id));
      expect(after.map((t) => t.status)).toEqual(reversed.map((t) => t.status));
      // Descriptions are never touched by a reorder.
      expect(after.map((t) => t.task)).toEqual([...before].reverse().map((t) => t.task));
      expect(after[0]!.task).toHaveLength(8000);
      await expectConsistent(business);
    });

    it('a board of 5,000 tasks takes no more: 400 with a clear message, nothing written', async () => {
      const business = await freshBoard();
      await s.handle.db.insert(schema.tasks).values(
        Array.from({ length: MAX_BOARD_TASKS }, (_, i) => ({
          businessId: business,
          title: `Tarefa ${i}`,
          position: i,
        })),
      );
      const before = await rows(business);
      const r = await act('admin', 'create', { business, task: draft('Uma a mais') });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(
        'O quadro já tem 5.000 tarefas; exclua algumas antes de criar outras.',
      );
      expect(await rows(business)).toEqual(before);
      // A retry of a task already there still answers it (nothing grows).
      const again = await act('admin', 'create', {
        business,
        task: { ...draft('Tarefa 0'), id: before[0]!.id },
      });
      expect(again.status).toBe(200);
      expect(again.body.task.id).toBe(before[0]!.id);
      expect(await rows(business)).toHaveLength(MAX_BOARD_TASKS);
    });
  });

  describe('two people at once never lose or duplicate a task', () => {
    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('A creates while B reorders a stale list: both kept, B’s order, A’s task after', async () => {
      const business = await freshBoard();
      const [t1, t2, t3] = [draft('T1'), draft('T2'), draft('T3')];
      for (const t of [t1, t2, t3]) await create(business, t);
      const stale = await board(business, 'council');
      const fresh = draft('Nova de A');
      const [created, reordered] = await Promise.all([
        act('admin', 'create', { business, task: fresh }),
        act('council', 'updateOrder', {
          business,
          tasks: [stale[2]!, { ...stale[0]!, status: 'In progress' }, stale[1]!],
        }),
      ]);
      expect(created.status).toBe(200);
      expect(reordered.status).toBe(200);
      const list = await board(business);
      expect(titles(list)).toEqual(['T3', 'T1', 'T2', 'Nova de A']);
      expect(list[1]!.status).toBe('In progress');
      expect(list[3]!.status).toBe('Not started');
      // The same again in the other order of arrival.
      const later = draft('Depois');
      await act('council', 'updateOrder', { business, tasks: [stale[0]!, stale[1]!, stale[2]!] });
      await create(business, later);
      expect(titles(await board(business))).toEqual(['T1', 'T2', 'T3', 'Nova de A', 'Depois']);
      await expectConsistent(business);
    });

    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('two reorders at once: the board ends in one of the two orders, every task once', async () => {
      const business = await freshBoard();
      const tasks = ['A', 'B', 'C', 'D', 'E'].map((t) => draft(t));
      for (const t of tasks) await create(business, t);
      const first = [tasks[4]!, tasks[3]!, tasks[2]!, tasks[1]!, tasks[0]!];
      const second = [
        { ...tasks[1]!, status: 'Done' as const },
        tasks[0]!,
        { ...tasks[3]!, status: 'In progress' as const },
        tasks[2]!,
        tasks[4]!,
      ];
      for (let round = 0; round < 5; round++) {
        const replies = await Promise.all([
          act('council', 'updateOrder', { business, tasks: first }),
          act('admin', 'updateOrder', { business, tasks: second }),
        ]);
        expect(replies.map((r) => r.status)).toEqual([200, 200]);
        const list = await board(business);
        const got = list.map((t) => `${t.title}:${t.status}`);
        const asFirst = first.map((t) => `${t.title}:${t.status}`);
        const asSecond = second.map((t) => `${t.title}:${t.status}`);
        expect([asFirst, asSecond]).toContainEqual(got);
        await expectConsistent(business);
      }
    });

    // PGlite runs one transaction at a time, so only PostgreSQL can show a writer waiting: the
    // test exists on that backend only (registered, not skipped).
    if (backend === 'postgres')
      it('the board lock makes a second writer wait until the first commits', async () => {
        const business = await freshBoard();
        await create(business, draft('Travada'));
        const events: string[] = [];
        let release!: () => void;
        const gate = new Promise<void>((r) => (release = r));
        let firstLocked!: () => void;
        const locked = new Promise<void>((r) => (firstLocked = r));
        const first = s.handle.db.transaction(async (tx) => {
          expect(await lockTasksOfBusiness(tx, business)).toHaveLength(1);
          events.push('first locked');
          firstLocked();
          await gate;
          events.push('first commits');
        });
        await locked;
        const second = s.handle.db.transaction(async (tx) => {
          await lockTasksOfBusiness(tx, business);
          events.push('second locked');
        });
        // PostgreSQL itself says the second writer is queued behind the first (this database's
        // sessions only: other test files share the server).
        let waiting = 0;
        for (let tries = 0; tries < 200 && waiting < 1; tries++) {
          const r = await s.handle.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_locks where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`,
          );
          waiting = r.rows[0]?.n ?? 0;
          if (waiting < 1) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(waiting).toBeGreaterThanOrEqual(1);
        expect(events).toEqual(['first locked']);
        release();
        await Promise.all([first, second]);
        expect(events).toEqual(['first locked', 'first commits', 'second locked']);
      });

    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('the same create sent twice at once makes one task', async () => {
      const business = await freshBoard();
      const t = draft('Clique duplo');
      const replies = await Promise.all([
        act('admin', 'create', { business, task: t }),
        act('council', 'create', { business, task: t }),
        act('admin', 'create', { business, task: t }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((r) => r.body.task.id))).toEqual(new Set([t.id]));
      expect(titles(await board(business))).toEqual(['Clique duplo']);
      await expectConsistent(business);
    });

    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('first tasks of an empty board created at once get distinct positions', async () => {
      const business = await freshBoard();
      const many = ['1', '2', '3', '4'].map((n) => draft(`Tarefa ${n}`));
      await Promise.all(many.map((t, i) => create(business, t, i % 2 ? 'admin' : 'council')));
      expect((await board(business)).length).toBe(4);
      await expectConsistent(business);
    });

    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('a delete while another reorder names the task: it is not brought back', async () => {
      const business = await freshBoard();
      const [a, b, c] = [draft('A'), draft('B'), draft('C')];
      for (const t of [a, b, c]) await create(business, t);
      const [deleted, reordered] = await Promise.all([
        act('admin', 'delete', { business, taskId: b.id }),
        act('council', 'updateOrder', { business, tasks: [c, b, a] }),
      ]);
      expect(deleted.status).toBe(200);
      expect(reordered.status).toBe(200);
      expect(titles(await board(business))).toEqual(['C', 'A']);
      // And a reorder arriving after the delete, still naming it, brings nothing back either.
      const late = await act('council', 'updateOrder', { business, tasks: [a, b, c] });
      expect(late.status).toBe(200);
      expect(titles(await board(business))).toEqual(['A', 'C']);
      await expectConsistent(business);
    });
  });

  describe('bad input and other companies: a clear message and nothing changed', () => {
    /** A board of company B (not the user's, not the business account's) with one task. */
    const otherCompany = async () => {
      const business = people.businessB.id;
      const task = await create(business, draft(`De B ${randomUUID().slice(0, 4)}`));
      return { business, task, before: await rows(business) };
    };

    it('the user of A naming company B: 403 for every action, B unchanged', async () => {
      const b = await otherCompany();
      const attempts = [
        act('user', 'getAll', { business: b.business }),
        act('user', 'create', { business: b.business, task: draft('Intrusa') }),
        act('user', 'update', { business: b.business, task: { ...b.task, title: 'Invadida' } }),
        act('user', 'delete', { business: b.business, taskId: b.task.id }),
        act('user', 'updateOrder', { business: b.business, tasks: [b.task] }),
      ];
      for (const r of await Promise.all(attempts)) {
        expect(r.status).toBe(403);
        expect(r.body.error).toBe('Você não tem permissão para acessar esta empresa.');
      }
      expect(await rows(b.business)).toEqual(b.before);
    });

    it('a task of company B named on company A: 403, neither board changes', async () => {
      const b = await otherCompany();
      const business = people.businessA.id;
      await create(business, draft('Tarefa de A'), 'user');
      const beforeA = await rows(business);
      const listA = await board(business, 'user');
      // The admin may reach both companies, so only the task check stands in the way.
      const attempts = [
        act('admin', 'create', { business, task: { ...b.task, title: 'Copiada' } }),
        act('user', 'update', { business, task: { ...b.task, title: 'Invadida' } }),
        act('business', 'delete', { business, taskId: b.task.id }),
        act('user', 'updateOrder', { business, tasks: [b.task, ...listA.reverse()] }),
      ];
      for (const r of await Promise.all(attempts)) {
        expect(r.status).toBe(403);
        expect(r.body.error).toBe('Você não tem permissão para acessar esta tarefa.');
      }
      expect(await rows(business)).toEqual(beforeA);
      expect(await rows(b.business)).toEqual(b.before);
    });

    it('an unknown status: 400 naming the accepted labels, nothing written', async () => {
      const business = await freshBoard();
      const a = await create(business, draft('Existente'));
      const before = await rows(business);
      const message = 'deve ser um de: Not started, In progress, Done';
      const c = await act('admin', 'create', {
        business,
        task: { ...draft('Nova'), status: 'Blocked' },
      });
      expect(c.status).toBe(400);
      expect(c.body.error).toContain(message);
      const u = await act('admin', 'update', { business, task: { ...a, status: 'done' } });
      expect(u.status).toBe(400);
      expect(u.body.error).toContain(message);
      const o = await act('admin', 'updateOrder', {
        business,
        tasks: [{ ...a, status: 'Arquivada' }],
      });
      expect(o.status).toBe(400);
      expect(o.body.error).toContain(message);
      expect(await rows(business)).toEqual(before);
    });

    it('a failed reorder leaves the order intact', async () => {
      const business = await freshBoard();
      const [a, b, c] = [draft('A'), draft('B'), draft('C')];
      for (const t of [a, b, c]) await create(business, t);
      const before = await rows(business);
      const bad: [unknown, RegExp | string][] = [
        ['não é uma lista', 'O campo tasks tem um tipo inválido'],
        [[c, { ...b, title: '' }, a], 'Por favor, insira um título para a tarefa'],
        [[c, { ...b, id: 'b' }, a], 'Identificador inválido'],
        [[c, b, c, a], 'A nova ordem repete uma tarefa.'],
      ];
      for (const [tasks, message] of bad) {
        const r = await act('council', 'updateOrder', { business, tasks });
        expect(r.status, JSON.stringify(tasks)).toBe(400);
        expect(r.body.error).toBe(message);
      }
      const missing = await act('council', 'updateOrder', { business });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('O campo tasks é obrigatório');
      expect(await rows(business)).toEqual(before);
      expect(titles(await board(business))).toEqual(['A', 'B', 'C']);
    });

    it('a task pointing at a meeting of no such board: 400, nothing created', async () => {
      const business = await freshBoard();
      const r = await act('admin', 'create', {
        business,
        task: { ...draft('Da reunião'), from_meeting: randomUUID() },
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Reunião não encontrada');
      expect(await board(business)).toEqual([]);
    });
  });

  describe("owner ('Responsável') and due date ('Prazo')", () => {
    const A = () => people.businessA.id;
    type Owned = Sent & {
      owner_id?: string | null;
      owner_name?: string | null;
      due_date?: string | null;
    };
    const onBoard = async (id: string) =>
      (await board(A(), 'admin')).find((t) => t.id === id) as Owned | undefined;

    it("'people' lists the company's active people by name: not a waiting one, not another company's", async () => {
      const r = await act('user', 'people', { business: A() });
      expect(r.status).toBe(200);
      const listed = r.body as { id: string; name: string }[];
      expect(listed.map((p) => p.id).sort()).toEqual([people.council.id, people.user.id].sort());
      expect(listed.map((p) => p.name)).toEqual(['conselho', 'usuario']);
    });

    it('a task is created with both, and the board shows them with the owner’s name', async () => {
      const t = { ...draft('Com responsável'), owner_id: people.user.id, due_date: '2026-12-15' };
      const created = (await create(A(), t, 'user')) as Owned;
      expect(created).toMatchObject({
        owner_id: people.user.id,
        owner_name: 'usuario',
        due_date: '2026-12-15',
      });
      expect(await onBoard(t.id)).toMatchObject({ owner_name: 'usuario', due_date: '2026-12-15' });
    });

    it('an update without them keeps them, null clears them, another person of the company takes over', async () => {
      const t = { ...draft('Para reatribuir'), owner_id: people.user.id, due_date: '2026-12-01' };
      await create(A(), t);
      const { owner_id: _o, due_date: _d, ...plain } = t;
      expect(
        (await act('user', 'update', { business: A(), task: { ...plain, title: 'Sem os campos' } }))
          .status,
      ).toBe(200);
      expect(await onBoard(t.id)).toMatchObject({
        title: 'Sem os campos',
        owner_id: people.user.id,
        due_date: '2026-12-01',
      });
      expect(
        (
          await act('user', 'update', {
            business: A(),
            task: { ...t, owner_id: people.council.id },
          })
        ).status,
      ).toBe(200);
      expect(await onBoard(t.id)).toMatchObject({
        owner_id: people.council.id,
        owner_name: 'conselho',
      });
      expect(
        (
          await act('user', 'update', {
            business: A(),
            task: { ...t, owner_id: null, due_date: null },
          })
        ).status,
      ).toBe(200);
      expect(await onBoard(t.id)).toMatchObject({
        owner_id: null,
        owner_name: null,
        due_date: null,
      });
    });

    it('refuses an owner who is not an active person of the company, and a day that does not exist; nothing changes', async () => {
      const t = await create(A(), draft('Intocada'));
      for (const owner of [people.outsider.id, people.waiting.id, people.admin.id, randomUUID()]) {
        const r = await act('user', 'update', { business: A(), task: { ...t, owner_id: owner } });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(TASK_OWNER_NOT_OF_COMPANY);
        const c = await act('user', 'create', {
          business: A(),
          task: { ...draft('Nova'), owner_id: owner },
        });
        expect(c.status).toBe(400);
      }
      for (const day of ['2026-02-30', '30/11/2026', '2026-13-01', '']) {
        const r = await act('user', 'update', { business: A(), task: { ...t, due_date: day } });
        expect(r.status, day).toBe(400);
        expect(JSON.stringify(r.body), day).toContain(TASK_DUE_DATE_INVALID);
      }
      expect(await onBoard(t.id)).toMatchObject({ owner_id: null, due_date: null });
      expect(titles(await board(A()))).not.toContain('Nova');
    });

    it('the board follows its owner: renamed, the new name; deleted, no owner and the task stays', async () => {
      const [leaving] = await s.handle.db
        .insert(schema.users)
        .values({
          name: 'Saindo',
          email: `saindo-${randomUUID().slice(0, 8)}@fixture.com.br`,
          passwordHash: 'x',
          role: 'user',
        })
        .returning();
      await s.handle.db
        .insert(schema.userBusinesses)
        .values({ userId: leaving!.id, businessId: A() });
      const t = { ...draft('Do Saindo'), owner_id: leaving!.id };
      await create(A(), t);
      expect(await onBoard(t.id)).toMatchObject({ owner_name: 'Saindo' });
      await s.handle.db
        .update(schema.users)
        .set({ name: 'Saindo Renomeado' })
        .where(eq(schema.users.id, leaving!.id));
      await expect.poll(async () => (await onBoard(t.id))?.owner_name).toBe('Saindo Renomeado');
      await s.handle.db.delete(schema.users).where(eq(schema.users.id, leaving!.id));
      await expect.poll(async () => (await onBoard(t.id))?.owner_id).toBeNull();
      expect(await onBoard(t.id)).toMatchObject({ title: 'Do Saindo', owner_name: null });
    });
  });

  describe('authorization matrix on company A', () => {
    const allowed: Who[] = ['admin', 'council', 'user', 'business'];
    const business = () => people.businessA.id;
    const expectFor = (who: Who, status: number) => {
      if (who === 'none') expect(status).toBe(401);
      else if (allowed.includes(who)) expect(status).toBe(200);
      else expect(status).toBe(403);
    };

    it.each(EVERYONE)('getAll as %s', async (who) => {
      expectFor(who, (await act(who, 'getAll', { business: business() })).status);
    });
    it.each(EVERYONE)('create as %s', async (who) => {
      const t = draft(`Criada por ${who}`);
      expectFor(who, (await act(who, 'create', { business: business(), task: t })).status);
      const there = (await board(business(), 'admin')).some((x) => x.id === t.id);
      expect(there).toBe(allowed.includes(who));
    });
    it.each(EVERYONE)('update as %s', async (who) => {
      const t = await create(business(), draft('Para editar'));
      const r = await act(who, 'update', {
        business: business(),
        task: { ...t, title: 'Editada' },
      });
      expectFor(who, r.status);
      const now = (await board(business(), 'admin')).find((x) => x.id === t.id)!;
      expect(now.title).toBe(allowed.includes(who) ? 'Editada' : 'Para editar');
    });
    it.each(EVERYONE)('delete as %s', async (who) => {
      const t = await create(business(), draft('Para excluir'));
      expectFor(who, (await act(who, 'delete', { business: business(), taskId: t.id })).status);
      const there = (await board(business(), 'admin')).some((x) => x.id === t.id);
      expect(there).toBe(!allowed.includes(who));
    });
    it.each(EVERYONE)('people as %s', async (who) => {
      const r = await act(who, 'people', { business: business() });
      expectFor(who, r.status);
      if (r.status === 200) expect((r.body as unknown[]).length).toBeGreaterThan(0);
    });
    it.each(EVERYONE)('updateOrder as %s', async (who) => {
      const before = await board(business(), 'admin');
      const r = await act(who, 'updateOrder', {
        business: business(),
        tasks: [...before].reverse(),
      });
      expectFor(who, r.status);
      const after = await board(business(), 'admin');
      expect(after.map((t) => t.id)).toEqual(
        (allowed.includes(who) ? [...before].reverse() : before).map((t) => t.id),
      );
    });
  });
});
