import { expect, type APIRequestContext } from '@playwright/test';
import { apiBase, type ApiSession } from './api';
import { uniqueEmail } from './demo';

// Companies and people a spec makes for itself through the admin's API, so it changes nothing of
// the demo companies other specs read.

/** A short text unique to this run, for names. */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * A registered person with no company yet (made as the Create Business modal's inline person
 * is), so adding them to a company takes no one from the demo companies other specs read.
 */
export async function unlinkedPerson(
  request: APIRequestContext,
  session: ApiSession,
  name: string,
  password: string,
) {
  const email = uniqueEmail('pessoa');
  const reply = await request.post(`${apiBase}/admin/users`, {
    headers: { action: 'create' },
    data: {
      jwt: session.jwt,
      authType: session.authType,
      user: {
        name,
        email,
        password,
        role: 'user',
        business: { businesses: [] },
        forNewCompany: true,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const [{ user }] = (await reply.json()) as [{ user: { id: string } }];
  return { id: user.id, name, email };
}

/** A company of the test's own, with one person of role Usuário (its only company) as manager. */
export async function companyWithOnePerson(
  request: APIRequestContext,
  session: ApiSession,
  password: string,
) {
  const name = `Oficina E2E ${tag()}`;
  const person = await unlinkedPerson(request, session, `Rui Oficina ${tag()}`, password);
  const personId = person.id;
  const company = await request.post(`${apiBase}/admin/business`, {
    headers: { action: 'create' },
    multipart: {
      jwt: session.jwt,
      authType: session.authType,
      name,
      niche: 'Serviços automotivos',
      website: 'https://oficina-e2e.com.br',
      knowledge_base: 'Oficina mecânica de bairro com quatro boxes e atendimento de frotas.',
      meta_faturamento: '90000',
      username_instagram: '@oficinae2e',
      managed_by: personId,
      users: JSON.stringify([personId]),
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const [{ business }] = (await company.json()) as [{ business: { id: string } }];
  return { id: business.id, name, person };
}
