import type { LoadStatus } from '../model/status';
import type { Task, TaskPerson } from '../model/workspace';
import type { BoardColumn } from './board';
import { visibleColumns } from './board-lens';
import { findTask } from './pending-changes';
import type { TaskBoardSnapshot } from './task-board.machine';
import type { TaskBoardToast } from './task-board.types';

export type TaskBoardView = {
  status: LoadStatus;
  /** The three columns in board order, as the lens shows them: what the board draws. */
  columns: BoardColumn[];
  /** 'Minhas tarefas' is on. */
  showingMine: boolean;
  /** Columns sorted by 'Prazo'. */
  sortedByDue: boolean;
  /** 'Minhas tarefas' is offered only to one of the company's people (not a business account or a spying admin). */
  canShowMine: boolean;
  /** Who a task may be given to ('Responsável'). */
  people: readonly TaskPerson[];
  peopleError: string | null;
  tasks: readonly Task[];
  /** The task in the side panel, or null (closed). */
  openTask: Task | null;
  isDragging: boolean;
  /** The top progress bar runs while anything is being loaded or saved (the `busy` tag). */
  isBusy: boolean;
  /** Changes not yet confirmed by the server (the first one is in flight). */
  pendingChanges: number;
  /** The panel's button reads 'Salvando...' while an edit of the open task waits. */
  isSavingOpenTask: boolean;
  error: string | null;
  toast: TaskBoardToast | null;
  newTaskError: string | null;
};

/**
 * What the board screen reads from the machine: a running actor's snapshot in the app, a
 * `taskBoardMachine.resolveState({ value, context })` in stories (a refresh is
 * `{ board: { ready: 'refreshing' }, toast: 'hidden' }`, busy by the machine's own tag).
 */
export function selectTaskBoardView(snapshot: TaskBoardSnapshot): TaskBoardView {
  const { context } = snapshot;
  const { openTaskId, queue } = context;
  return {
    status: snapshot.matches({ board: 'loading' })
      ? 'loading'
      : snapshot.matches({ board: 'failure' })
        ? 'failure'
        : 'ready',
    columns: visibleColumns(context.tasks, context.lens),
    showingMine: context.lens.mine,
    sortedByDue: context.lens.byDue,
    canShowMine: context.people.some((person) => person.id === context.lens.me),
    people: context.people,
    peopleError: context.peopleError,
    tasks: context.tasks,
    openTask: findTask(context.tasks, openTaskId) ?? null,
    isDragging: context.isDragging,
    isBusy: snapshot.hasTag('busy'),
    pendingChanges: queue.length,
    isSavingOpenTask: queue.some(
      (change) => change.kind === 'update' && change.task.id === openTaskId,
    ),
    error: context.error,
    toast: context.toast,
    newTaskError: context.newTaskError,
  };
}
