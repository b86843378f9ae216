// The admin Companies machine's public types: what its actors take and give, what it holds, and
// the events it answers. The machine itself is `admin-businesses.machine.ts`.
import type { Role, SessionRole, StoredBusiness } from '../model/session';
import type { AdminCompany, CompanyFilter, CompanySort, CompanyView } from './company-list-rules';

/** The person who registered a waiting company (null on the wire when that person is gone). */
export type Registrant = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone_number: string | null;
};

/**
 * A registration waiting for approval (the api-client's listed waiting business): its own fields
 * prefill the create form on 'Aprovar'.
 */
export type WaitingCompany = {
  readonly id: string;
  readonly name: string;
  readonly niche?: string | null;
  readonly website?: string | null;
  readonly knowledge_base?: string | null;
  readonly meta_faturamento?: number | null;
  readonly username_instagram?: string | null;
  readonly created_at?: string;
  readonly emails?: readonly string[];
  /** Null or absent: the product's 'User not found'. */
  readonly registrant?: Registrant | null;
};

/** A person waiting to join an active company they picked at registration. */
export type JoinRequest = Registrant & {
  readonly created_at: string;
  readonly business: { readonly id: string; readonly name: string };
};

export type JoinDecision = 'approve' | 'refuse';

/** `force: true` (a retry, a refresh) skips the client's 5-minute cache. */
export type LoadCompaniesInput = { force: boolean };
export type LoadCompaniesOutput = readonly AdminCompany[];
export type LoadWaitingOutput = readonly WaitingCompany[];
export type LoadJoinRequestsOutput = readonly JoinRequest[];
export type RejectBusinessInput = { businessId: string };
export type DecideJoinInput = { userId: string; decision: JoinDecision };
export type RecordAccessInput = { businessId: string };

/** The screen's one toast (3 s). */
export type AdminBusinessesToast = { tone: 'success' | 'error'; text: string };

export type AdminBusinessesMachineInput = {
  /** The signed-in person's role: only the admin manages (docs/product.md, Roles). */
  role: SessionRole | Role | null;
  /** Today: the DRE status and the health badge (São Paulo's calendar). */
  today?: Date;
};

export type AdminBusinessesContext = {
  today: Date;
  /** Admin: New Company, card menus, 'Aprovar' and 'Recusar'. Council reads only. */
  canManage: boolean;
  companies: readonly AdminCompany[];
  /** The companies did not load (state `failure`). */
  error: string | null;
  search: string;
  filter: CompanyFilter;
  sort: CompanySort;
  view: CompanyView;
  waiting: readonly WaitingCompany[];
  waitingError: string | null;
  joinRequests: readonly JoinRequest[];
  joinRequestsError: string | null;
  /** The waiting company 'Recusar' asks about, then rejects. */
  rejectId: string | null;
  /** The join request being decided. */
  joinDecision: DecideJoinInput | null;
  /** The company whose entry is being recorded before spy mode starts (its name kept for it). */
  accessing: StoredBusiness | null;
  toast: AdminBusinessesToast | null;
};

/** The screen as the machine starts without input: nothing loaded, every company shown by name. */
export const initialAdminBusinessesContext: AdminBusinessesContext = {
  today: new Date(0),
  canManage: false,
  companies: [],
  error: null,
  search: '',
  filter: 'all',
  sort: 'name',
  view: 'active',
  waiting: [],
  waitingError: null,
  joinRequests: [],
  joinRequestsError: null,
  rejectId: null,
  joinDecision: null,
  accessing: null,
  toast: null,
};

export type AdminBusinessesEvent =
  /** The error box's retry, a refresh, or the list changed elsewhere (a modal saved). */
  | { type: 'companies.refresh' }
  | { type: 'search.change'; query: string }
  | { type: 'filter.change'; filter: CompanyFilter }
  | { type: 'sort.change'; sort: CompanySort }
  /** The active / pending toggle; the pending view loads its two lists each time it opens. */
  | { type: 'view.change'; view: CompanyView }
  /** The card's body: the business detail modal. */
  | { type: 'company.open'; id: string }
  /** Admin's card menu. */
  | { type: 'company.edit'; id: string }
  | { type: 'company.delete'; id: string }
  /** Admin's 'New Company'. */
  | { type: 'company.create' }
  /** 'Access Company': the entry is recorded, then spy mode starts. */
  | { type: 'company.access'; id: string }
  /** The pending view's retries, or its lists changed elsewhere (an approval saved). */
  | { type: 'pending.refresh' }
  /** 'Aprovar' on a waiting company: the create form, prefilled. */
  | { type: 'waiting.approve'; id: string }
  /** 'Recusar' on a waiting company: a confirmation first. */
  | { type: 'waiting.reject'; id: string }
  | { type: 'reject.confirm' }
  | { type: 'reject.cancel' }
  | { type: 'join.approve'; userId: string }
  | { type: 'join.refuse'; userId: string }
  /** A toast from the screen's modals (created, deleted, ...), shown like the screen's own. */
  | { type: 'notice.show'; toast: AdminBusinessesToast }
  | { type: 'toast.dismiss' }
  /** Raised by the machine itself whenever it has something to say. */
  | { type: 'toast.show'; toast: AdminBusinessesToast };
