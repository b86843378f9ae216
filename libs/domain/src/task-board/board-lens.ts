// What the board shows of its one list: every task or only the person's own ('Minhas tarefas'),
// in the list's order or by 'Prazo'. The list itself never changes for a lens, so a drop seen
// through one is turned back into a move of the whole list here.
import type { Task } from '../model/workspace';
import { groupByStatus, type BoardColumn, type TaskMove } from './board';

export type BoardLens = {
  /** Only the tasks whose 'Responsável' is `me`. */
  readonly mine: boolean;
  /** Each column by 'Prazo', soonest first; tasks without one last, in list order. */
  readonly byDue: boolean;
  /** The signed-in person (null: a business account, which owns no task). */
  readonly me: string | null;
};

export const ALL_TASKS: BoardLens = { mine: false, byDue: false, me: null };

const byDueDate = (a: Task, b: Task): number => {
  if (a.due_date === b.due_date) return 0;
  if (!a.due_date) return 1;
  if (!b.due_date) return -1;
  return a.due_date < b.due_date ? -1 : 1;
};

/** The three columns as the lens shows them (Array.prototype.sort is stable: ties keep list order). */
export function visibleColumns(tasks: readonly Task[], lens: BoardLens): BoardColumn[] {
  const shown = lens.mine ? tasks.filter((task) => !!lens.me && task.owner_id === lens.me) : tasks;
  const columns = groupByStatus(shown);
  return lens.byDue
    ? columns.map((column) => ({ ...column, tasks: [...column.tasks].sort(byDueDate) }))
    : columns;
}

/**
 * A drop on the shown columns as a move of the whole list: the card goes before the shown card
 * it landed above, or after the last shown card of that column, or (nothing shown there) to the
 * column's end. Sorted by 'Prazo' a column's order is not the person's to change, so a drop in
 * the card's own column is no move (null); between columns only the status changes meaning.
 */
export function listMoveOf(
  tasks: readonly Task[],
  lens: BoardLens,
  move: TaskMove,
): TaskMove | null {
  const task = tasks.find((candidate) => candidate.id === move.taskId);
  if (!task) return null;
  if (!lens.mine && !lens.byDue) return move;
  if (lens.byDue && task.status === move.toStatus) return null;
  const column = tasks.filter((other) => other.status === move.toStatus && other.id !== task.id);
  const shown =
    visibleColumns(tasks, lens)
      .find((candidate) => candidate.status === move.toStatus)
      ?.tasks.filter((other) => other.id !== task.id) ?? [];
  const next = shown[Math.max(0, Math.trunc(move.toIndex) || 0)];
  const last = shown.at(-1);
  const toIndex = next ? column.indexOf(next) : last ? column.indexOf(last) + 1 : column.length;
  return { taskId: move.taskId, toStatus: move.toStatus, toIndex };
}
