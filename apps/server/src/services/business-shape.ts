import type { AccessUser, Business } from '@portal/api-client';
import type { ListedBusinessRow, MemberRow } from '../repositories/admin-businesses';
import type { ServiceDeps } from './deps';
import { fileUrl } from './profile';

// docs/product.md's business as the server answers it, from its row and its people: one shape for the
// company page (services/company.ts) and the admin's list (services/admin-business-view.ts).

/** Names sorted as a Brazilian reader expects (accents beside their letters, case aside). */
export const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** A company's people (the product's access_users) by name, then e-mail. */
export function peopleByName(people: Omit<MemberRow, 'businessId'>[]): AccessUser[] {
  return people.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.email, b.email));
}

export function businessOf(
  deps: ServiceDeps,
  row: ListedBusinessRow,
  accessUsers: AccessUser[],
): Business {
  return {
    id: row.id,
    name: row.name,
    logo: fileUrl(deps, row.logo),
    website: row.website,
    niche: row.niche,
    knowledge_base: row.knowledgeBase,
    custom_questions: row.customQuestions,
    meta_faturamento: row.metaFaturamento,
    username_instagram: row.usernameInstagram,
    managed_by: row.managedBy,
    created_at: row.createdAt.toISOString(),
    // Kept on the business by whoever files a monthly report: the day the newest one was filled.
    lastDRE: row.lastDre,
    access_users: accessUsers,
  };
}
