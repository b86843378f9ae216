import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  TASK_TOAST_MS,
  selectTaskBoardView,
  taskBoardMachine,
  type CreateTaskInput,
  type DeleteTaskInput,
  type LoadTasksInput,
  type LoadTasksOutput,
  type SaveOrderInput,
  type TaskBoardSnapshot,
  type TaskChangeOutput,
  type ToastParams,
  type UpdateTaskInput,
} from '@portal/domain';
import type { TaskBoardProps, TaskBoardToast } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useBusinessName } from '../app/useCurrentBusiness';
import { useLoadingProgress } from './useTaskBoard.timers';
import { useTimedMessage } from './useTimedMessage';

// Every call goes in the server's task shape and comes back in the board's. A change resolves
// when the server said yes and rejects otherwise; the machine picks SPEC §8's text per change.
export const taskBoardActors = (call: WorkspaceCall) => ({
  loadTasks: fromPromise<LoadTasksOutput, LoadTasksInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await api.tasks.getAll({ force: input.force });
        return result.ok ? { ok: true as const, data: result.data.map(map.toBoardTask) } : result;
      }),
    ),
  ),
  saveOrder: fromPromise<TaskChangeOutput, SaveOrderInput>(async ({ input }) =>
    dataOrReject(
      await call((api, map) => api.tasks.updateOrder(input.tasks.map(map.toServerTask))),
    ),
  ),
  createTask: fromPromise<TaskChangeOutput, CreateTaskInput>(async ({ input }) =>
    dataOrReject(await call((api, map) => api.tasks.create(map.toServerTask(input.task)))),
  ),
  updateTask: fromPromise<TaskChangeOutput, UpdateTaskInput>(async ({ input }) =>
    dataOrReject(await call((api, map) => api.tasks.update(map.toServerTask(input.task)))),
  ),
  deleteTask: fromPromise<TaskChangeOutput, DeleteTaskInput>(async ({ input }) =>
    dataOrReject(await call((api) => api.tasks.delete(input.taskId))),
  ),
});

/**
 * A v4 UUID for a new task (the server requires one). `crypto.randomUUID` exists only in secure
 * contexts, so a portal served over plain http on a LAN address builds it from random bytes.
 */
export function newTaskId(
  cryptoSource: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto,
): string {
  if (typeof cryptoSource.randomUUID === 'function') return cryptoSource.randomUUID();
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The panel's button reads 'Salvando...' while an edit of the open task waits for the server. */
export function isSavingOpenTask(snapshot: TaskBoardSnapshot): boolean {
  const { openTaskId, queue } = snapshot.context;
  return queue.some((change) => change.kind === 'update' && change.task.id === openTaskId);
}

/**
 * The machine's UI effects. A new task refused for its missing title shows the text in the
 * new-task dialog, next to the form still holding what was typed. The panel refuses an empty
 * title itself, so its case (a caller that skipped that check) stays an error toast; never a
 * blocking window.alert.
 */
export const taskBoardActions = (
  showToast: (toast: TaskBoardToast) => void,
  showNewTaskError: (text: string) => void,
) => ({
  showToast: (_: unknown, params: ToastParams) => showToast(params),
  alertMissingTitle: ({ event }: { event: { type: string } }, { text }: { text: string }) =>
    event.type === 'task.create' ? showNewTaskError(text) : showToast({ tone: 'error', text }),
});

export function useTaskBoard(): TaskBoardProps {
  const businessName = useBusinessName();
  const [toast, toasts] = useTimedMessage<TaskBoardToast>(TASK_TOAST_MS);
  const [newTaskError, setNewTaskError] = useState<string | null>(null);
  const [machine] = useState(() =>
    taskBoardMachine.provide({
      actors: taskBoardActors(callWorkspace),
      actions: taskBoardActions((params) => toasts.show(params), setNewTaskError),
    }),
  );
  const [state, send] = useMachine(machine, { input: { createId: newTaskId } });
  const view = selectTaskBoardView(state);
  const progress = useLoadingProgress(view.isBusy);

  return {
    businessName,
    status: view.status,
    tasks: view.tasks,
    isLoading: progress.visible,
    loadingProgress: progress.value,
    openTaskId: view.openTask?.id ?? null,
    errorMessage: view.error,
    toast,
    onDismissToast: () => toasts.clear(),
    savingTask: isSavingOpenTask(state),
    onDragStart: (taskId) => send({ type: 'card.dragStart', taskId }),
    onDragCancel: () => send({ type: 'card.dragCancel' }),
    onDrop: (drop) => send({ type: 'card.drop', ...drop }),
    onOpenTask: (taskId) => send({ type: 'task.open', taskId }),
    onClosePanel: () => send({ type: 'panel.close' }),
    onSaveTask: (changes) => send({ type: 'task.save', ...changes }),
    newTaskError,
    onDismissNewTaskError: () => setNewTaskError(null),
    onCreateTask: (draft) => {
      // A refusal of this draft sets the error again within the same send.
      setNewTaskError(null);
      send({ type: 'task.create', ...draft });
    },
    onDeleteTask: (taskId) => send({ type: 'task.delete', taskId }),
    onRetry: () => send({ type: 'board.refresh' }),
  };
}
