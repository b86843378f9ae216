// Links into one company's pages from outside its workspace (the AI chat's answers cite the
// company, meeting, report or board they read, see `routes.companyView`) open
// `/dashboard/business/{page}` once spy mode is on that company.
import { routes } from '../routes';

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
  // The id is already in its address form (it came from one), so it is kept as it is.
  if (withId) return `${routes.business}/${withId[1]}/${withId[2]}`;
  const list = LISTS.exec(path);
  return `${routes.business}/${list ? list[1] : 'meetings'}`;
}
