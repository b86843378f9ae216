// Links into one company's pages from outside its workspace (the AI chat's answers cite the
// company, meeting, report or board they read, see `routes.companyView`) open
// `/dashboard/business/{page}` once spy mode is on that company.
import { FOLDER_PARAM, MEETING_LINE_PARAM, TASK_PARAM, routes } from '../routes';

// Pages with an id, and pages without; anything else opens the meetings list (the landing).
const WITH_ID = /^(meetings|reports)\/([^/?#]+)\/?$/;
const LISTS = /^(meetings|tasks|reports|documents|info)\/?$/;

/** The one query parameter each list may keep from a link (the search's): a task, a folder. */
const LIST_PARAMS: Record<string, string> = { tasks: TASK_PARAM, documents: FOLDER_PARAM };
/** A task's id or a folder's name (the library names folders by their name): 200 characters at most. */
const LINKED_MAX = 200;

/**
 * The dashboard address of what follows `/admin/view/{businessId}/`: `meetings/m1` gives
 * `/dashboard/business/meetings/m1`; nothing or an unknown page gives the meetings list. `search`
 * (the link's query string) keeps only what the search's links carry: a meeting's transcript
 * line (`?linha=12`), the board's task (`?tarefa=`), the library's folder (`?pasta=`).
 */
export function companyPagePath(rest: string, search = ''): string {
  const path = rest.replace(/^\/+/, '');
  const withId = WITH_ID.exec(path);
  // The id is already in its address form (it came from one), so it is kept as it is.
  if (withId) {
    const line = withId[1] === 'meetings' ? transcriptLineOf(search) : null;
    const at = `${routes.business}/${withId[1]}/${withId[2]}`;
    return line === null ? at : `${at}?${MEETING_LINE_PARAM}=${line}`;
  }
  const list = LISTS.exec(path);
  const page = list ? list[1]! : 'meetings';
  const param = LIST_PARAMS[page];
  const id = param ? linkedIdOf(search, param) : null;
  const kept = param && id ? `?${new URLSearchParams({ [param]: id })}` : '';
  return `${routes.business}/${page}${kept}`;
}

/** The item a list's address names in `param` (`?tarefa=…`, `?pasta=…`), or null. */
export function linkedIdOf(search: string, param: string): string | null {
  const id = new URLSearchParams(search).get(param);
  return id !== null && id !== '' && id.length <= LINKED_MAX ? id : null;
}

/** The transcript line a meeting's address names (`?linha=12`), or null when none or not a line. */
export function transcriptLineOf(search: string): number | null {
  const value = new URLSearchParams(search).get(MEETING_LINE_PARAM);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}
