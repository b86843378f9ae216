import { tasksActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import * as tasks from '../services/tasks';
import { parse } from '../http/parse';

export const tasksRoutes = (deps: ServiceDeps, contract: PortalContract['tasks']) =>
  t.router(contract, {
    tasks: async ({ headers, body }, { request }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'getAll': {
          const { business } = parse(tasksActionBodies.getAll, body);
          return { status: 200, body: await tasks.getTasks(deps, principal, business) };
        }
        case 'create': {
          const { business, task } = parse(tasksActionBodies.create, body);
          return { status: 200, body: await tasks.createTask(deps, principal, business, task) };
        }
        case 'update': {
          const { business, task } = parse(tasksActionBodies.update, body);
          return { status: 200, body: await tasks.updateTask(deps, principal, business, task) };
        }
        case 'delete': {
          const { business, taskId } = parse(tasksActionBodies.delete, body);
          return { status: 200, body: await tasks.deleteTask(deps, principal, business, taskId) };
        }
        case 'updateOrder': {
          const { business, tasks: list } = parse(tasksActionBodies.updateOrder, body);
          return { status: 200, body: await tasks.reorderTasks(deps, principal, business, list) };
        }
        case 'people': {
          const { business } = parse(tasksActionBodies.people, body);
          return { status: 200, body: await tasks.getTaskOwners(deps, principal, business) };
        }
      }
    },
  });
