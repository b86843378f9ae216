import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { taskBoardMachine, type TaskBoardSnapshot } from './task-board.machine';
import { taskBoardMessages } from './task-board-messages';
import { selectTaskBoardView } from './task-board-view';
import { controlledActors, flush } from '../testing/model-testing';
import type { Task, TaskStatus } from '../model/workspace';
import { taskFixture } from '../testing/fixtures';
import { TOAST_MS } from '../toast/toast-region';

const task = (id: string, status: TaskStatus, title = `Tarefa ${id}`): Task =>
  taskFixture(id, status, { title, content: `Descrição ${id}` });

const board: readonly Task[] = [
  task('a', 'not-started'),
  task('b', 'not-started'),
  task('c', 'in-progress'),
  task('d', 'done'),
];
const NOW = new Date(Date.UTC(2026, 10, 21, 13, 5));

const ACTORS = [
  'loadTasks',
  'loadPeople',
  'saveOrder',
  'createTask',
  'updateTask',
  'deleteTask',
] as const;

function start(me: string | null = null) {
  const actors = controlledActors(ACTORS);
  const actor = createActor(taskBoardMachine.provide({ actors: actors.logics as never }), {
    input: { createId: () => 'novo-1', now: () => NOW, me },
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  /** Where the board is; the toast's own region is read through `view().toast`. */
  const state = () => (snapshot().value as { board: unknown }).board;
  const view = () => selectTaskBoardView(snapshot() as TaskBoardSnapshot);
  const ids = (status: TaskStatus) =>
    view()
      .columns.find((column) => column.status === status)
      ?.tasks.map((t) => t.id);
  const resolve = async (
    name: (typeof ACTORS)[number],
    output: unknown = { status: 'success' },
  ) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: (typeof ACTORS)[number]) => {
    actors.reject(name, new Error('API error: 500'));
    await flush();
  };
  return { actor, actors, snapshot, state, view, ids, resolve, reject };
}

async function startReady(tasks: readonly Task[] = board) {
  const b = start();
  await b.resolve('loadTasks', tasks);
  return b;
}

describe('task board: loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads (from the cache if fresh) with the bar running, then shows three columns', async () => {
    const b = start();
    expect(b.state()).toBe('loading');
    expect(b.view()).toMatchObject({ status: 'loading', isBusy: true });
    expect(b.actors.inputsOf('loadTasks')).toEqual([{ force: false }]);
    await b.resolve('loadTasks', board);
    expect(b.view()).toMatchObject({ status: 'ready', isBusy: false, error: null });
    expect(b.view().columns.map((c) => [c.label, c.tasks.length])).toEqual([
      ['Not started', 2],
      ['In progress', 1],
      ['Done', 1],
    ]);
  });

  it('says the load failed once, in the error box, and a retry forces a fresh load', async () => {
    const b = start();
    await b.reject('loadTasks');
    expect(b.state()).toBe('failure');
    expect(b.view()).toMatchObject({ status: 'failure', isBusy: false });
    expect(b.view().error).toBe('Erro ao carregar tarefas. Por favor, tente novamente.');
    // Not a toast too: the same error shown twice (box and toast) is one too many.
    expect(b.view().toast).toBeNull();
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(b.view().error).toBe('Erro ao carregar tarefas. Por favor, tente novamente.');
    b.actor.send({ type: 'board.refresh' });
    expect(b.actors.inputsOf('loadTasks').at(-1)).toEqual({ force: true });
    await b.resolve('loadTasks', board);
    expect(b.view()).toMatchObject({ status: 'ready', error: null });
  });

  it('a forced refresh bypasses the cache and replaces the list', async () => {
    const b = await startReady();
    b.actor.send({ type: 'board.refresh' });
    expect(b.state()).toEqual({ ready: 'refreshing' });
    expect(b.view().isBusy).toBe(true);
    expect(b.actors.inputsOf('loadTasks').at(-1)).toEqual({ force: true });
    await b.resolve('loadTasks', [task('z', 'done')]);
    expect(b.ids('done')).toEqual(['z']);
    expect(b.state()).toEqual({ ready: 'idle' });
  });

  it('keeps the board when a refetch fails, with the load error as a toast', async () => {
    const b = await startReady();
    b.actor.send({ type: 'board.refresh' });
    await b.reject('loadTasks');
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.view().tasks).toEqual(board);
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Erro ao carregar tarefas. Por favor, tente novamente.',
    });
  });

  it('ignores the board events while the first load runs', async () => {
    const b = start();
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'task.create', title: 'X', description: '' });
    b.actor.send({ type: 'board.refresh' });
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
    expect(b.actors.inputsOf('saveOrder')).toEqual([]);
    expect(b.actors.inputsOf('createTask')).toEqual([]);
  });
});

describe('task board: drag and drop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the card at once, saves the whole new order, then refetches', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.dragStart', taskId: 'a' });
    expect(b.view().isDragging).toBe(true);
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'in-progress', toIndex: 1 });
    expect(b.view().isDragging).toBe(false);
    expect(b.ids('not-started')).toEqual(['b']);
    expect(b.ids('in-progress')).toEqual(['c', 'a']);
    expect(b.state()).toEqual({ ready: 'savingOrder' });
    expect(b.view().isBusy).toBe(true);
    const sent = (b.actors.inputsOf('saveOrder')[0] as { tasks: Task[] }).tasks;
    expect(sent).toEqual(b.view().tasks);
    expect(sent.find((t) => t.id === 'a')?.status).toBe('in-progress');
    await b.resolve('saveOrder');
    expect(b.state()).toEqual({ ready: 'refreshing' });
    expect(b.actors.inputsOf('loadTasks').at(-1)).toEqual({ force: true });
    // No toast for a successful move (the error catalogue in docs/product.md has none).
    expect(b.view().toast).toBeNull();
    await b.resolve('loadTasks', sent);
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.ids('in-progress')).toEqual(['c', 'a']);
  });

  it('restores the previous order when the save fails, with the error toast and no refetch', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.drop', taskId: 'd', toStatus: 'not-started', toIndex: 0 });
    expect(b.ids('not-started')).toEqual(['d', 'a', 'b']);
    await b.reject('saveOrder');
    expect(b.view().tasks).toEqual(board);
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Erro ao atualizar tarefas. Por favor, tente novamente.',
    });
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
  });

  it('saves nothing for a drop on the same place, an unknown card, or a cancelled drag', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.dragStart', taskId: 'b' });
    b.actor.send({ type: 'card.drop', taskId: 'b', toStatus: 'not-started', toIndex: 1 });
    b.actor.send({ type: 'card.drop', taskId: 'ghost', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'card.dragStart', taskId: 'a' });
    b.actor.send({ type: 'card.dragCancel' });
    expect(b.view().isDragging).toBe(false);
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.actors.inputsOf('saveOrder')).toEqual([]);
    expect(b.view().tasks).toEqual(board);
  });

  it('closes the open panel when a drag starts, and does not open one while dragging', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'c' });
    expect(b.view().openTask?.id).toBe('c');
    b.actor.send({ type: 'card.dragStart', taskId: 'a' });
    expect(b.view().openTask).toBeNull();
    b.actor.send({ type: 'task.open', taskId: 'a' });
    expect(b.view().openTask).toBeNull();
    b.actor.send({ type: 'card.dragCancel' });
    b.actor.send({ type: 'task.open', taskId: 'a' });
    expect(b.view().openTask?.id).toBe('a');
    b.actor.send({ type: 'panel.close' });
    expect(b.view().openTask).toBeNull();
    b.actor.send({ type: 'task.open', taskId: 'ghost' });
    expect(b.view().openTask).toBeNull();
  });

  it('shows drops made during a save at once and saves only the latest order after it', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'card.drop', taskId: 'b', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'card.drop', taskId: 'c', toStatus: 'not-started', toIndex: 0 });
    expect(b.ids('done')).toEqual(['b', 'a', 'd']);
    expect(b.ids('not-started')).toEqual(['c']);
    expect(b.actors.inputsOf('saveOrder')).toHaveLength(1);
    expect(b.view().pendingChanges).toBe(2);
    await b.resolve('saveOrder');
    // No refetch in between: it would bring back the old places of b and c.
    expect(b.state()).toEqual({ ready: 'savingOrder' });
    expect(b.actors.inputsOf('saveOrder')).toHaveLength(2);
    expect((b.actors.inputsOf('saveOrder')[1] as { tasks: Task[] }).tasks).toEqual(b.view().tasks);
    await b.resolve('saveOrder');
    expect(b.state()).toEqual({ ready: 'refreshing' });
  });

  it('after a failed save, goes back to the last order the server confirmed', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 });
    await b.resolve('saveOrder');
    await b.resolve('loadTasks', b.view().tasks);
    const confirmed = b.view().tasks;
    b.actor.send({ type: 'card.drop', taskId: 'b', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'card.drop', taskId: 'c', toStatus: 'done', toIndex: 0 });
    await b.reject('saveOrder');
    // The queued move, built on the failed one, is dropped as well.
    expect(b.view().tasks).toEqual(confirmed);
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.actors.inputsOf('saveOrder')).toHaveLength(2);
  });

  it('a drop during a refetch goes first; the refetch runs again after it', async () => {
    const b = await startReady();
    b.actor.send({ type: 'board.refresh' });
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 1 });
    expect(b.state()).toEqual({ ready: 'savingOrder' });
    await b.resolve('saveOrder');
    expect(b.state()).toEqual({ ready: 'refreshing' });
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(3);
    await b.resolve('loadTasks', b.view().tasks);
    expect(b.ids('done')).toEqual(['d', 'a']);
  });
});

describe('task board: status from the side panel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the open task to the top of the chosen column at once and saves the order', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'a' });
    b.actor.send({ type: 'task.setStatus', taskId: 'a', status: 'in-progress' });
    expect(b.ids('not-started')).toEqual(['b']);
    expect(b.ids('in-progress')).toEqual(['a', 'c']);
    // The panel stays open on the task, showing its new status.
    expect(b.view().openTask).toMatchObject({ id: 'a', status: 'in-progress' });
    expect(b.state()).toEqual({ ready: 'savingOrder' });
    const sent = (b.actors.inputsOf('saveOrder')[0] as { tasks: Task[] }).tasks;
    expect(sent).toEqual(b.view().tasks);
    await b.resolve('saveOrder');
    expect(b.state()).toEqual({ ready: 'refreshing' });
    expect(b.view().toast).toBeNull();
    await b.resolve('loadTasks', sent);
    expect(b.view().openTask).toMatchObject({ id: 'a', status: 'in-progress' });
  });

  it('puts the task back with the reorder error when the save fails', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'c' });
    b.actor.send({ type: 'task.setStatus', taskId: 'c', status: 'done' });
    expect(b.ids('done')).toEqual(['c', 'd']);
    await b.reject('saveOrder');
    expect(b.view().tasks).toEqual(board);
    expect(b.view().openTask).toMatchObject({ id: 'c', status: 'in-progress' });
    expect(b.view().toast).toEqual({ tone: 'error', text: taskBoardMessages.reorderFailed });
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
  });

  it('saves nothing for the status it already has, an unknown task, or one being deleted', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.setStatus', taskId: 'c', status: 'in-progress' });
    b.actor.send({ type: 'task.setStatus', taskId: 'ghost', status: 'done' });
    b.actor.send({ type: 'task.delete', taskId: 'b' });
    b.actor.send({ type: 'task.setStatus', taskId: 'b', status: 'done' });
    expect(b.view().pendingChanges).toBe(1);
    expect(b.actors.inputsOf('saveOrder')).toEqual([]);
    expect(b.ids('done')).toEqual(['d']);
  });

  it('changes made while a save is on its way show at once and go in one more save', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.setStatus', taskId: 'a', status: 'done' });
    b.actor.send({ type: 'task.setStatus', taskId: 'a', status: 'in-progress' });
    b.actor.send({ type: 'task.setStatus', taskId: 'b', status: 'done' });
    expect(b.ids('in-progress')).toEqual(['a', 'c']);
    expect(b.ids('done')).toEqual(['b', 'd']);
    expect(b.actors.inputsOf('saveOrder')).toHaveLength(1);
    await b.resolve('saveOrder');
    expect((b.actors.inputsOf('saveOrder')[1] as { tasks: Task[] }).tasks).toEqual(b.view().tasks);
  });
});

describe('task board: create, save, delete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a title and sends nothing when it is blank', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: '   ', description: 'Sem título' });
    expect(b.view().newTaskError).toBe('Por favor, insira um título para a tarefa');
    expect(b.actors.inputsOf('createTask')).toEqual([]);
    expect(b.state()).toEqual({ ready: 'idle' });
  });

  it('creates a not-started task, adds it, toasts and refetches', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: '  Ligar para o contador ', description: '' });
    expect(b.state()).toEqual({ ready: 'creating' });
    expect(b.actors.inputsOf('createTask')).toEqual([
      {
        task: {
          id: 'novo-1',
          title: 'Ligar para o contador',
          status: 'not-started',
          content: '',
          created_at: '2026-11-21T13:05:00.000Z',
          completed_at: null,
          from_meeting: null,
        },
      },
    ]);
    await b.resolve('createTask');
    expect(b.view().toast).toEqual({
      tone: 'success',
      text: 'Tarefa criada com sucesso!',
    });
    expect(b.ids('not-started')).toEqual(['a', 'b', 'novo-1']);
    expect(b.state()).toEqual({ ready: 'refreshing' });
    expect(b.actors.inputsOf('loadTasks').at(-1)).toEqual({ force: true });
  });

  it('says the creation failed and does not refetch', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: 'Nova', description: 'x' });
    await b.reject('createTask');
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Erro ao criar tarefa. Por favor, tente novamente.',
    });
    expect(b.view().tasks).toEqual(board);
    expect(b.state()).toEqual({ ready: 'idle' });
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
  });

  it('saves the description, and the title only when it was edited', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'c' });
    b.actor.send({ type: 'task.save', taskId: 'c', description: 'Nova descrição' });
    expect(b.actors.inputsOf('updateTask')).toEqual([
      { task: { ...board[2], content: 'Nova descrição' } },
    ]);
    await b.resolve('updateTask');
    expect(b.view().toast).toEqual({
      tone: 'success',
      text: 'Tarefa atualizada com sucesso!',
    });
    expect(b.view().openTask).toMatchObject({ id: 'c', content: 'Nova descrição' });
    expect(b.state()).toEqual({ ready: 'refreshing' });
    await b.resolve('loadTasks', b.view().tasks);

    b.actor.send({
      type: 'task.save',
      taskId: 'c',
      description: 'Nova descrição',
      title: ' Outro ',
    });
    expect((b.actors.inputsOf('updateTask')[1] as { task: Task }).task.title).toBe('Outro');
    await b.resolve('updateTask');
    expect(b.view().openTask?.title).toBe('Outro');
  });

  it('refuses a blank edited title and says the update failed when the server fails', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.save', taskId: 'a', description: 'x', title: ' ' });
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Por favor, insira um título para a tarefa',
    });
    expect(b.actors.inputsOf('updateTask')).toEqual([]);
    b.actor.send({ type: 'task.save', taskId: 'ghost', description: 'x' });
    expect(b.actors.inputsOf('updateTask')).toEqual([]);
    b.actor.send({ type: 'task.save', taskId: 'a', description: 'x' });
    await b.reject('updateTask');
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Erro ao atualizar tarefa. Por favor, tente novamente.',
    });
    expect(b.view().tasks).toEqual(board);
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
  });

  it('an update queued behind a move sends the status the server holds, not the unsaved one', async () => {
    const b = await startReady();
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 });
    b.actor.send({ type: 'task.save', taskId: 'a', description: 'Feito' });
    await b.reject('saveOrder');
    expect(b.state()).toEqual({ ready: 'updating' });
    expect(b.actors.inputsOf('updateTask')).toEqual([{ task: { ...board[0], content: 'Feito' } }]);
  });

  it('deletes: the open panel closes at once, the card goes, a toast, a refetch', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'b' });
    b.actor.send({ type: 'task.delete', taskId: 'b' });
    expect(b.view().openTask).toBeNull();
    expect(b.actors.inputsOf('deleteTask')).toEqual([{ taskId: 'b' }]);
    // A second click on the same card, or reopening it, does nothing while it is deleted.
    b.actor.send({ type: 'task.delete', taskId: 'b' });
    b.actor.send({ type: 'task.open', taskId: 'b' });
    b.actor.send({ type: 'task.save', taskId: 'b', description: 'x' });
    expect(b.view().openTask).toBeNull();
    expect(b.view().pendingChanges).toBe(1);
    await b.resolve('deleteTask');
    expect(b.view().toast).toEqual({
      tone: 'success',
      text: 'Tarefa excluída com sucesso!',
    });
    expect(b.ids('not-started')).toEqual(['a']);
    expect(b.state()).toEqual({ ready: 'refreshing' });
  });

  it('keeps the card when the deletion fails, and keeps another open task open', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'a' });
    b.actor.send({ type: 'task.delete', taskId: 'b' });
    expect(b.view().openTask?.id).toBe('a');
    await b.reject('deleteTask');
    expect(b.view().toast).toEqual({
      tone: 'error',
      text: 'Erro ao excluir tarefa. Por favor, tente novamente.',
    });
    expect(b.view().tasks).toEqual(board);
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(1);
    b.actor.send({ type: 'task.delete', taskId: 'ghost' });
    expect(b.actors.inputsOf('deleteTask')).toHaveLength(1);
  });

  it('runs changes one at a time in order and refetches once at the end', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: 'Nova', description: '' });
    b.actor.send({ type: 'task.delete', taskId: 'd' });
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'in-progress', toIndex: 0 });
    expect(b.view().pendingChanges).toBe(3);
    await b.resolve('createTask');
    expect(b.state()).toEqual({ ready: 'deleting' });
    await b.resolve('deleteTask');
    expect(b.state()).toEqual({ ready: 'savingOrder' });
    // The order sent includes the created task and not the deleted one.
    const sent = (b.actors.inputsOf('saveOrder')[0] as { tasks: Task[] }).tasks;
    expect(sent.map((t) => [t.id, t.status])).toEqual([
      ['b', 'not-started'],
      ['a', 'in-progress'],
      ['c', 'in-progress'],
      ['novo-1', 'not-started'],
    ]);
    await b.resolve('saveOrder');
    expect(b.actors.inputsOf('loadTasks')).toHaveLength(2);
    expect(b.state()).toEqual({ ready: 'refreshing' });
  });

  it('a refetch that no longer has the open task closes the panel', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.open', taskId: 'c' });
    b.actor.send({ type: 'board.refresh' });
    await b.resolve('loadTasks', [task('a', 'not-started')]);
    expect(b.view().openTask).toBeNull();
  });

  it('exports every docs/product.md text', () => {
    expect(taskBoardMessages).toEqual({
      created: 'Tarefa criada com sucesso!',
      updated: 'Tarefa atualizada com sucesso!',
      deleted: 'Tarefa excluída com sucesso!',
      loadFailed: 'Erro ao carregar tarefas. Por favor, tente novamente.',
      reorderFailed: 'Erro ao atualizar tarefas. Por favor, tente novamente.',
      updateFailed: 'Erro ao atualizar tarefa. Por favor, tente novamente.',
      createFailed: 'Erro ao criar tarefa. Por favor, tente novamente.',
      deleteFailed: 'Erro ao excluir tarefa. Por favor, tente novamente.',
      titleRequired: 'Por favor, insira um título para a tarefa',
      dueDateInvalid: 'Informe um prazo válido (dia, mês e ano).',
      peopleLoadFailed: 'Erro ao carregar as pessoas da empresa. Por favor, tente novamente.',
    });
  });
});

describe('task board: toast and new-task error', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const created = { tone: 'success', text: 'Tarefa criada com sucesso!' };
  const deleted = { tone: 'success', text: 'Tarefa excluída com sucesso!' };

  it('shows a toast for TOAST_MS (3 s), then hides it', async () => {
    expect(TOAST_MS).toBe(3000);
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: 'Nova', description: '' });
    await b.resolve('createTask');
    expect(b.view().toast).toEqual(created);
    await vi.advanceTimersByTimeAsync(2999);
    expect(b.view().toast).toEqual(created);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.view().toast).toBeNull();
  });

  it('a newer toast replaces the one showing and gets its own 3 s', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: 'Nova', description: '' });
    await b.resolve('createTask');
    await vi.advanceTimersByTimeAsync(2000);
    b.actor.send({ type: 'task.delete', taskId: 'd' });
    await b.resolve('deleteTask');
    expect(b.view().toast).toEqual(deleted);
    // The first toast's clock would have ended here.
    await vi.advanceTimersByTimeAsync(1500);
    expect(b.view().toast).toEqual(deleted);
    await vi.advanceTimersByTimeAsync(1500);
    expect(b.view().toast).toBeNull();
  });

  it('hides the toast when it is dismissed, whatever the board is doing', async () => {
    const b = await startReady();
    b.actor.send({ type: 'board.refresh' });
    await b.reject('loadTasks');
    expect(b.view().toast).toEqual({ tone: 'error', text: taskBoardMessages.loadFailed });
    b.actor.send({ type: 'board.refresh' });
    expect(b.view().toast).toEqual({ tone: 'error', text: taskBoardMessages.loadFailed });
    expect(b.view().isBusy).toBe(true);
    b.actor.send({ type: 'toast.dismiss' });
    expect(b.view().toast).toBeNull();
    expect(b.state()).toEqual({ ready: 'refreshing' });
  });

  it('keeps the new-task error until the dialog closes or a new task is created', async () => {
    const b = await startReady();
    b.actor.send({ type: 'task.create', title: '', description: 'Turno da manhã' });
    expect(b.view().newTaskError).toBe(taskBoardMessages.titleRequired);
    expect(b.view().toast).toBeNull();
    b.actor.send({ type: 'newTask.close' });
    expect(b.view().newTaskError).toBeNull();
    b.actor.send({ type: 'task.create', title: ' ', description: '' });
    expect(b.view().newTaskError).toBe(taskBoardMessages.titleRequired);
    b.actor.send({ type: 'task.create', title: 'Contratar confeiteiro', description: '' });
    expect(b.view().newTaskError).toBeNull();
    expect(b.actors.inputsOf('createTask')).toHaveLength(1);
  });
});

describe("task board: 'Responsável', 'Prazo' and the lens", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const ana = { id: 'u-ana', name: 'Ana Souza' };
  const bia = { id: 'u-bia', name: 'Bia Lima' };
  const owned: readonly Task[] = [
    taskFixture('a', 'not-started', { owner_id: bia.id, owner_name: bia.name }),
    taskFixture('b', 'not-started', {
      owner_id: ana.id,
      owner_name: ana.name,
      due_date: '2026-12-10',
    }),
    taskFixture('c', 'not-started', { due_date: '2026-12-01' }),
  ];

  async function startOwned(me: string | null = ana.id) {
    const b = start(me);
    await b.resolve('loadTasks', owned);
    await b.resolve('loadPeople', [ana, bia]);
    return b;
  }

  it('loads the company people beside the tasks, and offers Minhas tarefas only to one of them', async () => {
    const b = await startOwned();
    expect(b.view()).toMatchObject({ people: [ana, bia], peopleError: null, canShowMine: true });
    expect((await startOwned(null)).view().canShowMine).toBe(false);
    expect((await startOwned('u-admin')).view().canShowMine).toBe(false);
  });

  it('keeps the board working when the people cannot be loaded, says why, and retries on refresh', async () => {
    const b = start(ana.id);
    await b.resolve('loadTasks', owned);
    await b.reject('loadPeople');
    expect(b.view()).toMatchObject({
      status: 'ready',
      people: [],
      peopleError: taskBoardMessages.peopleLoadFailed,
    });
    b.actor.send({ type: 'board.refresh' });
    await b.resolve('loadPeople', [ana]);
    expect(b.view()).toMatchObject({ people: [ana], peopleError: null });
  });

  it('gives a task an owner and a due date from the panel, and the card shows the name once saved', async () => {
    const b = await startOwned();
    b.actor.send({
      type: 'task.save',
      taskId: 'c',
      description: '',
      ownerId: bia.id,
      dueDate: '2026-12-24',
    });
    expect(b.actors.inputsOf('updateTask').at(-1)).toMatchObject({
      task: { id: 'c', owner_id: bia.id, due_date: '2026-12-24' },
    });
    await b.resolve('updateTask');
    expect(b.view().tasks.find((t) => t.id === 'c')).toMatchObject({
      owner_name: bia.name,
      due_date: '2026-12-24',
    });
  });

  it('clears them with null and leaves them alone when absent', async () => {
    const b = await startOwned();
    b.actor.send({ type: 'task.save', taskId: 'b', description: 'x', ownerId: null });
    expect(b.actors.inputsOf('updateTask').at(-1)).toMatchObject({
      task: { id: 'b', owner_id: null, due_date: '2026-12-10' },
    });
    await b.resolve('updateTask');
    expect(b.view().tasks.find((t) => t.id === 'b')).toMatchObject({
      owner_id: null,
      owner_name: null,
    });
  });

  it('refuses a day that is not on the calendar: a toast from the panel, the dialog keeps its draft', async () => {
    const b = await startOwned();
    b.actor.send({ type: 'task.save', taskId: 'b', description: '', dueDate: '2026-02-30' });
    expect(b.view().toast?.text).toBe(taskBoardMessages.dueDateInvalid);
    b.actor.send({ type: 'task.create', title: 'Nova', description: '', dueDate: '31/12/2026' });
    expect(b.view().newTaskError).toBe(taskBoardMessages.dueDateInvalid);
    expect(b.actors.inputsOf('updateTask')).toEqual([]);
    expect(b.actors.inputsOf('createTask')).toEqual([]);
  });

  it('creates a task with its owner and due date', async () => {
    const b = await startOwned();
    b.actor.send({
      type: 'task.create',
      title: 'Cotar fornecedores',
      description: '',
      ownerId: ana.id,
      dueDate: '2026-12-15',
    });
    expect(b.actors.inputsOf('createTask').at(-1)).toMatchObject({
      task: { id: 'novo-1', owner_id: ana.id, owner_name: ana.name, due_date: '2026-12-15' },
    });
  });

  it("shows only the person's tasks with Minhas tarefas, and each column by 'Prazo' when asked", async () => {
    const b = await startOwned();
    b.actor.send({ type: 'board.showMine', mine: true });
    expect(b.ids('not-started')).toEqual(['b']);
    b.actor.send({ type: 'board.showMine', mine: false });
    b.actor.send({ type: 'board.sortByDue', byDue: true });
    expect(b.view()).toMatchObject({ sortedByDue: true, showingMine: false });
    expect(b.ids('not-started')).toEqual(['c', 'b', 'a']);
  });

  it("sorted by 'Prazo', a drop inside the column saves nothing; a drop on another column moves the task", async () => {
    const b = await startOwned();
    b.actor.send({ type: 'board.sortByDue', byDue: true });
    b.actor.send({ type: 'card.dragStart', taskId: 'a' });
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'not-started', toIndex: 0 });
    expect(b.view().pendingChanges).toBe(0);
    b.actor.send({ type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 });
    expect(b.ids('done')).toEqual(['a']);
    expect(b.actors.inputsOf('saveOrder')).toHaveLength(1);
  });
});
