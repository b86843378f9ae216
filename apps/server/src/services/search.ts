import type { SearchGroup, SearchHit, SearchReply } from '@portal/api-client';
import { SEARCH_RESULTS_PER_KIND, searchWords, validateSearchQuery } from '@portal/domain';
import { requireAdminOrCouncil, requireBusinessAccess } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { Database } from '../db';
import {
  searchCompanies,
  searchDocuments,
  searchMeetings,
  searchTasks,
  searchTranscriptLines,
  type SearchRequest,
  type SearchScope,
} from '../repositories/search';
import type { ServiceDeps } from './deps';
import { invalid } from './errors';
import { highlight } from './search-highlight';

// One query over a company's meetings, transcript lines, tasks, documents and its own page
// (docs/product.md, "Search"). Who sees what is the rest of the portal's rule: a company's
// people and business account their company, admin and council in spy mode the company viewed
// (searchCompany); across companies, the admin every active one and a council member the ones
// linked to them (searchAll).

/** The current company's search: anyone who may act on it. */
export async function searchCompany(
  deps: Pick<ServiceDeps, 'db'>,
  principal: Principal | null,
  businessId: string,
  query: string,
): Promise<SearchReply> {
  await requireBusinessAccess(deps.db, principal, businessId);
  return search(deps.db, { kind: 'company', businessId }, query);
}

/** The search across the companies an admin (all) or a council member (their own) oversees. */
export async function searchAll(
  deps: Pick<ServiceDeps, 'db'>,
  principal: Principal | null,
  query: string,
): Promise<SearchReply> {
  requireAdminOrCouncil(principal);
  const scope: SearchScope =
    principal?.kind === 'user' && principal.role === 'admin'
      ? { kind: 'all' }
      : { kind: 'linked', userId: principal!.id };
  return search(deps.db, scope, query);
}

async function search(db: Database, scope: SearchScope, query: string): Promise<SearchReply> {
  const refusal = validateSearchQuery(query);
  if (refusal) throw invalid(refusal);
  const words = searchWords(query);
  // One more than is shown of each kind says whether there are more.
  const request: SearchRequest = { scope, words, limit: SEARCH_RESULTS_PER_KIND + 1 };
  const marked = (text: string) => highlight(text, words);
  const plain = (text: string) => [{ text, hit: false }];
  // One after the other: a search holds one pooled connection, never five.
  const meetings = (await searchMeetings(db, request)).map((r): SearchHit => ({
    kind: 'meeting',
    businessId: r.businessId,
    businessName: r.businessName,
    meetingId: r.meetingId,
    date: r.date.toISOString(),
    title: marked(r.title),
    snippet: marked(r.text),
  }));
  const lines = (await searchTranscriptLines(db, request)).map((r): SearchHit => ({
    kind: 'transcript',
    businessId: r.businessId,
    businessName: r.businessName,
    meetingId: r.meetingId,
    date: r.date.toISOString(),
    title: plain(r.meetingTitle),
    snippet: marked(r.text),
    line: r.line,
    speaker: r.speaker,
    minutes: r.minutes,
  }));
  const tasks = (await searchTasks(db, request)).map((r): SearchHit => ({
    kind: 'task',
    businessId: r.businessId,
    businessName: r.businessName,
    taskId: r.taskId,
    status: r.status,
    title: marked(r.title),
    snippet: marked(r.text),
  }));
  const documents = (await searchDocuments(db, request)).map((r): SearchHit => ({
    kind: 'document',
    businessId: r.businessId,
    businessName: r.businessName,
    documentId: r.documentId,
    documentType: r.documentType,
    // The folder it opens in: its own for a folder (the library names folders by name).
    folder:
      r.documentType === 'folder'
        ? { id: r.documentId, name: r.name }
        : r.folderId && r.folderName
          ? { id: r.folderId, name: r.folderName }
          : null,
    title: marked(r.title),
    snippet: [],
  }));
  const companies = (await searchCompanies(db, request)).map((r): SearchHit => ({
    kind: 'company',
    businessId: r.businessId,
    businessName: r.businessName,
    title: marked(r.title),
    snippet: marked(r.text),
  }));
  const groups: SearchGroup[] = [];
  for (const [kind, hits] of [
    ['meeting', meetings],
    ['transcript', lines],
    ['task', tasks],
    ['document', documents],
    ['company', companies],
  ] as const) {
    if (hits.length === 0) continue;
    groups.push({
      kind,
      hits: hits.slice(0, SEARCH_RESULTS_PER_KIND),
      more: hits.length > SEARCH_RESULTS_PER_KIND,
    });
  }
  return { query, groups };
}
