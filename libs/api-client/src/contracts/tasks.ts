import { z } from 'zod';
import { tasksActionBodies, tasksActionReplies, tasksActions } from '../schemas/tasks';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const tasksHeadersSchema = z.object({ action: z.enum(tasksActions) });

export const createTasksContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      tasks: {
        method: 'POST',
        path: '/tasks',
        summary:
          'Task board of the current business: getAll, create, update, delete, updateOrder, people',
        description: 'The `action` header chooses the operation; every body is JSON.',
        headers: tasksHeadersSchema,
        // create and update share one shape, so one member stands for both.
        body: z.union([
          tasksActionBodies.getAll,
          tasksActionBodies.create,
          tasksActionBodies.delete,
          tasksActionBodies.updateOrder,
        ]),
        responses: {
          200: z.union([
            tasksActionReplies.getAll,
            tasksActionReplies.create,
            tasksActionReplies.people,
          ]),
        },
        metadata: meta({
          session: 'business',
          actionIn: 'header',
          actionBodies: tasksActionBodies,
          // updateOrder names every task, descriptions left out: room for a 5,000-task board.
          maxJsonBytes: 2 * 1024 * 1024,
          sessions: {
            getAll: 'keeps',
            create: 'keeps',
            update: 'keeps',
            delete: 'keeps',
            updateOrder: 'keeps',
            people: 'keeps',
          },
          audit: {
            getAll: 'reads',
            create: 'writes',
            update: 'writes',
            delete: 'writes',
            updateOrder: 'writes',
            people: 'reads',
          },
        }),
      },
    },
    routerOptions(prefix),
  );
