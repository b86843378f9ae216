import type { LoadStatus } from '../model/status';
import type { AdminBusinessesSnapshot } from './admin-businesses.machine';
import type {
  AdminBusinessesContext,
  AdminBusinessesToast,
  JoinRequest,
  WaitingCompany,
} from './admin-businesses.types';
import type { CompanyHealth } from './business-health';
import {
  companyRows,
  countDreStatuses,
  selectRows,
  type AdminCompany,
  type CompanyCounters,
  type CompanyFilter,
  type CompanyRow,
  type CompanySort,
  type CompanyView,
  type DreStatus,
} from './company-list-rules';

/** One card of the grid. */
export type CompanyCard = {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
  readonly niche: string | null;
  readonly dre: DreStatus;
  /** The health badge; null when the server sent no health facts. */
  readonly health: CompanyHealth | null;
};

/** A waiting registration as the pending view lists it. */
export type WaitingCard = {
  readonly id: string;
  readonly name: string;
  readonly niche: string | null;
  readonly website: string | null;
  /** The registrant's name; null shows the product's 'User not found'. */
  readonly registrant: { readonly name: string; readonly email: string } | null;
  /** The team e-mails the registrant typed (docs/product.md `emails`, the registrant's own among them). */
  readonly teamEmails: readonly string[];
  readonly createdAt: string | null;
};

export type PendingList<T> = {
  /** `loading` also before the first load (the pending view asks on opening). */
  readonly status: LoadStatus;
  readonly items: readonly T[];
  readonly error: string | null;
};

export type AdminBusinessesView = {
  /** The active companies: loading, failed (with its retry) or ready. */
  status: LoadStatus;
  error: string | null;
  /** A refresh is on its way (the grid stays). */
  isRefreshing: boolean;
  /** Admin: New Company, the card menus, 'Aprovar' / 'Recusar'. */
  canManage: boolean;
  view: CompanyView;
  search: string;
  filter: CompanyFilter;
  sort: CompanySort;
  /** Over every active company, whatever the search and the filter. */
  counters: CompanyCounters;
  /**
   * 'Aguardando aprovação': what the pending view lists (waiting companies and join requests),
   * counted apart from the DRE counters; null while either list loads or when one failed.
   */
  waitingApprovals: number | null;
  /** The grid: filtered, searched, sorted. */
  companies: readonly CompanyCard[];
  /** Ready with cards to show: 'none'; no company at all; or none matching the search/filter. */
  empty: 'none' | 'noCompanies' | 'noMatch';
  /** The company whose Access Company is being recorded. */
  accessingId: string | null;
  pending: {
    waiting: PendingList<WaitingCard>;
    joinRequests: PendingList<JoinRequest>;
    /** Both lists loaded and empty: the product's 'No pending businesses'. */
    isEmpty: boolean;
    /** The waiting company 'Recusar' asks about (the confirmation), or null. */
    rejecting: { readonly id: string; readonly name: string; readonly busy: boolean } | null;
    /** The join request being answered. */
    decidingUserId: string | null;
  };
  toast: AdminBusinessesToast | null;
};

// The rows (DRE status, search key, health) are computed once per loaded list, not on every
// keystroke: 2,000 companies read each one's dates in São Paulo's calendar.
const rowsCache = new WeakMap<readonly AdminCompany[], { today: number; rows: CompanyRow[] }>();
function rowsOf(context: AdminBusinessesContext): CompanyRow[] {
  const today = context.today.getTime();
  const cached = rowsCache.get(context.companies);
  if (cached && cached.today === today) return cached.rows;
  const rows = companyRows(context.companies, context.today);
  rowsCache.set(context.companies, { today, rows });
  return rows;
}

// The same card object while its company is the same, so a card the screen memoises stays put.
const cardCache = new WeakMap<CompanyRow, CompanyCard>();
function toCard(row: CompanyRow): CompanyCard {
  const cached = cardCache.get(row);
  if (cached) return cached;
  const { company, dre, health } = row;
  const card = {
    id: company.id,
    name: company.name,
    logo: company.logo,
    niche: company.niche,
    dre,
    health,
  };
  cardCache.set(row, card);
  return card;
}

const toWaitingCard = (item: WaitingCompany): WaitingCard => ({
  id: item.id,
  name: item.name,
  niche: item.niche ?? null,
  website: item.website ?? null,
  registrant: item.registrant ? { name: item.registrant.name, email: item.registrant.email } : null,
  teamEmails: item.emails ?? [],
  createdAt: item.created_at ?? null,
});

function listStatus(snapshot: AdminBusinessesSnapshot, region: 'waiting' | 'joinRequests') {
  if (snapshot.matches({ [region]: 'failure' })) return 'failure' as const;
  if (snapshot.matches({ [region]: 'ready' })) return 'ready' as const;
  return 'loading' as const;
}

/**
 * What the Companies screen reads from the machine: a running actor's snapshot in the app, an
 * `adminBusinessesMachine.resolveState({ value, context })` in stories.
 */
export function selectAdminBusinessesView(snapshot: AdminBusinessesSnapshot): AdminBusinessesView {
  const { context } = snapshot;
  const status: LoadStatus = snapshot.matches({ companies: 'loading' })
    ? 'loading'
    : snapshot.matches({ companies: 'failure' })
      ? 'failure'
      : 'ready';
  const rows = status === 'ready' ? rowsOf(context) : [];
  const shown = selectRows(rows, context);
  const waitingStatus = listStatus(snapshot, 'waiting');
  const joinStatus = listStatus(snapshot, 'joinRequests');
  const rejected = context.waiting.find((item) => item.id === context.rejectId);
  return {
    status,
    error: context.error,
    isRefreshing: snapshot.matches({ companies: { ready: 'refreshing' } }),
    canManage: context.canManage,
    view: context.view,
    search: context.search,
    filter: context.filter,
    sort: context.sort,
    counters: countDreStatuses(rows.map((row) => row.dre)),
    waitingApprovals:
      waitingStatus === 'ready' && joinStatus === 'ready'
        ? context.waiting.length + context.joinRequests.length
        : null,
    companies: shown.map(toCard),
    empty:
      status !== 'ready' || shown.length > 0
        ? 'none'
        : rows.length === 0
          ? 'noCompanies'
          : 'noMatch',
    accessingId: context.accessing?.id ?? null,
    pending: {
      waiting: {
        status: waitingStatus,
        items: context.waiting.map(toWaitingCard),
        error: context.waitingError,
      },
      joinRequests: {
        status: joinStatus,
        items: context.joinRequests,
        error: context.joinRequestsError,
      },
      isEmpty:
        waitingStatus === 'ready' &&
        joinStatus === 'ready' &&
        context.waiting.length === 0 &&
        context.joinRequests.length === 0,
      rejecting:
        rejected && context.rejectId !== null
          ? {
              id: rejected.id,
              name: rejected.name,
              busy: snapshot.matches({ decision: 'rejecting' }),
            }
          : null,
      decidingUserId: context.joinDecision?.userId ?? null,
    },
    toast: context.toast,
  };
}
