// The task board machine's public types: what its actors take and give, what it holds, and
// the events it answers. The machine itself is `task-board.machine.ts`.
import type { Task, TaskPerson, TaskStatus } from '../model/workspace';
import { ALL_TASKS, type BoardLens } from './board-lens';
import type { PendingChange } from './pending-changes';

export type { PendingChange } from './pending-changes';

/** `force` bypasses the api-client's 5-minute cache (forced refresh, refetch after a change). */
export type LoadTasksInput = { force: boolean };
export type LoadTasksOutput = readonly Task[];
/** The whole list in its new order (`updateOrder`). */
export type SaveOrderInput = { tasks: readonly Task[] };
export type CreateTaskInput = { task: Task };
/** The full task with its new title and description (`update` takes the whole task). */
export type UpdateTaskInput = { task: Task };
export type DeleteTaskInput = { taskId: string };
/** Who a task may be given to: the company's people. */
export type LoadTaskPeopleOutput = readonly TaskPerson[];
/**
 * Changes resolve when the server said yes (the value is ignored: the board refetches) and
 * REJECT when the call failed, whatever the reason.
 */
export type TaskChangeOutput = unknown;

/** The board's one toast (the error catalogue in docs/product.md). */
export type TaskBoardToast = { tone: 'success' | 'error'; text: string };

export type TaskBoardMachineInput = {
  /** Id of a task the dialog creates; the server treats a repeated id as the same task. */
  createId?: () => string;
  /** Clock for `created_at`. */
  now?: () => Date;
  /** The signed-in person ('Minhas tarefas'); absent or null for a business account. */
  me?: string | null;
};

/** 'Responsável' and 'Prazo' as the panel or the dialog hand them over: absent is unchanged, null is none. */
export type TaskAssignment = { ownerId?: string | null; dueDate?: string | null };

/** Everything the board holds except its injected id maker and clock. */
export type TaskBoardData = {
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
  /** Shown for TOAST_MS (the `toast` region); a newer one replaces it and its clock. */
  toast: TaskBoardToast | null;
  /** The new-task dialog refused its draft (a missing title); cleared on close or next create. */
  newTaskError: string | null;
  /** The company's people, for 'Responsável'; empty until loaded. */
  people: readonly TaskPerson[];
  /** They could not be loaded: the panel says so beside the field and keeps the task's owner. */
  peopleError: string | null;
  lens: BoardLens;
};

export type TaskBoardContext = TaskBoardData & {
  createId: () => string;
  now: () => Date;
};

/**
 * The board as the machine starts it without input (empty, nothing shown or pending; random ids,
 * the real clock). Stories start their fixture contexts from it.
 */
export const initialTaskBoardContext: TaskBoardContext = {
  tasks: [],
  savedTasks: [],
  queue: [],
  needsRefresh: false,
  openTaskId: null,
  isDragging: false,
  error: null,
  toast: null,
  newTaskError: null,
  people: [],
  peopleError: null,
  lens: ALL_TASKS,
  createId: () => globalThis.crypto.randomUUID(),
  now: () => new Date(),
};

export type TaskBoardEvent =
  | { type: 'board.refresh' }
  | { type: 'card.dragStart'; taskId: string }
  | { type: 'card.dragCancel' }
  | { type: 'card.drop'; taskId: string; toStatus: TaskStatus; toIndex: number }
  /**
   * The side panel's status control: the task goes to the top of that column, the same move
   * (and the same save of the order) as a drop there, without a drag.
   */
  | { type: 'task.setStatus'; taskId: string; status: TaskStatus }
  | { type: 'task.open'; taskId: string }
  | { type: 'panel.close' }
  | ({ type: 'task.create'; title: string; description: string } & TaskAssignment)
  /** The new-task dialog closed without creating: its error goes. */
  | { type: 'newTask.close' }
  /** From the side panel; `title` only when the title was being edited (docs/product.md). */
  | ({ type: 'task.save'; taskId: string; description: string; title?: string } & TaskAssignment)
  /** 'Minhas tarefas' on or off. */
  | { type: 'board.showMine'; mine: boolean }
  /** Each column by 'Prazo', or back to the board's own order. */
  | { type: 'board.sortByDue'; byDue: boolean }
  /** Sent after the person confirmed the deletion. */
  | { type: 'task.delete'; taskId: string }
  /** The toast's close button. */
  | { type: 'toast.dismiss' }
  /** Raised by the machine itself whenever it has something to say. */
  | { type: 'toast.show'; toast: TaskBoardToast };
