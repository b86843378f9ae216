// Links into one company's pages from outside its workspace (the AI chat's answers cite the
// company, meeting, report or board they read): `/admin/view/{businessId}/{page}` enters spy mode
// on that company (admin or council, if they may see it) and opens `/dashboard/business/{page}`.

/** Where such links live (the portal's route is `${COMPANY_VIEW_PREFIX}/:businessId/*`). */
export const COMPANY_VIEW_PREFIX = '/admin/view';

const DASHBOARD = '/dashboard/business';

/** A company page a link may open: a list, or one meeting or report by id. */
export type CompanyPageRef =
  | { page: 'meetings' | 'tasks' | 'reports' | 'documents' | 'info' }
  | { page: 'meetings' | 'reports'; id: string };

/** The address of a company page from outside: `/admin/view/{businessId}/meetings/{id}`. */
export function companyViewPath(businessId: string, ref: CompanyPageRef): string {
  const id = 'id' in ref ? `/${encodeURIComponent(ref.id)}` : '';
  return `${COMPANY_VIEW_PREFIX}/${encodeURIComponent(businessId)}/${ref.page}${id}`;
}

// Pages with an id, and pages without; anything else opens the meetings list (the landing).
const WITH_ID = /^(meetings|reports)\/([^/?#]+)\/?$/;
const LISTS = /^(meetings|tasks|reports|documents|info)\/?$/;

/**
 * The dashboard address of what follows `/admin/view/{businessId}/`: `meetings/m1` gives
 * `/dashboard/business/meetings/m1`; nothing or an unknown page gives the meetings list.
 */
export function companyPagePath(rest: string): string {
  const path = rest.replace(/^\/+/, '');
  const withId = WITH_ID.exec(path);
  if (withId) return `${DASHBOARD}/${withId[1]}/${withId[2]}`;
  const list = LISTS.exec(path);
  return `${DASHBOARD}/${list ? list[1] : 'meetings'}`;
}
