// The board's queue of changes on their way to the server (ADR 0004): what each change does to
// a list once the server confirmed it, and which the error catalogue in docs/product.md toast it earns. Pure helpers of
// `task-board.machine.ts`, kept apart so the machine file reads as states and transitions.
import type { Task } from '../model/workspace';
import {
  TASKS_REORDER_FAILED,
  TASK_CREATED,
  TASK_CREATE_FAILED,
  TASK_DELETED,
  TASK_DELETE_FAILED,
  TASK_UPDATED,
  TASK_UPDATE_FAILED,
} from '../messages';

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

export type PendingChangeKind = PendingChange['kind'];

export const findTask = (tasks: readonly Task[], id: string | null): Task | undefined =>
  tasks.find((task) => task.id === id);

/** A task whose deletion is queued is as good as gone: it cannot be opened or edited again. */
const isDeleting = (queue: readonly PendingChange[], taskId: string): boolean =>
  queue.some((change) => change.kind === 'delete' && change.taskId === taskId);

/** The task exists and is not being deleted: it may be opened, edited or deleted. */
export const isLiveTask = (
  tasks: readonly Task[],
  queue: readonly PendingChange[],
  taskId: string,
): boolean => !!findTask(tasks, taskId) && !isDeleting(queue, taskId);

/** `task` with what the side panel edits taken from `edited` (status, order and dates stay). */
export const withEdits = (task: Task, edited: Task): Task => ({
  ...task,
  title: edited.title,
  content: edited.content,
  owner_id: edited.owner_id,
  owner_name: edited.owner_name,
  due_date: edited.due_date,
});

/** A change the server confirmed, applied to a list without waiting for the refetch. */
export function applyConfirmed(tasks: readonly Task[], change: PendingChange): readonly Task[] {
  switch (change.kind) {
    case 'create':
      return tasks.some((task) => task.id === change.task.id) ? tasks : [...tasks, change.task];
    case 'update':
      return tasks.map((task) =>
        task.id === change.task.id ? withEdits(task, change.task) : task,
      );
    case 'delete':
      return tasks.filter((task) => task.id !== change.taskId);
    case 'order':
      return tasks;
  }
}

/**
 * The queue after a drop. Drops while an order save is in flight coalesce: one more save, of the
 * latest order (its list is filled when it starts).
 */
export function queueOrder(queue: readonly PendingChange[]): readonly PendingChange[] {
  const orderWaiting = queue.slice(1).some((change) => change.kind === 'order');
  return orderWaiting ? queue : [...queue, { kind: 'order', tasks: [] }];
}

/**
 * The queue after its head order save failed: the moves waiting behind it were built on the
 * order that failed, so they go too (docs/product.md: the old order comes back).
 */
export const dropFailedOrder = (queue: readonly PendingChange[]): readonly PendingChange[] =>
  queue.slice(1).filter((next) => next.kind !== 'order');

/** the error catalogue in docs/product.md: the success toast of a confirmed change (a move has none). */
export const CONFIRMED_TEXT: Record<PendingChangeKind, string | null> = {
  order: null,
  create: TASK_CREATED,
  update: TASK_UPDATED,
  delete: TASK_DELETED,
};

/** the error catalogue in docs/product.md: the error toast of a failed change. */
export const FAILED_TEXT: Record<PendingChangeKind, string> = {
  order: TASKS_REORDER_FAILED,
  create: TASK_CREATE_FAILED,
  update: TASK_UPDATE_FAILED,
  delete: TASK_DELETE_FAILED,
};
