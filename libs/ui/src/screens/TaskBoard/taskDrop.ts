import { TASK_STATUSES } from '@portal/domain';
import type { Task, TaskStatus } from '@portal/domain';

/** What a finished drag asks the owner to do: put `taskId` at `toIndex` of column `toStatus`. */
export type TaskDrop = {
  taskId: string;
  toStatus: TaskStatus;
  /** Index within the target column after the move (the column without the moved task counts). */
  toIndex: number;
};

const COLUMN_PREFIX = 'column:';

/** Droppable ids of the columns; task ids are used as they are for the cards. */
export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`;

export function columnOfDropId(id: string): TaskStatus | null {
  if (!id.startsWith(COLUMN_PREFIX)) return null;
  const status = id.slice(COLUMN_PREFIX.length);
  return (TASK_STATUSES as readonly string[]).includes(status) ? (status as TaskStatus) : null;
}

export const tasksInColumn = (tasks: readonly Task[], status: TaskStatus) =>
  tasks.filter((task) => task.status === status);

/**
 * Where a task dropped over `overId` (a card or a column) goes. Over a card of its own column it
 * takes that card's place (the sortable list's arrayMove); over a card of another column it goes
 * before it, or after it when `below` says the dragged card's centre was past the card's centre;
 * over a column's free space it goes last. Null when nothing would change.
 */
export function resolveTaskDrop(
  tasks: readonly Task[],
  taskId: string,
  overId: string | null,
  below = false,
): TaskDrop | null {
  const task = tasks.find((candidate) => candidate.id === taskId);
  if (!task || overId === null) return null;
  const fromIndex = tasksInColumn(tasks, task.status).findIndex(({ id }) => id === taskId);

  const column = columnOfDropId(overId);
  let toStatus: TaskStatus;
  let toIndex: number;
  if (column) {
    toStatus = column;
    const size = tasksInColumn(tasks, column).length;
    toIndex = column === task.status ? size - 1 : size;
  } else {
    const over = tasks.find((candidate) => candidate.id === overId);
    if (!over) return null;
    toStatus = over.status;
    const overIndex = tasksInColumn(tasks, over.status).findIndex(({ id }) => id === overId);
    toIndex = over.status === task.status ? overIndex : overIndex + (below ? 1 : 0);
  }
  if (toStatus === task.status && toIndex === fromIndex) return null;
  return { taskId, toStatus, toIndex };
}
