import type { JoinRequest, WaitingBusiness } from '@portal/api-client';
import {
  BUSINESS_APPROVED,
  BUSINESS_NOT_WAITING,
  JOIN_APPROVED,
  JOIN_REFUSED,
  JOIN_REQUEST_NOT_FOUND,
  MAIL_REGISTRATION_APPROVED_SUBJECT,
  MAIL_REGISTRATION_REFUSED_SUBJECT,
  registrationApprovedMailText,
  registrationRefusedMailText,
} from '@portal/domain';
import { lockBusinessForDelete, updateBusinessByAdmin } from '../repositories/admin-businesses';
import {
  activatePeople,
  deletePeople,
  linkPeople,
  listJoinRequests as listJoinRequestRows,
  listWaitingBusinesses,
  listWaitingTeamEmails,
  lockJoinRequest,
  lockWaitingPeopleOf,
} from '../repositories/business-people';
import { hasRole, requireAdmin, requireAdminOrCouncil } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { businessView, type AdminBusinessView } from './admin-business-view';
import {
  changeOf,
  requireManagerAmong,
  requireMembers,
  uniqueIds,
  withStoredLogo,
  type BusinessFields,
} from './admin-businesses';
import { removeFiles } from './business-logo';
import { deleteCompany } from './company-erasure';
import { inBackground, type ServiceDeps } from './deps';
import { conflict, MESSAGES, notFound } from './errors';

// The admin's decisions on people who registered (docs/product.md "Business lifecycle": a waiting company
// becomes active on approval or is rejected) and on people who asked to join an existing company
// (ours). Each decision is e-mailed to the people it concerns, after the commit and after the
// reply (a mail that fails is logged; the decision stands).

type Addressee = { name: string; email: string };

function mailDecision(
  deps: ServiceDeps,
  approved: boolean,
  business: string,
  people: readonly Addressee[],
) {
  if (people.length === 0) return;
  const link = `${deps.publicUrl}/`;
  inBackground(deps, '[empresas] falha ao enviar o email da decisão', async () => {
    for (const person of people) {
      await deps.mailer.send(
        approved
          ? {
              to: person.email,
              subject: MAIL_REGISTRATION_APPROVED_SUBJECT,
              text: registrationApprovedMailText(person.name, business, link),
              link,
            }
          : {
              to: person.email,
              subject: MAIL_REGISTRATION_REFUSED_SUBJECT,
              text: registrationRefusedMailText(person.name, business),
            },
      );
    }
  });
}

/**
 * docs/product.md, The wire format getAllWaiting: for the admin, every company waiting for approval, oldest first, with
 * the fields of its registration (to prefill the create form on 'Aprovar'), its team e-mails and
 * its registrant (null once that person is gone). Council approves nothing: an empty list.
 */
export async function listWaiting(
  deps: ServiceDeps,
  principal: Principal,
): Promise<WaitingBusiness[]> {
  requireAdminOrCouncil(principal);
  if (!hasRole(principal, ['admin'])) return [];
  const [rows, emails] = await Promise.all([
    listWaitingBusinesses(deps.db),
    listWaitingTeamEmails(deps.db),
  ]);
  const emailsOf = new Map<string, string[]>();
  for (const { businessId, email } of emails)
    emailsOf.set(businessId, [...(emailsOf.get(businessId) ?? []), email]);
  return rows.map(({ business: b, registrant: r }) => ({
    id: b.id,
    name: b.name,
    niche: b.niche,
    website: b.website,
    knowledge_base: b.knowledgeBase,
    meta_faturamento: b.metaFaturamento,
    username_instagram: b.usernameInstagram,
    created_at: b.createdAt.toISOString(),
    emails: emailsOf.get(b.id) ?? [],
    registrant: r ? { id: r.id, name: r.name, email: r.email, phone_number: r.phoneNumber } : null,
  }));
}

/** The company's row, refused unless it is still waiting (a second admin may have decided). */
async function lockWaitingBusiness(tx: Parameters<typeof lockBusinessForDelete>[0], id: string) {
  const row = await lockBusinessForDelete(tx, id);
  if (!row) throw notFound(MESSAGES.businessNotFound);
  if (row.status !== 'waiting') throw conflict(BUSINESS_NOT_WAITING);
  return row;
}

/**
 * docs/product.md, The wire format reject: the waiting company goes, with its registrants whose only link it was (their
 * pictures after the commit); each registrant is told by e-mail.
 */
export async function rejectBusiness(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<[{ status: 'success' }]> {
  requireAdmin(principal);
  const { name, registrants, files } = await deps.db.transaction(async (tx) => {
    const row = await lockWaitingBusiness(tx, businessId);
    const registrants = await lockWaitingPeopleOf(tx, row.id);
    const pictures = await deletePeople(
      tx,
      registrants.filter((p) => p.onlyLink).map((p) => p.id),
    );
    const { files } = await deleteCompany(tx, deps, row.id);
    return { name: row.name, registrants, files: [...files, ...pictures] };
  });
  await removeFiles(deps, files);
  mailDecision(deps, false, name, registrants);
  return [{ status: 'success' }];
}

export type Approval = BusinessFields & { businessId: string };

/**
 * Ours, approve: the waiting company takes the create form's fields (prefilled from the
 * registration) and becomes active; its registrants are approved and the chosen people linked
 * (the manager among them all); the registrants are told by e-mail.
 */
export async function approveBusiness(
  deps: ServiceDeps,
  principal: Principal,
  input: Approval,
): Promise<[{ status: 'success'; message: string; business: AdminBusinessView }]> {
  requireAdmin(principal);
  const chosen = uniqueIds(input.users);
  const { business, registrants, oldLogo } = await withStoredLogo(deps, input.logo, (logo) =>
    deps.db.transaction(async (tx) => {
      const row = await lockWaitingBusiness(tx, input.businessId);
      const registrants = await lockWaitingPeopleOf(tx, row.id);
      const own = new Set(registrants.map((p) => p.id));
      await requireMembers(tx, chosen, row.id, own);
      requireManagerAmong(input.managed_by, [...new Set([...chosen, ...own])]);
      await updateBusinessByAdmin(tx, row.id, {
        name: input.name,
        ...changeOf(input),
        customQuestions: input.custom_questions ?? row.customQuestions,
        managedBy: input.managed_by.toLowerCase(),
        status: 'active',
        ...(logo ? { logo } : {}),
      });
      await activatePeople(tx, [...own]);
      await linkPeople(tx, row.id, chosen);
      const business = await businessView(deps, tx, row.id);
      return { business, registrants, oldLogo: logo ? row.logo : null };
    }),
  );
  await removeFiles(deps, [oldLogo]);
  mailDecision(deps, true, business.name, registrants);
  return [{ status: 'success', message: BUSINESS_APPROVED, business }];
}

/**
 * People waiting to join an active company they picked at registration, oldest first: the
 * admin's all, a council member's only those of their companies.
 */
export async function listJoinRequests(
  deps: ServiceDeps,
  principal: Principal,
): Promise<JoinRequest[]> {
  requireAdminOrCouncil(principal);
  const rows = await listJoinRequestRows(
    deps.db,
    hasRole(principal, ['admin']) ? { kind: 'all' } : { kind: 'linkedTo', userId: principal.id },
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phoneNumber,
    created_at: r.createdAt.toISOString(),
    business: { id: r.businessId, name: r.businessName },
  }));
}

/** Approves (the person becomes active) or refuses (the waiting account goes) a join request. */
export async function decideJoin(
  deps: ServiceDeps,
  principal: Principal,
  userId: string,
  approve: boolean,
): Promise<[{ status: 'success'; message: string }]> {
  requireAdmin(principal);
  const { request, pictures } = await deps.db.transaction(async (tx) => {
    const request = await lockJoinRequest(tx, userId);
    if (!request) throw notFound(JOIN_REQUEST_NOT_FOUND);
    if (approve) await activatePeople(tx, [request.id]);
    const pictures = approve ? [] : await deletePeople(tx, [request.id]);
    return { request, pictures };
  });
  await removeFiles(deps, pictures);
  mailDecision(deps, approve, request.businessName, [request]);
  return [{ status: 'success', message: approve ? JOIN_APPROVED : JOIN_REFUSED }];
}
