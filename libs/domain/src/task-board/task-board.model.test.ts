import { describe, expect } from 'vitest';
import { taskBoardMachine, type TaskBoardSnapshot } from './task-board.machine';
import { taskBoardMessages } from './task-board-messages';
import { selectTaskBoardView } from './task-board-view';
import type { TaskBoardContext } from './task-board.types';
import { isSameOrder, moveTask, type TaskMove } from './board';
import { replayPath, testModel } from '../testing/model-testing';
import type { Task, TaskStatus } from '../model/workspace';
import { taskFixture } from '../testing/fixtures';
import { TOAST_MS } from '../toast/toast-region';

const task = (id: string, status: TaskStatus): Task => taskFixture(id, status);
const board: readonly Task[] = [
  task('a', 'not-started'),
  task('b', 'not-started'),
  task('c', 'in-progress'),
];
const input = { createId: () => 'novo-1', now: () => new Date(Date.UTC(2026, 10, 21, 13, 5)) };
const fail = new Error('API error: 500');

const events = [
  { type: 'xstate.done.actor.loadTasks', output: board },
  { type: 'xstate.error.actor.loadTasks', error: fail },
  { type: 'xstate.done.actor.loadPeople', output: [{ id: 'u-ana', name: 'Ana Souza' }] },
  { type: 'xstate.error.actor.loadPeople', error: fail },
  { type: 'board.refresh' },
  { type: 'card.dragStart', taskId: 'a' },
  { type: 'card.dragCancel' },
  { type: 'card.drop', taskId: 'a', toStatus: 'done', toIndex: 0 },
  { type: 'card.drop', taskId: 'c', toStatus: 'not-started', toIndex: 0 },
  { type: 'card.drop', taskId: 'b', toStatus: 'not-started', toIndex: 1 },
  { type: 'task.open', taskId: 'c' },
  { type: 'panel.close' },
  { type: 'task.setStatus', taskId: 'c', status: 'done' },
  { type: 'task.setStatus', taskId: 'c', status: 'in-progress' },
  { type: 'task.create', title: ' Nova tarefa ', description: 'Detalhes' },
  { type: 'task.create', title: '  ', description: 'Sem título' },
  { type: 'task.save', taskId: 'c', description: 'Atualizada', title: 'Tarefa C' },
  { type: 'task.delete', taskId: 'c' },
  { type: 'xstate.done.actor.saveOrder', output: { status: 'success' } },
  { type: 'xstate.error.actor.saveOrder', error: fail },
  { type: 'xstate.done.actor.createTask', output: { status: 'success' } },
  { type: 'xstate.error.actor.createTask', error: fail },
  { type: 'xstate.done.actor.updateTask', output: { status: 'success' } },
  { type: 'xstate.error.actor.updateTask', error: fail },
  { type: 'xstate.done.actor.deleteTask', output: { status: 'success' } },
  { type: 'xstate.error.actor.deleteTask', error: fail },
  { type: 'newTask.close' },
  // Expiry first: it and a dismissal lead to the same state, and the model walks the first.
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];

type Ctx = TaskBoardContext;
type ModelEvent = (typeof events)[number];

const MUTATIONS = ['card.drop', 'task.setStatus', 'task.create', 'task.save', 'task.delete'];

// The queue could grow without end; two pending changes show every ordering rule (in flight
// plus one waiting), and one create / one delete tell the story of each.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const toastShown = (snapshot.value as { toast: string }).toast === 'shown';
  const isAnswer = event.type.startsWith('xstate.');
  // The people load runs beside the board and changes none of it: told while the board loads.
  if (event.type.endsWith('.loadPeople')) return ctx.tasks.length === 0 && ctx.error === null;
  // Raised by the machine itself; the model must not send it bare.
  if (event.type === 'toast.show') return false;
  if (event.type === 'toast.dismiss' || event.type === 'after.toastDelay') return toastShown;
  if (event.type === 'newTask.close') return ctx.newTaskError !== null;
  // A toast changes nothing the board does, so the person's own events are told with none
  // showing; answers also arrive while one shows, and their toast replaces it.
  if (toastShown && !isAnswer) return false;
  // The new-task dialog is modal: while it shows its error, the person closes it or creates.
  if (ctx.newTaskError !== null && !isAnswer && event.type !== 'task.create') return false;
  // Its refusal touches nothing else, so it is told at rest.
  if (event.type === 'task.create' && event.title?.trim() === '' && ctx.queue.length > 0) {
    return false;
  }
  if (MUTATIONS.includes(event.type) && ctx.queue.length >= 2) return false;
  // Opening and dragging are told at rest; the examples cover them during saves.
  if (event.type === 'card.dragStart' || event.type === 'task.open') return ctx.queue.length === 0;
  // The panel's status queues the same move as a drop: told once, from the board as loaded.
  if (event.type === 'task.setStatus')
    return ctx.queue.length === 0 && order(ctx.tasks) === order(board);
  if (
    event.type === 'task.create' &&
    (ctx.tasks.some((t) => t.id === 'novo-1') || ctx.queue.some((c) => c.kind === 'create'))
  ) {
    return false;
  }
  return true;
}

const order = (tasks: readonly Task[]) => tasks.map((t) => `${t.id}:${t.status}`).join(',');

// What tells two board states apart; also what the replay compares, since states that differ
// only elsewhere (say, the status copied into a queued edit) are one state to the model.
const meaning = (ctx: Ctx) => ({
  tasks: order(ctx.tasks),
  edited: ctx.tasks.filter((t) => t.content !== '').map((t) => t.id),
  saved: order(ctx.savedTasks),
  queue: ctx.queue.map((change) => change.kind),
  needsRefresh: ctx.needsRefresh,
  open: ctx.openTaskId,
  dragging: ctx.isDragging,
  error: ctx.error,
  newTaskError: ctx.newTaskError,
});

// Whether a toast shows is in the `toast` region's value; its text is checked event by event
// (two paths to one state may have said different things).
// The people region counts only while the board first loads, where its answers are told;
// after that every board state would be told once per people state for nothing.
const serializeState = (snapshot: { value: unknown; context: Ctx }): string => {
  const { people, ...value } = snapshot.value as { board: unknown; people: string };
  const loading = value.board === 'loading' && snapshot.context.error === null;
  return JSON.stringify({
    value: loading ? { ...value, people } : value,
    ...meaning(snapshot.context),
  });
};

const sameIds = (a: readonly Task[], b: readonly Task[]) =>
  expect(a.map((t) => t.id).sort()).toEqual(b.map((t) => t.id).sort());

describe('task board model', () => {
  testModel(
    taskBoardMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: [
        'loadTasks',
        'loadPeople',
        'saveOrder',
        'createTask',
        'updateTask',
        'deleteTask',
      ],
      delays: { toastDelay: TOAST_MS },
      input,
    },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectTaskBoardView(h.actor.getSnapshot() as TaskBoardSnapshot);

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const ready = (h.actor.getSnapshot() as TaskBoardSnapshot).matches({ board: 'ready' });
        await h.execute(event);
        const after = ctx();
        // Every toast shown is a new object, even with the same text as the one it replaces.
        const newToast = after.toast !== before.toast ? (after.toast ?? undefined) : undefined;
        switch (event.type) {
          case 'card.drop': {
            expect(after.isDragging).toBe(false);
            // The card moves at once, whatever the server will say.
            if (ready) {
              const move = event as unknown as TaskMove;
              expect(order(after.tasks)).toBe(order(moveTask(before.tasks, move)));
            }
            break;
          }
          case 'task.setStatus': {
            const { taskId, status } = event as unknown as { taskId: string; status: TaskStatus };
            const current = before.tasks.find((t) => t.id === taskId);
            const deleting = before.queue.some((c) => c.kind === 'delete' && c.taskId === taskId);
            // The task goes to the top of its new column at once; its own status asks nothing.
            const expected =
              ready && current && current.status !== status && !deleting && !before.isDragging
                ? moveTask(before.tasks, { taskId, toStatus: status, toIndex: 0 })
                : before.tasks;
            expect(order(after.tasks)).toBe(order(expected));
            break;
          }
          case 'card.dragStart':
            if (ready) {
              expect(after.isDragging).toBe(true);
              expect(after.openTaskId).toBeNull();
            }
            break;
          case 'task.open':
            if (before.isDragging) expect(after.openTaskId).toBe(before.openTaskId);
            break;
          case 'task.create':
            if (ready && (event.title ?? '').trim() === '') {
              // docs/product.md, Limits: the dialog says why and nothing is sent.
              expect(after.newTaskError).toBe(taskBoardMessages.titleRequired);
              expect(after.queue).toEqual(before.queue);
            } else if (ready) {
              expect(after.newTaskError).toBeNull();
            }
            expect(newToast).toBeUndefined();
            break;
          case 'newTask.close':
            expect(after.newTaskError).toBeNull();
            break;
          case 'toast.dismiss':
          case 'after.toastDelay':
            expect(after.toast).toBeNull();
            break;
          case 'task.delete':
            if (before.openTaskId === 'c') expect(after.openTaskId).toBeNull();
            break;
          case 'xstate.error.actor.saveOrder':
            // docs/product.md: the old order is back, with the error toast, and nothing is refetched.
            expect(order(after.tasks)).toBe(order(before.savedTasks));
            expect(newToast).toEqual({ tone: 'error', text: taskBoardMessages.reorderFailed });
            expect(after.needsRefresh).toBe(before.needsRefresh);
            break;
          case 'xstate.done.actor.saveOrder':
            expect(newToast).toBeUndefined();
            expect(after.needsRefresh).toBe(true);
            break;
          case 'xstate.done.actor.createTask':
            expect(newToast).toEqual({ tone: 'success', text: taskBoardMessages.created });
            expect(after.tasks.some((t) => t.id === 'novo-1' && t.title === 'Nova tarefa')).toBe(
              true,
            );
            break;
          case 'xstate.done.actor.updateTask':
            expect(newToast).toEqual({ tone: 'success', text: taskBoardMessages.updated });
            expect(after.tasks.find((t) => t.id === 'c')).toMatchObject({
              title: 'Tarefa C',
              content: 'Atualizada',
            });
            break;
          case 'xstate.done.actor.deleteTask':
            expect(newToast).toEqual({ tone: 'success', text: taskBoardMessages.deleted });
            expect(after.tasks.some((t) => t.id === 'c')).toBe(false);
            break;
          case 'xstate.error.actor.createTask':
          case 'xstate.error.actor.updateTask':
          case 'xstate.error.actor.deleteTask': {
            const key = event.type.includes('create')
              ? 'createFailed'
              : event.type.includes('update')
                ? 'updateFailed'
                : 'deleteFailed';
            expect(newToast).toEqual({ tone: 'error', text: taskBoardMessages[key] });
            // A failed change leaves the list as it was.
            expect(after.tasks).toEqual(before.tasks);
            expect(after.needsRefresh).toBe(before.needsRefresh);
            break;
          }
          case 'xstate.error.actor.loadTasks':
            // A board that could not load says so once, in its error box; a failed refresh of a
            // board on show says it in a toast.
            if (ready)
              expect(newToast).toEqual({ tone: 'error', text: taskBoardMessages.loadFailed });
            else expect(newToast).toBeUndefined();
            break;
        }
      };

      const readyInvariants = () => {
        const context = ctx();
        // Nothing is ever lost or duplicated by moves.
        sameIds(
          context.tasks,
          context.tasks.filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i),
        );
        if (context.isDragging) expect(context.openTaskId).toBeNull();
        if (context.openTaskId !== null) {
          expect(context.tasks.some((t) => t.id === context.openTaskId)).toBe(true);
          expect(
            context.queue.some((c) => c.kind === 'delete' && c.taskId === context.openTaskId),
          ).toBe(false);
        }
        expect(view().status).toBe('ready');
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          // A toast shows exactly while the `toast` region says so.
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'board.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true });
            const last = h.actors.inputsOf('loadTasks').at(-1);
            // The first load may use the cache; a retry after a failure may not.
            expect(last).toEqual({ force: h.actors.inputsOf('loadTasks').length > 1 });
          },
          'board.failure': () => {
            expect(view()).toMatchObject({
              status: 'failure',
              isBusy: false,
              error: taskBoardMessages.loadFailed,
            });
          },
          'board.ready.idle': () => {
            readyInvariants();
            const context = ctx();
            // At rest, what the board shows is what the server holds.
            expect(context.queue).toEqual([]);
            expect(context.needsRefresh).toBe(false);
            expect(isSameOrder(context.tasks, context.savedTasks)).toBe(true);
            expect(view().isBusy).toBe(false);
          },
          'board.ready.refreshing': () => {
            readyInvariants();
            expect(ctx().queue).toEqual([]);
            expect(h.actors.inputsOf('loadTasks').at(-1)).toEqual({ force: true });
            expect(view().isBusy).toBe(true);
          },
          'board.ready.savingOrder': () => {
            readyInvariants();
            const context = ctx();
            const sent = (h.actors.inputsOf('saveOrder').at(-1) as { tasks: Task[] }).tasks;
            expect(context.queue[0]).toEqual({ kind: 'order', tasks: sent });
            // The whole list goes, with every task the server has.
            sameIds(sent, context.savedTasks);
            expect(view().isBusy).toBe(true);
          },
          'board.ready.creating': () => {
            readyInvariants();
            expect(h.actors.inputsOf('createTask').at(-1)).toEqual({
              task: {
                id: 'novo-1',
                title: 'Nova tarefa',
                status: 'not-started',
                content: 'Detalhes',
                created_at: '2026-11-21T13:05:00.000Z',
                completed_at: null,
                from_meeting: null,
              },
            });
          },
          'board.ready.updating': () => {
            readyInvariants();
            const context = ctx();
            const sent = (h.actors.inputsOf('updateTask').at(-1) as { task: Task }).task;
            // Title and description are the edit; the status is the one the server holds.
            expect(sent).toMatchObject({ id: 'c', title: 'Tarefa C', content: 'Atualizada' });
            expect(sent.status).toBe(context.savedTasks.find((t) => t.id === 'c')?.status);
          },
          'board.ready.deleting': () => {
            readyInvariants();
            expect(h.actors.inputsOf('deleteTask').at(-1)).toEqual({ taskId: 'c' });
            expect(ctx().openTaskId).not.toBe('c');
          },
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});
