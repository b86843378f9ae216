import { routes, type Role } from '@portal/domain';
import type { Database } from '../db';
import type { Logger } from '../logger';
import type { Outbox } from '../mail/outbox';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links';

/** What the task reminders and the weekly digest need (housekeeping/task-reminders.ts, weekly-digest.ts). */
export type TaskMailDeps = {
  db: Database;
  /** The outbox: messages are written to it in the claim's transaction, then sent by it. */
  outbox: Pick<Outbox, 'deliverDue'>;
  logger: Logger;
  /** The portal's base URL, without trailing slash. */
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
  /** From this hour (São Paulo) reminders and Monday's digest go out; REMINDER_HOUR when absent. */
  hour?: number;
};

/**
 * The board a person opens from an e-mail: a company's own people have one workspace (its
 * board); an admin or a council member opens the company through 'view as company'.
 */
export const boardLinkOf = (publicUrl: string, role: Role, businessId: string) =>
  publicUrl + (role === 'user' ? routes.tasks : routes.companyView(businessId, { page: 'tasks' }));
