// The audit log machine's public types: what its actors take and give, what it holds, and the
// events it answers. The machine itself is `audit-log.machine.ts`.

/** The role the person had when they acted; null where the record does not say (security events). */
export type AuditActorRole = 'admin' | 'council' | 'user';

/** One entry of the log: who did what, to which company or person, when and from where. */
export type AuditEntry = {
  readonly id: string;
  /** The instant, ISO 8601. */
  readonly at: string;
  /** An AuditKind, or a kind a newer server knows (shown as it came). */
  readonly kind: string;
  /** Who acted; the id is null once the record lost it (a person deleted before the log kept ids). */
  readonly actor: {
    readonly id: string | null;
    readonly name: string;
    readonly role: AuditActorRole | null;
  };
  /** The company acted on, by its name then (kept after the company is erased). */
  readonly business: { readonly id: string | null; readonly name: string } | null;
  /** The person acted on (a person edited, a second factor reset), by their name then. */
  readonly person: { readonly id: string | null; readonly name: string } | null;
  /** The client's address as the server saw it; null where the record predates addresses. */
  readonly address: string | null;
};

/** The filters above the list; '' is "any". `from` and `to` are São Paulo days, 'YYYY-MM-DD'. */
export const AUDIT_FILTER_FIELDS = ['actorId', 'businessId', 'kind', 'from', 'to'] as const;
export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
export type AuditFilters = { readonly [F in AuditFilterField]: string };

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  actorId: '',
  businessId: '',
  kind: '',
  from: '',
  to: '',
};

/** A person or a company the log names, to pick in a filter. */
export type AuditOption = { readonly id: string; readonly name: string };

/** Whom the log names: the people who acted and the companies acted on, each once. */
export type AuditFilterOptions = {
  readonly actors: readonly AuditOption[];
  readonly companies: readonly AuditOption[];
};

export type LoadAuditLogInput = { readonly filters: AuditFilters; readonly page: number };
export type LoadAuditLogOutput = {
  readonly entries: readonly AuditEntry[];
  /** Older entries follow on the next page. */
  readonly hasMore: boolean;
};

export type AuditLogContext = {
  readonly filters: AuditFilters;
  /** 1 for the newest entries. */
  readonly page: number;
  readonly entries: readonly AuditEntry[];
  readonly hasMore: boolean;
  /** The list failed (state `failure`): its text. */
  readonly error: string | null;
  readonly options: AuditFilterOptions;
  /** The filters' lists failed: its text (the person and company filters are off meanwhile). */
  readonly optionsError: string | null;
};

export const initialAuditLogContext: AuditLogContext = {
  filters: EMPTY_AUDIT_FILTERS,
  page: 1,
  entries: [],
  hasMore: false,
  error: null,
  options: { actors: [], companies: [] },
  optionsError: null,
};

export type AuditLogEvent =
  /** A filter changed: the list starts again from its newest page. */
  | { type: 'filter.change'; field: AuditFilterField; value: string }
  /** 'Limpar filtros'. */
  | { type: 'filters.clear' }
  /** 'Mais antigos' / 'Mais recentes'. */
  | { type: 'page.next' }
  | { type: 'page.previous' }
  /** The error box's retry. */
  | { type: 'list.retry' }
  /** The filters' lists' retry. */
  | { type: 'options.retry' };
