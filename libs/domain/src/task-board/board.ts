// The board as a list: the server keeps ONE ordered list of a company's tasks (one position per
// task across the whole board), and a column is that list filtered by status. Every function
// here takes and returns that whole list, so what the board shows and what `updateOrder` sends
// can never disagree.
import { TASK_STATUSES, TASK_STATUS_LABELS, type Task, type TaskStatus } from '../model/workspace';

export type BoardColumn = {
  readonly status: TaskStatus;
  /** 'Not started', 'In progress', 'Done' (docs/product.md). */
  readonly label: string;
  readonly tasks: readonly Task[];
};

/** The three columns in board order, each keeping the list's order. */
export function groupByStatus(tasks: readonly Task[]): BoardColumn[] {
  return TASK_STATUSES.map((status) => ({
    status,
    label: TASK_STATUS_LABELS[status],
    tasks: tasks.filter((task) => task.status === status),
  }));
}

export type TaskMove = {
  readonly taskId: string;
  readonly toStatus: TaskStatus;
  /** The card's index in the target column once it has moved there. */
  readonly toIndex: number;
};

/**
 * The whole list after a card is dropped. `toIndex` is clamped to the target column (below 0 is
 * the top, past the end is the bottom). An unknown id, or a drop on the card's own place,
 * returns the list unchanged (the same array), so nothing needs saving.
 */
export function moveTask(tasks: readonly Task[], move: TaskMove): readonly Task[] {
  const from = tasks.findIndex((task) => task.id === move.taskId);
  const task = tasks[from];
  if (!task) return tasks;
  const rest = tasks.filter((_, index) => index !== from);
  const column = rest.filter((other) => other.status === move.toStatus);
  const index = Math.min(Math.max(0, Math.trunc(move.toIndex) || 0), column.length);
  if (task.status === move.toStatus) {
    const current = tasks.filter((other) => other.status === task.status).indexOf(task);
    if (current === index) return tasks;
  }
  const moved: Task = task.status === move.toStatus ? task : { ...task, status: move.toStatus };
  // Place it before the card that will follow it, after the card that will precede it, or
  // (empty column) where it was: the other columns' relative order never changes.
  const next = column[index];
  const previous = column[index - 1];
  const at = next
    ? rest.indexOf(next)
    : previous
      ? rest.indexOf(previous) + 1
      : Math.min(from, rest.length);
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** Same tasks in the same order with the same statuses (what `updateOrder` would store). */
export function isSameOrder(a: readonly Task[], b: readonly Task[]): boolean {
  return (
    a.length === b.length &&
    a.every((task, index) => task.id === b[index]?.id && task.status === b[index]?.status)
  );
}

export type NewTaskValues = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly now: Date;
};

/** A task as the new-task dialog creates it (docs/product.md, Limits: starts not started). */
export function newTask(values: NewTaskValues): Task {
  return {
    id: values.id,
    title: values.title.trim(),
    status: 'not-started',
    content: values.description,
    created_at: values.now.toISOString(),
    completed_at: null,
    from_meeting: null,
  };
}
