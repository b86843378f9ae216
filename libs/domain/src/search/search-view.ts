import { formatDocumentDate } from '../format/format';
import { searchEmpty } from '../messages/search';
import { formatMinutes } from '../meeting/transcript-search';
import { TASK_STATUS_LABELS } from '../model/workspace';
import type { LoadStatus } from '../model/status';
import { routes, type CompanyPageRef } from '../routes';
import { flatResults, type SearchSnapshot } from './search.machine';
import { validateSearchQuery } from './search-rules';
import type { SearchPieces, SearchResult, SearchResultKind, SearchScope } from './search.types';

/** One result as the list draws it. */
export type SearchResultItem = {
  /** Its place in the keyboard's order. */
  readonly index: number;
  readonly active: boolean;
  readonly kind: SearchResultKind;
  readonly title: SearchPieces;
  readonly snippet: SearchPieces;
  /** The facts under the title, in order (company, date, speaker and minute, column, folder). */
  readonly details: readonly string[];
  /** Where choosing it goes (a portal address). */
  readonly href: string;
};

export type SearchGroupItem = {
  readonly kind: SearchResultKind;
  readonly results: readonly SearchResultItem[];
  readonly more: boolean;
};

export type SearchView = {
  readonly open: boolean;
  readonly scope: SearchScope;
  readonly query: string;
  /** 'idle': nothing asked (an empty box, or `hint` says why not). */
  readonly status: 'idle' | LoadStatus;
  /** Why the query is not asked yet (too short, too long); null for an empty box. */
  readonly hint: string | null;
  readonly groups: readonly SearchGroupItem[];
  /** 'Nenhum resultado para “…”' when ready without results; null otherwise. */
  readonly emptyText: string | null;
  readonly error: string | null;
  /** The index of the active result, for aria-activedescendant; null when there is none. */
  readonly activeIndex: number | null;
};

/** The page a result opens, in its company's workspace. */
function pageOf(result: SearchResult): CompanyPageRef {
  switch (result.kind) {
    case 'meeting':
      return { page: 'meetings', id: result.meetingId };
    case 'transcript':
      return { page: 'meetings', id: result.meetingId, line: result.line };
    case 'task':
      return { page: 'tasks', task: result.taskId };
    case 'document':
      // The folder it opens in, by name as the library names folders; the root: the library.
      return result.folder
        ? { page: 'documents', folder: result.folder.name }
        : { page: 'documents' };
    case 'company':
      return { page: 'info' };
  }
}

/**
 * Where a result goes: in the current company, its page; across companies, the same page
 * entered in spy mode (`/admin/view/...`), as the assistant's links do.
 */
export function searchResultHref(result: SearchResult, scope: SearchScope): string {
  const ref = pageOf(result);
  if (scope === 'companies') return routes.companyView(result.businessId, ref);
  if ('line' in ref) return routes.meetingLine(ref.id, ref.line);
  if ('task' in ref) return routes.task(ref.task);
  if ('folder' in ref) return routes.documentsFolder(ref.folder);
  if ('id' in ref) return routes.meeting(ref.id);
  return routes[ref.page];
}

function detailsOf(result: SearchResult, scope: SearchScope): string[] {
  const company = scope === 'companies' && result.kind !== 'company' ? [result.businessName] : [];
  switch (result.kind) {
    case 'meeting':
      return [...company, formatDocumentDate(result.date)];
    case 'transcript':
      return [...company, `${result.speaker} · ${formatMinutes(result.minutes)} min`];
    case 'task':
      return [...company, TASK_STATUS_LABELS[result.status]];
    case 'document':
      return [
        ...company,
        ...(result.folder && result.documentType !== 'folder' ? [result.folder.name] : []),
      ];
    case 'company':
      return [];
  }
}

export function selectSearchView(snapshot: SearchSnapshot): SearchView {
  const { context } = snapshot;
  const status: SearchView['status'] =
    snapshot.matches({ open: 'waiting' }) || snapshot.matches({ open: 'loading' })
      ? 'loading'
      : snapshot.matches({ open: 'ready' }) || snapshot.matches({ open: 'empty' })
        ? 'ready'
        : snapshot.matches({ open: 'failure' })
          ? 'failure'
          : 'idle';
  const all = flatResults(context.groups);
  let index = 0;
  const groups = status === 'ready' ? context.groups : [];
  return {
    open: snapshot.matches('open'),
    scope: context.scope,
    query: context.query,
    status,
    hint: context.query.trim() === '' ? null : (validateSearchQuery(context.query) ?? null),
    groups: groups.map((group) => ({
      kind: group.kind,
      more: group.more,
      results: group.hits.map((result) => {
        const at = index++;
        return {
          index: at,
          active: at === context.active,
          kind: result.kind,
          title: result.title,
          snippet: result.snippet,
          details: detailsOf(result, context.scope),
          href: searchResultHref(result, context.scope),
        };
      }),
    })),
    emptyText: snapshot.matches({ open: 'empty' }) ? searchEmpty(context.asked) : null,
    error: status === 'failure' ? context.error : null,
    activeIndex: status === 'ready' && all.length > 0 ? context.active : null,
  };
}
