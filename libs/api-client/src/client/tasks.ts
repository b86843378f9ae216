import type { z } from 'zod';
import type { Cache, CacheGetOptions } from '../cache';
import { apiMessages } from '../messages';
import { success, type ApiResult } from '../result';
import { tasksActionBodies, tasksActionReplies, type ReceivedTask } from '../schemas/tasks';
import type { ActionOf, WithoutSession } from '../transport';
import type { BusinessKey, Call, ListCache, Routes } from './shared';

type TasksAction = ActionOf<Routes<'tasks'>['tasks']>;
type TasksBody<A extends TasksAction> = WithoutSession<
  z.input<(typeof tasksActionBodies)[A]>,
  'business'
>;

/** A task as create and update send it (status as its label). */
export type TaskInput = TasksBody<'create'>['task'];

export const createTasksClient = (deps: {
  call: Call;
  routes: Routes<'tasks'>;
  cache: ListCache<ReceivedTask>;
  businessKey: BusinessKey;
  /** An opened meeting's 'Plano de ação' shows its tasks as they are: a change drops it. */
  openedMeetings?: Pick<Cache<unknown>, 'invalidateAll'>;
}) => {
  const { call, routes, cache, businessKey, openedMeetings } = deps;

  const change = async <A extends Exclude<TasksAction, 'getAll'>, T>(
    action: A,
    body: TasksBody<A>,
    reply: z.ZodType<T, z.ZodTypeDef, unknown>,
    failureMessage: string,
  ): Promise<ApiResult<T>> => {
    const result = await call({ route: routes.tasks, action, body, reply, failureMessage });
    // The board reads the list again after each change, unless the call failed.
    if (result.ok) {
      cache.invalidate(businessKey());
      openedMeetings?.invalidateAll();
    }
    return result;
  };

  return {
    /** Cached 5 minutes per business; an object with status success means no tasks. */
    getAll(options?: CacheGetOptions): Promise<ApiResult<ReceivedTask[]>> {
      return cache.get(
        businessKey(),
        async () => {
          const result = await call({
            route: routes.tasks,
            action: 'getAll',
            reply: tasksActionReplies.getAll,
            failureMessage: apiMessages.tasksLoad,
          });
          if (!result.ok) return result;
          return success(Array.isArray(result.data) ? result.data : []);
        },
        options,
      );
    },
    create: (task: TaskInput) =>
      change('create', { task }, tasksActionReplies.create, apiMessages.taskCreate),
    update: (task: TasksBody<'update'>['task']) =>
      change('update', { task }, tasksActionReplies.update, apiMessages.taskUpdate),
    /** Who a task of the business may be given to ('Responsável'). */
    people: () =>
      call({
        route: routes.tasks,
        action: 'people',
        reply: tasksActionReplies.people,
        failureMessage: apiMessages.taskPeople,
      }),
    delete: (taskId: TasksBody<'delete'>['taskId']) =>
      change('delete', { taskId }, tasksActionReplies.delete, apiMessages.taskDelete),
    /**
     * Takes the board's whole tasks and sends each without its description (`task`): a
     * deliberate narrowing of the whole-task payload. The server only reads id and status for a
     * reorder, and whole descriptions would push a board of long ones past the /tasks body
     * limit (413).
     */
    updateOrder: (list: readonly TaskInput[]) =>
      change(
        'updateOrder',
        { tasks: list.map(({ task: _description, ...rest }) => rest) },
        tasksActionReplies.updateOrder,
        apiMessages.tasksReorder,
      ),
  };
};
