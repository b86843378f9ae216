import { COMPANY_ERASE_NAME_MISMATCH, confirmsCompanyName } from '@portal/domain';
import type { Database } from '../db';
import {
  deleteBusinessRow,
  documentFileKeysOf,
  lockBusinessForDelete,
} from '../repositories/admin-businesses';
import type { BusinessRow } from '../repositories/businesses';
import { onlyCompanyOf } from '../repositories/business-people';
import {
  deleteChatMessagesAbout,
  deleteMailAbout,
  deleteNotificationsAbout,
  keepSpyModeEntriesOf,
  meetingAndTaskIdsOf,
} from '../repositories/company-erasure';
import { requireAdmin } from '../auth/authorize';
import { throttleKey } from '../auth/login-throttle';
import type { Principal } from '../auth/principal';
import { removeFiles } from './business-logo';
import type { ServiceDeps } from './deps';
import { invalid, MESSAGES, notFound } from './errors';
import { endTokens } from './tokens';

// A company removed with everything it holds (LGPD: its data in its own hands). Its rows go in one
// transaction under its lock: meetings with their transcripts and added tasks, tasks with their
// reminders, documents, monthly reports with their versions, team e-mails, spy-mode entries,
// links to people, ingestion keys and report reminders cascade from the company's row; what
// names it from outside (the bell's notifications, pending e-mails, the AI chat's questions and
// answers about it) is found and deleted beside it (repositories/company-erasure.ts). Its stored
// files (the logo, uploaded documents) go after the commit, so a failed file delete never brings
// a row back: it is logged, and the hourly sweep of files no row names takes the file later
// (housekeeping/orphan-files.ts). Its people are persons, not its data: they keep their accounts,
// unlinked, and those it was the only company of have their sessions ended. The audit log keeps
// its entries about the company, the erasure's own among them (http/audit.ts), and takes in its
// spy-mode entries: a record of what was done to and in it, kept AUDIT_LOG_RETENTION_DAYS.

export type RemovedCompany = { row: BusinessRow; files: (string | null)[] };

/** Removes the locked company `row` and all it holds; answers its stored files. */
async function removeCompany(
  tx: Database,
  deps: ServiceDeps,
  row: BusinessRow,
): Promise<RemovedCompany> {
  const files = [row.logo, ...(await documentFileKeysOf(tx, row.id))];
  const stranded = await onlyCompanyOf(tx, row.id);
  const { meetingIds, taskIds } = await meetingAndTaskIdsOf(tx, row.id);
  await deleteNotificationsAbout(tx, { businessId: row.id, meetingIds, taskIds });
  await deleteChatMessagesAbout(tx, { businessId: row.id, name: row.name });
  await deleteMailAbout(tx, { businessId: row.id, name: row.name });
  await keepSpyModeEntriesOf(tx, { businessId: row.id, name: row.name });
  await deleteBusinessRow(tx, row.id);
  for (const id of stranded) await endTokens(deps, { kind: 'user', id }, tx);
  return { row, files };
}

/** The company `businessId`, locked and removed with all it holds, in the caller's transaction. */
export async function deleteCompany(
  tx: Database,
  deps: ServiceDeps,
  businessId: string,
): Promise<RemovedCompany> {
  const row = await lockBusinessForDelete(tx, businessId);
  if (!row) throw notFound(MESSAGES.businessNotFound);
  return removeCompany(tx, deps, row);
}

/**
 * After the commit: the company's stored files, and the sign-in counters of its business
 * account's code. A failure is logged; the rows stay gone.
 */
export async function afterCompanyRemoved(deps: ServiceDeps, removed: RemovedCompany) {
  await removeFiles(deps, removed.files);
  const code = removed.row.accessCode;
  if (code)
    await deps.throttle.clearAccount(throttleKey('business', code)).catch((error: unknown) => {
      deps.logger.error(`[empresas] contadores de login não removidos: ${code}`, error);
    });
}

/**
 * The admin erases the company and everything it holds, given its name exactly as typed in the
 * confirmation: a name that is not the company's erases nothing.
 */
export async function eraseBusiness(
  deps: ServiceDeps,
  principal: Principal,
  input: { businessId: string; name: string },
): Promise<[{ status: 'success' }]> {
  requireAdmin(principal);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await lockBusinessForDelete(tx, input.businessId);
    if (!row) throw notFound(MESSAGES.businessNotFound);
    if (!confirmsCompanyName(input.name, row.name)) throw invalid(COMPANY_ERASE_NAME_MISMATCH);
    return removeCompany(tx, deps, row);
  });
  await afterCompanyRemoved(deps, removed);
  return [{ status: 'success' }];
}
