import { AUDIT_DAY_INVALID, AUDIT_KIND_LABELS, AUDIT_RANGE_END_BEFORE_START } from '../messages';
import { isCalendarDay } from '../task-board/task-due';

// The audit log's rules, shared by its screen, the contract's schema and the server: which kinds
// of entry there are, and which date ranges may be asked for.

/** A kind of entry: a recorded action of the contract, or a record of its own table. */
export type AuditKind = keyof typeof AUDIT_KIND_LABELS;

/** Every kind, in the order the filter lists them. */
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as [AuditKind, ...AuditKind[]];

/**
 * The kinds whose entries the log reads from their own tables (a spy-mode entry from
 * business_accesses; from security_events a change of how a person signs in, or data taken out
 * of the portal).
 */
export const AUDIT_SPY_MODE_KIND = 'spy-mode' satisfies AuditKind;
export const AUDIT_SECURITY_KINDS = [
  'second-factor-enabled',
  'second-factor-disabled',
  'second-factor-reset',
  'recovery-code-used',
  'company-data-exported',
  'personal-data-exported',
  'account-erasure-requested',
  'account-erasure-withdrawn',
] as const satisfies readonly AuditKind[];

export const isAuditKind = (kind: string): kind is AuditKind =>
  Object.hasOwn(AUDIT_KIND_LABELS, kind);

/** What an entry's kind says; a kind this portal does not know (a newer server's) as it came. */
export const auditKindLabel = (kind: string): string =>
  isAuditKind(kind) ? AUDIT_KIND_LABELS[kind] : kind;

/** A range of São Paulo days, 'YYYY-MM-DD' each, '' for an open end. */
export type AuditDayRange = { readonly from: string; readonly to: string };

/** Why a range cannot be asked for, and which end is wrong; undefined when it can. */
export function validateAuditRange(
  range: AuditDayRange,
): { field: 'from' | 'to'; message: string } | undefined {
  if (range.from !== '' && !isCalendarDay(range.from))
    return { field: 'from', message: AUDIT_DAY_INVALID };
  if (range.to !== '' && !isCalendarDay(range.to))
    return { field: 'to', message: AUDIT_DAY_INVALID };
  if (range.from !== '' && range.to !== '' && range.to < range.from)
    return { field: 'to', message: AUDIT_RANGE_END_BEFORE_START };
  return undefined;
}
