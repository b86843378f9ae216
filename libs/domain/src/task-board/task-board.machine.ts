import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { Task } from '../model/workspace';
import { unprovided } from '../model/unprovided';
import {
  TASKS_LOAD_FAILED,
  TASK_DUE_DATE_INVALID,
  TASK_PEOPLE_LOAD_FAILED,
  TASK_TITLE_REQUIRED,
} from '../messages';
import { toastActions, toastDelays, toastRegion } from '../toast/toast-region';
import { peopleRegion } from './task-board-people';
import { validateTaskTitle } from '../validation/task-rules';
import { isSameOrder, moveTask, newTask, type TaskMove } from './board';
import { listMoveOf } from './board-lens';
import { assigned, isDueDateBad } from './task-assignment';
import {
  CONFIRMED_TEXT,
  FAILED_TEXT,
  applyConfirmed,
  dropFailedOrder,
  findTask,
  isLiveTask,
  queueOrder,
  withEdits,
  type PendingChange,
} from './pending-changes';
import {
  initialTaskBoardContext,
  type CreateTaskInput,
  type DeleteTaskInput,
  type LoadTaskPeopleOutput,
  type LoadTasksInput,
  type LoadTasksOutput,
  type SaveOrderInput,
  type TaskBoardContext,
  type TaskBoardEvent,
  type TaskBoardMachineInput,
  type TaskBoardToast,
  type TaskChangeOutput,
  type UpdateTaskInput,
} from './task-board.types';

const head = (context: TaskBoardContext): PendingChange | undefined => context.queue[0];

/** A reply replaces the list; a panel showing a task that is gone closes. */
const replaceList = (context: TaskBoardContext, tasks: readonly Task[]) => ({
  tasks,
  savedTasks: tasks,
  openTaskId: findTask(tasks, context.openTaskId) ? context.openTaskId : null,
});

const isHead =
  (kind: PendingChange['kind']) =>
  ({ context }: { context: TaskBoardContext }) =>
    head(context)?.kind === kind;

/** The drop as a move of the whole list, seen through the board's lens. */
const dropMove = (context: TaskBoardContext, event: TaskBoardEvent): TaskMove | null =>
  event.type === 'card.drop' ? listMoveOf(context.tasks, context.lens, event) : null;

const toast = (tone: TaskBoardToast['tone'], text: string) =>
  ({ type: 'showToast', params: { tone, text } }) as const;

/** Leaves `idle` (or an unfinished refresh) for the change at the head of the queue. */
const startNextChange = [
  { guard: 'isOrderNext', target: '#taskBoard.board.ready.savingOrder' },
  { guard: 'isCreateNext', target: '#taskBoard.board.ready.creating' },
  { guard: 'isUpdateNext', target: '#taskBoard.board.ready.updating' },
  { guard: 'isDeleteNext', target: '#taskBoard.board.ready.deleting' },
] as const;

/** Every change's invoke ends the same way: back to idle, confirmed or failed. */
const settleChange = {
  onDone: { target: 'idle', actions: 'confirmHead' },
  onError: { target: 'idle', actions: 'failHead' },
} as const;

export const taskBoardMachine = setup({
  types: {
    context: {} as TaskBoardContext,
    events: {} as TaskBoardEvent,
    input: {} as TaskBoardMachineInput,
  },
  guards: {
    isOrderNext: isHead('order'),
    isCreateNext: isHead('create'),
    isUpdateNext: isHead('update'),
    isDeleteNext: isHead('delete'),
    hasRefreshDue: ({ context }) => context.needsRefresh,
    isRealMove: ({ context, event }) => {
      const move = dropMove(context, event);
      return !!move && !isSameOrder(context.tasks, moveTask(context.tasks, move));
    },
    isStatusChange: ({ context, event }) =>
      event.type === 'task.setStatus' &&
      !context.isDragging &&
      isLiveTask(context.tasks, context.queue, event.taskId) &&
      findTask(context.tasks, event.taskId)?.status !== event.status,
    // docs/product.md: a click that ends a drag is not an open.
    canOpenTask: ({ context, event }) =>
      event.type === 'task.open' &&
      !context.isDragging &&
      isLiveTask(context.tasks, context.queue, event.taskId),
    isTitleMissing: ({ event }) =>
      (event.type === 'task.create' || (event.type === 'task.save' && event.title !== undefined)) &&
      validateTaskTitle(event.title ?? '') !== undefined,
    isDueDateInvalid: ({ event }) =>
      (event.type === 'task.create' || event.type === 'task.save') && isDueDateBad(event),
    canSaveTask: ({ context, event }) =>
      event.type === 'task.save' && isLiveTask(context.tasks, context.queue, event.taskId),
    canDeleteTask: ({ context, event }) =>
      event.type === 'task.delete' && isLiveTask(context.tasks, context.queue, event.taskId),
  },
  actions: {
    ...toastActions<TaskBoardContext, TaskBoardEvent>(),
    keepPeople: assign(({ event }) => ({
      people: (event as unknown as { output: LoadTaskPeopleOutput }).output,
      peopleError: null,
    })),
    failPeople: assign({ peopleError: TASK_PEOPLE_LOAD_FAILED }),
    queueMove: assign(({ context, event }) => {
      const move: TaskMove | null =
        event.type === 'card.drop'
          ? dropMove(context, event)
          : event.type === 'task.setStatus'
            ? { taskId: event.taskId, toStatus: event.status, toIndex: 0 }
            : null;
      return move ? { tasks: moveTask(context.tasks, move), queue: queueOrder(context.queue) } : {};
    }),
    queueCreate: assign(({ context, event }) =>
      event.type === 'task.create'
        ? {
            newTaskError: null,
            queue: [
              ...context.queue,
              {
                kind: 'create' as const,
                task: assigned(
                  context.people,
                  newTask({
                    id: context.createId(),
                    title: event.title,
                    description: event.description,
                    now: context.now(),
                  }),
                  event,
                ),
              },
            ],
          }
        : {},
    ),
    queueUpdate: assign(({ context, event }) => {
      const task = event.type === 'task.save' ? findTask(context.tasks, event.taskId) : undefined;
      if (event.type !== 'task.save' || !task) return {};
      const updated: Task = assigned(
        context.people,
        {
          ...task,
          title: event.title === undefined ? task.title : event.title.trim(),
          content: event.description,
        },
        event,
      );
      return { queue: [...context.queue, { kind: 'update' as const, task: updated }] };
    }),
    queueDelete: assign(({ context, event }) =>
      event.type === 'task.delete'
        ? {
            queue: [...context.queue, { kind: 'delete' as const, taskId: event.taskId }],
            openTaskId: context.openTaskId === event.taskId ? null : context.openTaskId,
          }
        : {},
    ),
    /** The head change succeeded: keep it locally, toast, and refetch once the queue is empty. */
    confirmHead: enqueueActions(({ context, enqueue }) => {
      const change = head(context);
      if (!change) return;
      enqueue.assign({
        tasks: applyConfirmed(context.tasks, change),
        savedTasks:
          change.kind === 'order' ? change.tasks : applyConfirmed(context.savedTasks, change),
        queue: context.queue.slice(1),
        needsRefresh: true,
      });
      const text = CONFIRMED_TEXT[change.kind];
      if (text) enqueue.raise({ type: 'toast.show', toast: { tone: 'success', text } });
    }),
    /** The head change failed: nothing changed on the server, so no refetch for it. */
    failHead: enqueueActions(({ context, enqueue }) => {
      const change = head(context);
      if (!change) return;
      enqueue.assign(
        change.kind === 'order'
          ? { tasks: context.savedTasks, queue: dropFailedOrder(context.queue) }
          : { queue: context.queue.slice(1) },
      );
      enqueue.raise({
        type: 'toast.show',
        toast: { tone: 'error', text: FAILED_TEXT[change.kind] },
      });
    }),
  },
  actors: {
    loadTasks: unprovided<LoadTasksOutput, LoadTasksInput>('loadTasks'),
    loadPeople: unprovided<LoadTaskPeopleOutput>('loadPeople'),
    saveOrder: unprovided<TaskChangeOutput, SaveOrderInput>('saveOrder'),
    createTask: unprovided<TaskChangeOutput, CreateTaskInput>('createTask'),
    updateTask: unprovided<TaskChangeOutput, UpdateTaskInput>('updateTask'),
    deleteTask: unprovided<TaskChangeOutput, DeleteTaskInput>('deleteTask'),
  },
  delays: toastDelays,
}).createMachine({
  id: 'taskBoard',
  context: ({ input }) => ({
    ...initialTaskBoardContext,
    createId: input?.createId ?? initialTaskBoardContext.createId,
    now: input?.now ?? initialTaskBoardContext.now,
    lens: { ...initialTaskBoardContext.lens, me: input?.me ?? null },
  }),
  // The toast has its own clock, whatever the board is doing meanwhile.
  type: 'parallel',
  states: {
    board: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            // The first load may come from the cache; a retry is a forced refresh.
            input: ({ event }) => ({ force: event.type === 'board.refresh' }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                ...replaceList(context, event.output),
                error: null,
              })),
            },
            // The board has nothing to show: the error box says it, with its retry. The same
            // text as a toast beside it would say it twice (a failed refresh of a board that is
            // shown, below, is a toast: the box is only for a board that could not load).
            onError: { target: 'failure', actions: assign({ error: TASKS_LOAD_FAILED }) },
          },
        },
        failure: {
          on: { 'board.refresh': 'loading' },
        },
        ready: {
          initial: 'idle',
          on: {
            'board.refresh': { actions: assign({ needsRefresh: true }) },
            // docs/product.md: dragging closes the open task panel.
            'card.dragStart': { actions: assign({ isDragging: true, openTaskId: null }) },
            'card.dragCancel': { actions: assign({ isDragging: false }) },
            'card.drop': [
              { guard: 'isRealMove', actions: [assign({ isDragging: false }), 'queueMove'] },
              { actions: assign({ isDragging: false }) },
            ],
            'task.setStatus': { guard: 'isStatusChange', actions: 'queueMove' },
            'task.open': {
              guard: 'canOpenTask',
              actions: assign({ openTaskId: ({ event }) => event.taskId }),
            },
            'panel.close': { actions: assign({ openTaskId: null }) },
            // docs/product.md, Limits: the dialog stays open with what was typed and says why.
            'task.create': [
              {
                guard: 'isTitleMissing',
                actions: assign({ newTaskError: TASK_TITLE_REQUIRED }),
              },
              {
                guard: 'isDueDateInvalid',
                actions: assign({ newTaskError: TASK_DUE_DATE_INVALID }),
              },
              { actions: 'queueCreate' },
            ],
            'newTask.close': { actions: assign({ newTaskError: null }) },
            // The panel refuses an empty title itself; one that still gets here is a toast.
            'task.save': [
              { guard: 'isTitleMissing', actions: toast('error', TASK_TITLE_REQUIRED) },
              { guard: 'isDueDateInvalid', actions: toast('error', TASK_DUE_DATE_INVALID) },
              { guard: 'canSaveTask', actions: 'queueUpdate' },
            ],
            'board.showMine': {
              actions: assign({
                lens: ({ context, event }) => ({ ...context.lens, mine: event.mine }),
              }),
            },
            'board.sortByDue': {
              actions: assign({
                lens: ({ context, event }) => ({ ...context.lens, byDue: event.byDue }),
              }),
            },
            'task.delete': { guard: 'canDeleteTask', actions: 'queueDelete' },
          },
          states: {
            idle: {
              always: [...startNextChange, { guard: 'hasRefreshDue', target: 'refreshing' }],
            },
            refreshing: {
              tags: ['busy'],
              // A change arriving now goes first: the reply would not contain it. The refetch
              // stays due and runs again once the queue is empty.
              always: [...startNextChange],
              invoke: {
                id: 'loadTasks',
                src: 'loadTasks',
                input: { force: true },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    ...replaceList(context, event.output),
                    needsRefresh: false,
                  })),
                },
                // The board keeps what it shows; the next change or refresh tries again.
                onError: {
                  target: 'idle',
                  actions: [assign({ needsRefresh: false }), toast('error', TASKS_LOAD_FAILED)],
                },
              },
            },
            savingOrder: {
              tags: ['busy'],
              // The order sent is the latest one, remembered as what the server will hold.
              entry: assign({
                queue: ({ context }) => [
                  { kind: 'order' as const, tasks: context.tasks },
                  ...context.queue.slice(1),
                ],
              }),
              invoke: {
                id: 'saveOrder',
                src: 'saveOrder',
                input: ({ context }) => ({ tasks: context.tasks }),
                ...settleChange,
              },
            },
            creating: {
              tags: ['busy'],
              invoke: {
                id: 'createTask',
                src: 'createTask',
                input: ({ context }) => {
                  const change = head(context);
                  return { task: (change?.kind === 'create' ? change.task : undefined) as Task };
                },
                ...settleChange,
              },
            },
            updating: {
              tags: ['busy'],
              invoke: {
                id: 'updateTask',
                src: 'updateTask',
                // Status and dates as the server holds them now: an update never smuggles in a
                // move whose own save is still queued (or failed).
                input: ({ context }) => {
                  const change = head(context);
                  const edited = (change?.kind === 'update' ? change.task : undefined) as Task;
                  const saved = findTask(context.savedTasks, edited.id) ?? edited;
                  return { task: withEdits(saved, edited) };
                },
                ...settleChange,
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deleteTask',
                src: 'deleteTask',
                input: ({ context }) => {
                  const change = head(context);
                  return { taskId: change?.kind === 'delete' ? change.taskId : '' };
                },
                ...settleChange,
              },
            },
          },
        },
      },
    },
    people: peopleRegion,
    toast: toastRegion,
  },
});

export type TaskBoardMachine = typeof taskBoardMachine;
export type TaskBoardSnapshot = SnapshotFrom<typeof taskBoardMachine>;
