import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type ReceivedTask,
  type ServerTask,
} from '@portal/api-client';
import { selectTaskBoardView, taskBoardMachine, type TaskBoardToast } from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { newTaskId, taskBoardActors } from './useTaskBoard';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NEW_ID = '7c2f1d3e-5b6a-4c8d-9e0f-1a2b3c4d5e6f';

const serverTasks: ReceivedTask[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Revisar fluxo de caixa',
    task: 'Conferir as entradas de março',
    status: 'Not started',
    created_at: '2026-03-01T10:00:00.000Z',
    completed_at: null,
    from_meeting: null,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Atualizar cardápio',
    task: '',
    status: 'Em espera',
    created_at: '2026-03-02T10:00:00.000Z',
    completed_at: null,
    from_meeting: null,
  },
];

function board(options: { failOrder?: boolean } = {}) {
  const calls: { action: string; body: unknown }[] = [];
  let stored = serverTasks;
  const tasks = {
    getAll: async (cacheOptions?: { force?: boolean }) => {
      calls.push({ action: 'getAll', body: cacheOptions });
      return success(stored);
    },
    create: async (task: ServerTask) => {
      calls.push({ action: 'create', body: task });
      stored = [...stored, task];
      return success({ status: 'success' as const });
    },
    update: async (task: ServerTask) => {
      calls.push({ action: 'update', body: task });
      return success({ status: 'success' as const });
    },
    delete: async (taskId: string) => {
      calls.push({ action: 'delete', body: taskId });
      return success({ status: 'success' as const });
    },
    updateOrder: async (list: ServerTask[]) => {
      calls.push({ action: 'updateOrder', body: list });
      if (options.failOrder) {
        return failure('http', 'Erro ao atualizar tarefas. Por favor, tente novamente.', {
          status: 500,
        });
      }
      stored = list;
      return success({ status: 'success' as const });
    },
  } as unknown as ApiClient['tasks'];
  const actor = createActor(
    taskBoardMachine.provide({ actors: taskBoardActors(fakeCall({ tasks })) }),
    {
      input: { createId: () => NEW_ID, now: () => new Date('2026-03-05T09:30:00.000Z') },
    },
  ).start();
  // Every toast the board showed, in order (the machine keeps only the latest, for 3 s).
  const toasts: TaskBoardToast[] = [];
  actor.subscribe((snapshot) => {
    const { toast } = snapshot.context;
    if (toast && toast !== toasts.at(-1)) toasts.push(toast);
  });
  const view = () => selectTaskBoardView(actor.getSnapshot());
  return { actor, calls, toasts, view };
}

const idle = (actor: ReturnType<typeof board>['actor']) =>
  waitFor(actor, (s) => s.matches({ board: { ready: 'idle' } }));

describe('the task board container', () => {
  it('loads from the cache first and shows server statuses as columns (unknown → not started)', async () => {
    const { actor, calls } = board();
    const snapshot = await idle(actor);
    expect(calls).toEqual([{ action: 'getAll', body: { force: false } }]);
    expect(selectTaskBoardView(snapshot).tasks.map((t) => [t.title, t.status, t.content])).toEqual([
      ['Revisar fluxo de caixa', 'not-started', 'Conferir as entradas de março'],
      ['Atualizar cardápio', 'not-started', ''],
    ]);
  });

  it("sends a new task in the server's shape, toasts, and refetches past the cache", async () => {
    const { actor, calls, toasts } = board();
    await idle(actor);
    actor.send({ type: 'task.create', title: 'Ligar para o contador', description: 'Até sexta' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ board: { ready: 'idle' } }) &&
        s.context.queue.length === 0 &&
        !s.context.needsRefresh,
    );
    expect(calls.slice(1)).toEqual([
      {
        action: 'create',
        body: {
          id: NEW_ID,
          title: 'Ligar para o contador',
          task: 'Até sexta',
          status: 'Not started',
          created_at: '2026-03-05T09:30:00.000Z',
          completed_at: null,
          from_meeting: null,
        },
      },
      { action: 'getAll', body: { force: true } },
    ]);
    expect(toasts).toEqual([{ tone: 'success', text: 'Tarefa criada com sucesso!' }]);
  });

  it('sends a drop as the whole list with status labels, and restores the order when it fails', async () => {
    const { actor, calls, toasts } = board({ failOrder: true });
    await idle(actor);
    actor.send({
      type: 'card.drop',
      taskId: '22222222-2222-4222-8222-222222222222',
      toStatus: 'in-progress',
      toIndex: 0,
    });
    expect(selectTaskBoardView(actor.getSnapshot()).tasks[1]?.status).toBe('in-progress');
    const restored = await idle(actor);
    const sent = calls.find((call) => call.action === 'updateOrder')?.body as ServerTask[];
    expect(sent.map((task) => task.status)).toEqual(['Not started', 'In progress']);
    expect(selectTaskBoardView(restored).tasks.map((t) => t.status)).toEqual([
      'not-started',
      'not-started',
    ]);
    expect(toasts).toEqual([
      { tone: 'error', text: 'Erro ao atualizar tarefas. Por favor, tente novamente.' },
    ]);
  });

  it("sends the side panel's status as the whole list, the task first in its new column", async () => {
    const { actor, calls } = board();
    await idle(actor);
    const id = '22222222-2222-4222-8222-222222222222';
    actor.send({ type: 'task.open', taskId: id });
    actor.send({ type: 'task.setStatus', taskId: id, status: 'done' });
    expect(selectTaskBoardView(actor.getSnapshot()).openTask?.status).toBe('done');
    await waitFor(actor, (s) => s.matches({ board: { ready: 'idle' } }) && !s.context.needsRefresh);
    const sent = calls.find((call) => call.action === 'updateOrder')?.body as ServerTask[];
    expect(sent.map((task) => [task.id, task.status])).toEqual([
      ['11111111-1111-4111-8111-111111111111', 'Not started'],
      [id, 'Done'],
    ]);
    expect(calls.at(-1)).toEqual({ action: 'getAll', body: { force: true } });
  });

  it('shows a new task without a title in the dialog, not as a toast, and sends nothing', async () => {
    const { actor, calls, toasts, view } = board();
    await idle(actor);
    actor.send({ type: 'task.create', title: '   ', description: 'Até sexta' });
    expect(view().newTaskError).toBe('Por favor, insira um título para a tarefa');
    expect(toasts).toEqual([]);
    // Closing the dialog clears it; the panel's refusal below does not go to the dialog.
    actor.send({ type: 'newTask.close' });
    expect(view().newTaskError).toBeNull();
    // The panel checks its title itself; a blank one that reaches the machine is an error toast.
    actor.send({
      type: 'task.save',
      taskId: '11111111-1111-4111-8111-111111111111',
      description: '',
      title: '',
    });
    expect(toasts).toEqual([{ tone: 'error', text: 'Por favor, insira um título para a tarefa' }]);
    expect(view().newTaskError).toBeNull();
    expect(calls.map((call) => call.action)).toEqual(['getAll']);
  });

  it('deletes by id and marks the open task as saving while its edit is in flight', async () => {
    const { actor, calls, view } = board();
    await idle(actor);
    actor.send({ type: 'task.open', taskId: '11111111-1111-4111-8111-111111111111' });
    actor.send({
      type: 'task.save',
      taskId: '11111111-1111-4111-8111-111111111111',
      description: 'Conferir março e abril',
    });
    expect(view().isSavingOpenTask).toBe(true);
    await waitFor(actor, (s) => s.context.queue.length === 0);
    expect(view().isSavingOpenTask).toBe(false);
    actor.send({ type: 'task.delete', taskId: '22222222-2222-4222-8222-222222222222' });
    await waitFor(actor, (s) => s.context.queue.length === 0);
    expect(calls.filter((c) => c.action === 'delete')).toEqual([
      { action: 'delete', body: '22222222-2222-4222-8222-222222222222' },
    ]);
    const update = calls.find((c) => c.action === 'update')?.body as ServerTask;
    expect(update).toMatchObject({
      title: 'Revisar fluxo de caixa',
      task: 'Conferir março e abril',
    });
  });
});

describe('new task ids', () => {
  it('are v4 UUIDs (the server requires one), also where crypto.randomUUID is missing', () => {
    expect(newTaskId()).toMatch(UUID_V4);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newTaskId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
