// Where a dragged card lands. The board screen knows what the pointer or keyboard ended over
// (a card, or a column's free space); this turns that into the move the machine makes, using
// the same columns the screen draws.
import type { TaskStatus } from '../model/workspace';
import type { BoardColumn, TaskMove } from './board';

/** What a drag ended over: a card (by its task id) or a column's free space. */
export type DropTarget = { kind: 'card'; taskId: string } | { kind: 'column'; status: TaskStatus };

const placeOf = (columns: readonly BoardColumn[], taskId: string) => {
  for (const column of columns) {
    const index = column.tasks.findIndex((task) => task.id === taskId);
    if (index >= 0) return { column, index };
  }
  return undefined;
};

/**
 * Where a task dropped over `over` goes. Over a card of its own column it takes that card's
 * place (the sortable list's arrayMove); over a card of another column it goes before it, or
 * after it when `below` says the dragged card's centre was past the card's centre; over a
 * column's free space it goes last. Null when nothing would change (the machine's `card.drop`
 * also ignores such a drop; null lets the screen say the drag was cancelled).
 */
export function resolveTaskDrop(
  columns: readonly BoardColumn[],
  taskId: string,
  over: DropTarget | null,
  below = false,
): TaskMove | null {
  const from = placeOf(columns, taskId);
  if (!from || over === null) return null;
  let toStatus: TaskStatus;
  let toIndex: number;
  if (over.kind === 'column') {
    const size = columns.find((column) => column.status === over.status)?.tasks.length ?? 0;
    toStatus = over.status;
    toIndex = over.status === from.column.status ? size - 1 : size;
  } else {
    const target = placeOf(columns, over.taskId);
    if (!target) return null;
    toStatus = target.column.status;
    toIndex = toStatus === from.column.status ? target.index : target.index + (below ? 1 : 0);
  }
  if (toStatus === from.column.status && toIndex === from.index) return null;
  return { taskId, toStatus, toIndex };
}
