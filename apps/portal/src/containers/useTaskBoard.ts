import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  TASK_PARAM,
  selectTaskBoardView,
  taskBoardMachine,
  type CreateTaskInput,
  type DeleteTaskInput,
  type LoadTaskPeopleOutput,
  type LoadTasksInput,
  type LoadTasksOutput,
  type SaveOrderInput,
  type TaskChangeOutput,
  type UpdateTaskInput,
} from '@portal/domain';
import { taskBoardViewProps, type TaskBoardProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { useSession } from '../app/session-context';
import { useBusinessName } from '../app/useCurrentBusiness';
import { useLinkedItem } from '../app/useLinkedItem';
import { useLoadingProgress } from './useLoadingProgress';

// Every call goes in the server's task shape and comes back in the board's. A change resolves
// when the server said yes and rejects otherwise; the machine picks docs/product.md's text per change.
export const taskBoardActors = (call: WorkspaceCall) => ({
  loadTasks: fromPromise<LoadTasksOutput, LoadTasksInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await api.tasks.getAll({ force: input.force });
        return result.ok ? { ok: true as const, data: result.data.map(map.toBoardTask) } : result;
      }),
    ),
  ),
  loadPeople: fromPromise<LoadTaskPeopleOutput, void>(async () =>
    dataOrReject(await call((api) => api.tasks.people())),
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

export function useTaskBoard(): TaskBoardProps {
  const businessName = useBusinessName();
  const me = useSession().shellSession?.user?.id ?? null;
  const [machine] = useState(() =>
    taskBoardMachine.provide({ actors: taskBoardActors(callWorkspace) }),
  );
  const [state, send] = useMachine(machine, { input: { createId: newTaskId, me } });
  const view = selectTaskBoardView(state);
  const progress = useLoadingProgress(view.isBusy);
  // The search's link to a task opens its panel once the board is there.
  useLinkedItem(TASK_PARAM, view.status === 'ready', (taskId) =>
    send({ type: 'task.open', taskId }),
  );

  return {
    businessName,
    ...taskBoardViewProps(view),
    isLoading: progress.visible,
    loadingProgress: progress.value,
    onDismissToast: () => send({ type: 'toast.dismiss' }),
    onDragStart: (taskId) => send({ type: 'card.dragStart', taskId }),
    onDragCancel: () => send({ type: 'card.dragCancel' }),
    onDrop: (drop) => send({ type: 'card.drop', ...drop }),
    onOpenTask: (taskId) => send({ type: 'task.open', taskId }),
    onClosePanel: () => send({ type: 'panel.close' }),
    onSaveTask: (changes) => send({ type: 'task.save', ...changes }),
    onSetTaskStatus: (taskId, status) => send({ type: 'task.setStatus', taskId, status }),
    onDismissNewTaskError: () => send({ type: 'newTask.close' }),
    onCreateTask: (draft) => send({ type: 'task.create', ...draft }),
    onDeleteTask: (taskId) => send({ type: 'task.delete', taskId }),
    onRetry: () => send({ type: 'board.refresh' }),
    onShowMine: (mine) => send({ type: 'board.showMine', mine }),
    onSortByDue: (byDue) => send({ type: 'board.sortByDue', byDue }),
  };
}
