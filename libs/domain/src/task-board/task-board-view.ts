import type { LoadStatus } from '../model/status';
import type { Task } from '../model/workspace';
import { groupByStatus, type BoardColumn } from './board';
import { findTask } from './pending-changes';
import type { TaskBoardSnapshot } from './task-board.machine';
import type { TaskBoardData, TaskBoardToast } from './task-board.types';

export type TaskBoardView = {
  status: LoadStatus;
  /** The three columns in board order, each in list order: what the board draws. */
  columns: BoardColumn[];
  tasks: readonly Task[];
  /** The task in the side panel, or null (closed). */
  openTask: Task | null;
  isDragging: boolean;
  /** The top progress bar runs while anything is being loaded or saved. */
  isBusy: boolean;
  /** Changes not yet confirmed by the server (the first one is in flight). */
  pendingChanges: number;
  /** The panel's button reads 'Salvando...' while an edit of the open task waits. */
  isSavingOpenTask: boolean;
  error: string | null;
  toast: TaskBoardToast | null;
  newTaskError: string | null;
};

/** Where the machine is, as far as the board's look goes (what a snapshot's state gives). */
export type TaskBoardPhase = { status: LoadStatus; isBusy: boolean };

/**
 * The board as the screen shows it, from the machine's data and phase. Stories call it with a
 * fixture (`{ ...initialTaskBoardData, tasks }`), so they show what the machine would.
 */
export function taskBoardViewOf(data: TaskBoardData, phase: TaskBoardPhase): TaskBoardView {
  const { openTaskId, queue } = data;
  return {
    status: phase.status,
    columns: groupByStatus(data.tasks),
    tasks: data.tasks,
    openTask: findTask(data.tasks, openTaskId) ?? null,
    isDragging: data.isDragging,
    isBusy: phase.isBusy,
    pendingChanges: queue.length,
    isSavingOpenTask: queue.some(
      (change) => change.kind === 'update' && change.task.id === openTaskId,
    ),
    error: data.error,
    toast: data.toast,
    newTaskError: data.newTaskError,
  };
}

/** What the board screen reads from the machine. */
export function selectTaskBoardView(snapshot: TaskBoardSnapshot): TaskBoardView {
  const status = snapshot.matches({ board: 'loading' })
    ? 'loading'
    : snapshot.matches({ board: 'failure' })
      ? 'failure'
      : 'ready';
  return taskBoardViewOf(snapshot.context, { status, isBusy: snapshot.hasTag('busy') });
}
