import type { Business, CompanyUpdateFields } from '@portal/api-client';
import { canEditCompany, COMPANY_UPDATED, websiteWithScheme } from '@portal/domain';
import {
  findBusinessById,
  lockBusinessById,
  updateBusinessDetails,
  type BusinessRow,
} from '../repositories/businesses';
import { listActiveMembers } from '../repositories/admin-businesses';
import { requireBusinessAccess } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { newStorageKey } from '../storage';
import type { ServiceDeps } from './deps';
import { forbidden, MESSAGES, notFound } from './errors';
import { checkImage } from './images';
import { businessOf, peopleByName } from './business-shape';

async function view(deps: ServiceDeps, row: BusinessRow): Promise<Business> {
  const people = await listActiveMembers(deps.db, { kind: 'ids', ids: [row.id] });
  return businessOf(deps, row, peopleByName(people.map(({ businessId: _, ...p }) => p)));
}

/** docs/product.md, The wire format: a list whose first element is the business. */
export async function getCompany(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<Business[]> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const row = await findBusinessById(deps.db, businessId);
  if (!row) throw notFound(MESSAGES.businessNotFound);
  return [await view(deps, row)];
}

export type CompanyUpdate = Pick<
  CompanyUpdateFields,
  'website' | 'niche' | 'knowledge_base' | 'meta_faturamento' | 'username_instagram'
> & { logo?: Uint8Array | undefined };

/** Empty text is "not given": stored as null, as a business created without it. */
const orNull = (value: string) => value.trim() || null;

/**
 * Admin, the business account and the people of the business may edit; council reads only
 * (docs/product.md, Roles). The logo is written to storage before the row changes (a failed write leaves the
 * company untouched) and the old logo is removed only after the commit.
 */
export async function updateCompany(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  input: CompanyUpdate,
): Promise<{ status: 'success'; message: string; business: Business }> {
  await requireBusinessAccess(deps.db, principal, businessId);
  if (principal.kind === 'user' && !canEditCompany(principal.role))
    throw forbidden(MESSAGES.forbiddenAction);
  let newKey: string | undefined;
  if (input.logo && input.logo.byteLength > 0) {
    const { contentType, extension } = await checkImage(input.logo);
    newKey = newStorageKey('logos', extension);
    await deps.storage.put(newKey, input.logo, contentType);
  }
  const website = orNull(input.website);
  let oldKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await lockBusinessById(tx, businessId);
      if (!current) throw notFound(MESSAGES.businessNotFound);
      oldKey = newKey ? current.logo : null;
      await updateBusinessDetails(tx, businessId, {
        website: website && websiteWithScheme(website),
        niche: orNull(input.niche),
        knowledgeBase: orNull(input.knowledge_base),
        metaFaturamento: input.meta_faturamento,
        usernameInstagram: orNull(input.username_instagram),
        ...(newKey ? { logo: newKey } : {}),
      });
    });
  } catch (error) {
    if (newKey) await deps.storage.delete(newKey).catch(() => undefined);
    throw error;
  }
  if (oldKey) await deps.storage.delete(oldKey).catch(() => undefined);
  const [business] = await getCompany(deps, principal, businessId);
  return { status: 'success', message: COMPANY_UPDATED, business: business! };
}
