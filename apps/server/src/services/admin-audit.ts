import type { AuditFiltersReply, AuditListReply, adminAuditActionBodies } from '@portal/api-client';
import { AUDIT_LOG_PAGE_SIZE, AUDIT_SECURITY_KINDS, saoPauloInstant } from '@portal/domain';
import type { z } from 'zod';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { NewAuditLogRow, SecurityEventKind } from '../db/schema';
import {
  auditFilterOptions,
  currentNamesOf,
  insertAuditEntry,
  listAuditEntries,
  type AuditEntryRow,
} from '../repositories/audit-log';
import type { ServiceDeps } from './deps';

// The audit log screen (admin only): a page of what admins and council did, their spy-mode
// entries and every change of a person's second factor, newest first (repositories/audit-log.ts).

export type AuditListInput = Omit<z.output<typeof adminAuditActionBodies.list>, 'jwt' | 'authType'>;

/** The instant São Paulo's day 'YYYY-MM-DD' begins (`next`: the day after it begins). */
const dayStart = (day: string, next = false): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return saoPauloInstant(year, month, date + (next ? 1 : 0));
};

const named = (id: string | null, name: string | null) => (name === null ? null : { id, name });

const entryOf = (row: AuditEntryRow): AuditListReply['entries'][number] => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind,
  actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
  business: named(row.businessId, row.businessName),
  person: named(row.userId, row.userName),
  address: row.address,
});

/** One page for the filters, newest first; `hasMore` when older entries follow. */
/**
 * The security events the log reads are every kind their table takes: a kind added to the table
 * and not to the domain's list would be recorded and never shown, so the compiler refuses it.
 */
type UnshownSecurityKind = Exclude<SecurityEventKind, (typeof AUDIT_SECURITY_KINDS)[number]>;
const everySecurityKindShown: [UnshownSecurityKind] extends [never] ? true : UnshownSecurityKind =
  true;
void everySecurityKindShown;

export async function listAuditLog(
  deps: ServiceDeps,
  principal: Principal,
  input: AuditListInput,
): Promise<AuditListReply> {
  requireAdmin(principal);
  const page = input.page ?? 1;
  const rows = await listAuditEntries(deps.db, {
    actorId: input.actorId,
    businessId: input.businessId,
    kind: input.kind,
    securityKinds: AUDIT_SECURITY_KINDS,
    from: input.from ? dayStart(input.from) : undefined,
    before: input.to ? dayStart(input.to, true) : undefined,
    // One more than a page says whether another follows.
    limit: AUDIT_LOG_PAGE_SIZE + 1,
    offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
  });
  return {
    entries: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map(entryOf),
    page,
    hasMore: rows.length > AUDIT_LOG_PAGE_SIZE,
  };
}

/** The people who acted and the companies acted on, each once, by name. */
export async function auditLogFilters(
  deps: ServiceDeps,
  principal: Principal,
): Promise<AuditFiltersReply> {
  requireAdmin(principal);
  return auditFilterOptions(deps.db);
}

/** The names a company and a person have now, for those of the ids that name one. */
export const namesForAudit = (
  deps: ServiceDeps,
  ids: { businessId: string | null; userId: string | null },
) => currentNamesOf(deps.db, ids);

/** Writes one entry of the log (http/audit.ts decides which calls make one). */
export const recordAuditEntry = (deps: ServiceDeps, entry: NewAuditLogRow) =>
  insertAuditEntry(deps.db, entry);
