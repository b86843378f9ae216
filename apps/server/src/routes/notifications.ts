import { notificationsActionBodies, type PortalContract } from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import { requirePrincipal } from '../auth/authorize';
import type { ServiceDeps } from '../services/deps';
import { listNotifications, markRead } from '../services/notifications';

export const notificationsRoutes = (deps: ServiceDeps, contract: PortalContract['notifications']) =>
  t.router(contract, {
    notifications: async ({ headers, body }, { request }) => {
      const principal = requirePrincipal(stateOf(request).principal);
      switch (headers.action) {
        case 'list':
          parse(notificationsActionBodies.list, body);
          return { status: 200, body: await listNotifications(deps.db, principal) };
        case 'read': {
          const { id } = parse(notificationsActionBodies.read, body);
          return {
            status: 200,
            body: await markRead(deps.db, principal, { id }, deps.clock.now()),
          };
        }
        case 'readAll':
          parse(notificationsActionBodies.readAll, body);
          return { status: 200, body: await markRead(deps.db, principal, 'all', deps.clock.now()) };
      }
    },
  });
