import { formatAdminDate } from '../format/format';
import { ROLE_LABELS } from '../model/session';
import type { LoadStatus } from '../model/status';
import { AUDIT_KINDS, auditKindLabel, validateAuditRange } from './audit-log-rules';
import type { AuditLogSnapshot } from './audit-log.machine';
import type { AuditEntry, AuditFilters, AuditOption } from './audit-log.types';

/** The list's status: the load words, plus `idle` while the range cannot be asked for. */
export type AuditLogStatus = LoadStatus | 'idle';

/** One entry as the screen writes it. */
export type AuditEntryView = AuditEntry & {
  /** 'dd/MM/yyyy HH:mm', São Paulo. */
  readonly when: string;
  /** What the kind says ('Empresa editada'). */
  readonly kindLabel: string;
  /** The role's badge text ('Admin', 'Conselho', 'Usuário'), or null. */
  readonly roleLabel: string | null;
};

export type AuditLogView = {
  readonly status: AuditLogStatus;
  /** The list failed: its text, with a retry. */
  readonly error: string | null;
  /** A page is on its way (the `busy` tag). */
  readonly isBusy: boolean;
  readonly entries: readonly AuditEntryView[];
  readonly filters: AuditFilters;
  /** Why the range as typed is not asked for, and which end; null when it is. */
  readonly rangeError: { readonly field: 'from' | 'to'; readonly message: string } | null;
  /** Some filter is set ('Limpar filtros' does something). */
  readonly hasFilters: boolean;
  readonly page: number;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly options: {
    readonly status: LoadStatus;
    readonly error: string | null;
    readonly actors: readonly AuditOption[];
    readonly companies: readonly AuditOption[];
    readonly kinds: readonly { readonly value: string; readonly label: string }[];
  };
};

function statusOf(snapshot: AuditLogSnapshot): AuditLogStatus {
  if (snapshot.matches({ list: 'loading' })) return 'loading';
  if (snapshot.matches({ list: 'failure' })) return 'failure';
  if (snapshot.matches({ list: 'ready' })) return 'ready';
  return 'idle';
}

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: auditKindLabel(kind) }));

/** An entry as the screen writes it: its time, its kind and the role in words. */
export const auditEntryView = (entry: AuditEntry): AuditEntryView => ({
  ...entry,
  when: formatAdminDate(entry.at),
  kindLabel: auditKindLabel(entry.kind),
  roleLabel: entry.actor.role ? ROLE_LABELS[entry.actor.role] : null,
});

/**
 * What the audit log screen reads from the machine: a running actor's snapshot in the app, a
 * `auditLogMachine.resolveState({ value, context })` in stories.
 */
export function selectAuditLogView(snapshot: AuditLogSnapshot): AuditLogView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const ready = status === 'ready';
  return {
    status,
    error: status === 'failure' ? context.error : null,
    isBusy: snapshot.hasTag('busy'),
    entries: ready ? context.entries.map(auditEntryView) : [],
    filters: context.filters,
    rangeError: validateAuditRange(context.filters) ?? null,
    hasFilters: Object.values(context.filters).some((value) => value !== ''),
    page: context.page,
    canPrevious: ready && context.page > 1,
    canNext: ready && context.hasMore,
    options: {
      status: snapshot.matches({ options: 'ready' })
        ? 'ready'
        : snapshot.matches({ options: 'failure' })
          ? 'failure'
          : 'loading',
      error: snapshot.matches({ options: 'failure' }) ? context.optionsError : null,
      actors: context.options.actors,
      companies: context.options.companies,
      kinds: KIND_OPTIONS,
    },
  };
}
