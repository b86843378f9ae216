import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Task, TaskStatus } from '../model/workspace';
import {
  TASKS_LOAD_FAILED,
  TASKS_REORDER_FAILED,
  TASK_CREATED,
  TASK_CREATE_FAILED,
  TASK_DELETED,
  TASK_DELETE_FAILED,
  TASK_TITLE_REQUIRED,
  TASK_UPDATED,
  TASK_UPDATE_FAILED,
} from '../messages';
import { validateTaskTitle } from '../validation/rules';
import { groupByStatus, isSameOrder, moveTask, newTask, type BoardColumn } from './board';

/** SPEC §8: every text the board shows, as toasts (3 s) or with `alertMissingTitle`. */
export const taskBoardMessages = {
  created: TASK_CREATED,
  updated: TASK_UPDATED,
  deleted: TASK_DELETED,
  loadFailed: TASKS_LOAD_FAILED,
  reorderFailed: TASKS_REORDER_FAILED,
  updateFailed: TASK_UPDATE_FAILED,
  createFailed: TASK_CREATE_FAILED,
  deleteFailed: TASK_DELETE_FAILED,
  titleRequired: TASK_TITLE_REQUIRED,
} as const;

/** SPEC §9: how long the portal shows a board toast. */
export const TASK_TOAST_MS = 3000;

/** `force` bypasses the api-client's 5-minute cache (forced refresh, refetch after a change). */
export type LoadTasksInput = { force: boolean };
export type LoadTasksOutput = readonly Task[];
/** The whole list in its new order (`updateOrder`). */
export type SaveOrderInput = { tasks: readonly Task[] };
export type CreateTaskInput = { task: Task };
/** The full task with its new title and description (`update` takes the whole task). */
export type UpdateTaskInput = { task: Task };
export type DeleteTaskInput = { taskId: string };
/**
 * Changes resolve when the server said yes (the value is ignored: the board refetches) and
 * REJECT when the call failed, whatever the reason.
 */
export type TaskChangeOutput = unknown;

export type ToastParams = { tone: 'success' | 'error'; text: string };

export type TaskBoardMachineInput = {
  /** Id of a task the dialog creates; the server treats a repeated id as the same task. */
  createId?: () => string;
  /** Clock for `created_at`. */
  now?: () => Date;
};

/**
 * A change waiting to reach the server; the head of the queue is the one in flight. An order
 * change carries the list it sent (filled when it starts, so queued drops coalesce into one
 * save of the latest order).
 */
export type PendingChange =
  | { kind: 'order'; tasks: readonly Task[] }
  | { kind: 'create'; task: Task }
  | { kind: 'update'; task: Task }
  | { kind: 'delete'; taskId: string };

export type TaskBoardContext = {
  /** What the board shows: the server's list with the moves not yet saved applied. */
  tasks: readonly Task[];
  /** The list as the server last confirmed it; a failed reorder goes back to it. */
  savedTasks: readonly Task[];
  queue: readonly PendingChange[];
  /** A change succeeded (or a refresh was asked for): refetch once the queue is empty. */
  needsRefresh: boolean;
  openTaskId: string | null;
  isDragging: boolean;
  /** The first load failed (state `failure`). */
  error: string | null;
  createId: () => string;
  now: () => Date;
};

export type TaskBoardEvent =
  | { type: 'board.refresh' }
  | { type: 'card.dragStart'; taskId: string }
  | { type: 'card.dragCancel' }
  | { type: 'card.drop'; taskId: string; toStatus: TaskStatus; toIndex: number }
  | { type: 'task.open'; taskId: string }
  | { type: 'panel.close' }
  | { type: 'task.create'; title: string; description: string }
  /** From the side panel; `title` only when the title was being edited (SPEC §2). */
  | { type: 'task.save'; taskId: string; description: string; title?: string }
  /** Sent after the person confirmed the deletion. */
  | { type: 'task.delete'; taskId: string };

const notProvided = (name: string) => () => {
  throw new Error(`${name} not provided`);
};

const findTask = (tasks: readonly Task[], id: string | null): Task | undefined =>
  tasks.find((task) => task.id === id);

const isDeleting = (queue: readonly PendingChange[], taskId: string): boolean =>
  queue.some((change) => change.kind === 'delete' && change.taskId === taskId);

/** A change the server confirmed, applied to a list without waiting for the refetch. */
function applyConfirmed(tasks: readonly Task[], change: PendingChange): readonly Task[] {
  switch (change.kind) {
    case 'create':
      return tasks.some((task) => task.id === change.task.id) ? tasks : [...tasks, change.task];
    case 'update':
      return tasks.map((task) =>
        task.id === change.task.id
          ? { ...task, title: change.task.title, content: change.task.content }
          : task,
      );
    case 'delete':
      return tasks.filter((task) => task.id !== change.taskId);
    case 'order':
      return tasks;
  }
}

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

/** Leaves `idle` (or an unfinished refresh) for the change at the head of the queue. */
const startNextChange = [
  { guard: 'isOrderNext', target: '#taskBoard.ready.savingOrder' },
  { guard: 'isCreateNext', target: '#taskBoard.ready.creating' },
  { guard: 'isUpdateNext', target: '#taskBoard.ready.updating' },
  { guard: 'isDeleteNext', target: '#taskBoard.ready.deleting' },
] as const;

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
    isRealMove: ({ context, event }) =>
      event.type === 'card.drop' && !isSameOrder(context.tasks, moveTask(context.tasks, event)),
    // SPEC §2: a click that ends a drag is not an open.
    canOpenTask: ({ context, event }) =>
      event.type === 'task.open' &&
      !context.isDragging &&
      !!findTask(context.tasks, event.taskId) &&
      !isDeleting(context.queue, event.taskId),
    isTitleMissing: ({ event }) =>
      (event.type === 'task.create' || (event.type === 'task.save' && event.title !== undefined)) &&
      validateTaskTitle(event.title ?? '') !== undefined,
    canSaveTask: ({ context, event }) =>
      event.type === 'task.save' &&
      !!findTask(context.tasks, event.taskId) &&
      !isDeleting(context.queue, event.taskId),
    canDeleteTask: ({ context, event }) =>
      event.type === 'task.delete' &&
      !!findTask(context.tasks, event.taskId) &&
      !isDeleting(context.queue, event.taskId),
  },
  actions: {
    /** Portal: a toast for 3 s (TASK_TOAST_MS). */
    showToast: notProvided('showToast') as (_: unknown, params: ToastParams) => void,
    /** Portal: SPEC §5's alert for a missing title (the dialog or panel stays open). */
    alertMissingTitle: notProvided('alertMissingTitle') as (
      _: unknown,
      params: { text: string },
    ) => void,
    queueMove: assign(({ context, event }) => {
      if (event.type !== 'card.drop') return {};
      // Drops while an order save is in flight coalesce: one more save, of the latest order.
      const orderQueued = context.queue.slice(1).some((change) => change.kind === 'order');
      return {
        tasks: moveTask(context.tasks, event),
        queue: orderQueued
          ? context.queue
          : [...context.queue, { kind: 'order' as const, tasks: [] as readonly Task[] }],
      };
    }),
    queueCreate: assign(({ context, event }) =>
      event.type === 'task.create'
        ? {
            queue: [
              ...context.queue,
              {
                kind: 'create' as const,
                task: newTask({
                  id: context.createId(),
                  title: event.title,
                  description: event.description,
                  now: context.now(),
                }),
              },
            ],
          }
        : {},
    ),
    queueUpdate: assign(({ context, event }) => {
      const task = event.type === 'task.save' ? findTask(context.tasks, event.taskId) : undefined;
      if (event.type !== 'task.save' || !task) return {};
      const updated: Task = {
        ...task,
        title: event.title === undefined ? task.title : event.title.trim(),
        content: event.description,
      };
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
      const text =
        change.kind === 'create'
          ? TASK_CREATED
          : change.kind === 'update'
            ? TASK_UPDATED
            : change.kind === 'delete'
              ? TASK_DELETED
              : null;
      enqueue.assign({
        tasks: applyConfirmed(context.tasks, change),
        savedTasks:
          change.kind === 'order' ? change.tasks : applyConfirmed(context.savedTasks, change),
        queue: context.queue.slice(1),
        needsRefresh: true,
      });
      if (text) enqueue({ type: 'showToast', params: { tone: 'success', text } });
    }),
    /** The head change failed: nothing changed on the server, so no refetch for it. */
    failHead: enqueueActions(({ context, enqueue }) => {
      const change = head(context);
      if (!change) return;
      if (change.kind === 'order') {
        // SPEC §4: the old order comes back, and moves queued on top of it are dropped too.
        enqueue.assign({
          tasks: context.savedTasks,
          queue: context.queue.slice(1).filter((next) => next.kind !== 'order'),
        });
      } else {
        enqueue.assign({ queue: context.queue.slice(1) });
      }
      const text =
        change.kind === 'order'
          ? TASKS_REORDER_FAILED
          : change.kind === 'create'
            ? TASK_CREATE_FAILED
            : change.kind === 'update'
              ? TASK_UPDATE_FAILED
              : TASK_DELETE_FAILED;
      enqueue({ type: 'showToast', params: { tone: 'error', text } });
    }),
  },
  actors: {
    loadTasks: fromPromise<LoadTasksOutput, LoadTasksInput>(async () => {
      throw new Error('loadTasks not provided');
    }),
    saveOrder: fromPromise<TaskChangeOutput, SaveOrderInput>(async () => {
      throw new Error('saveOrder not provided');
    }),
    createTask: fromPromise<TaskChangeOutput, CreateTaskInput>(async () => {
      throw new Error('createTask not provided');
    }),
    updateTask: fromPromise<TaskChangeOutput, UpdateTaskInput>(async () => {
      throw new Error('updateTask not provided');
    }),
    deleteTask: fromPromise<TaskChangeOutput, DeleteTaskInput>(async () => {
      throw new Error('deleteTask not provided');
    }),
  },
}).createMachine({
  id: 'taskBoard',
  context: ({ input }) => ({
    tasks: [],
    savedTasks: [],
    queue: [],
    needsRefresh: false,
    openTaskId: null,
    isDragging: false,
    error: null,
    createId: input?.createId ?? (() => globalThis.crypto.randomUUID()),
    now: input?.now ?? (() => new Date()),
  }),
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
        onError: {
          target: 'failure',
          actions: [
            assign({ error: TASKS_LOAD_FAILED }),
            { type: 'showToast', params: { tone: 'error', text: TASKS_LOAD_FAILED } },
          ],
        },
      },
    },
    failure: {
      on: { 'board.refresh': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'board.refresh': { actions: assign({ needsRefresh: true }) },
        // SPEC §4: dragging closes the open task panel.
        'card.dragStart': { actions: assign({ isDragging: true, openTaskId: null }) },
        'card.dragCancel': { actions: assign({ isDragging: false }) },
        'card.drop': [
          { guard: 'isRealMove', actions: [assign({ isDragging: false }), 'queueMove'] },
          { actions: assign({ isDragging: false }) },
        ],
        'task.open': {
          guard: 'canOpenTask',
          actions: assign({ openTaskId: ({ event }) => event.taskId }),
        },
        'panel.close': { actions: assign({ openTaskId: null }) },
        'task.create': [
          {
            guard: 'isTitleMissing',
            actions: { type: 'alertMissingTitle', params: { text: TASK_TITLE_REQUIRED } },
          },
          { actions: 'queueCreate' },
        ],
        'task.save': [
          {
            guard: 'isTitleMissing',
            actions: { type: 'alertMissingTitle', params: { text: TASK_TITLE_REQUIRED } },
          },
          { guard: 'canSaveTask', actions: 'queueUpdate' },
        ],
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
              actions: [
                assign({ needsRefresh: false }),
                { type: 'showToast', params: { tone: 'error', text: TASKS_LOAD_FAILED } },
              ],
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
            onDone: { target: 'idle', actions: 'confirmHead' },
            onError: { target: 'idle', actions: 'failHead' },
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
            onDone: { target: 'idle', actions: 'confirmHead' },
            onError: { target: 'idle', actions: 'failHead' },
          },
        },
        updating: {
          tags: ['busy'],
          invoke: {
            id: 'updateTask',
            src: 'updateTask',
            // Status and dates as the server holds them now: an update never smuggles in a move
            // whose own save is still queued (or failed).
            input: ({ context }) => {
              const change = head(context);
              const edited = (change?.kind === 'update' ? change.task : undefined) as Task;
              const saved = findTask(context.savedTasks, edited.id) ?? edited;
              return { task: { ...saved, title: edited.title, content: edited.content } };
            },
            onDone: { target: 'idle', actions: 'confirmHead' },
            onError: { target: 'idle', actions: 'failHead' },
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
            onDone: { target: 'idle', actions: 'confirmHead' },
            onError: { target: 'idle', actions: 'failHead' },
          },
        },
      },
    },
  },
});

export type TaskBoardMachine = typeof taskBoardMachine;
export type TaskBoardSnapshot = SnapshotFrom<typeof taskBoardMachine>;

export type TaskBoardView = {
  status: 'loading' | 'failure' | 'ready';
  columns: BoardColumn[];
  tasks: readonly Task[];
  openTask: Task | null;
  isDragging: boolean;
  /** The top progress bar runs while anything is being loaded or saved. */
  isBusy: boolean;
  /** Changes not yet confirmed by the server (the first one is in flight). */
  pendingChanges: number;
  error: string | null;
};

/** What the board screen reads from the machine. */
export function selectTaskBoardView(snapshot: TaskBoardSnapshot): TaskBoardView {
  const { context } = snapshot;
  return {
    status: snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('failure')
        ? 'failure'
        : 'ready',
    columns: groupByStatus(context.tasks),
    tasks: context.tasks,
    openTask: findTask(context.tasks, context.openTaskId) ?? null,
    isDragging: context.isDragging,
    isBusy: snapshot.hasTag('busy'),
    pendingChanges: context.queue.length,
    error: context.error,
  };
}
