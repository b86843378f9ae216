import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_WITHOUT_BUSINESS,
  ADMIN_USER_BUSINESS_REQUIRED,
  USER_NEW_COMPANY_ONLY,
} from '@portal/domain';
import { BACKENDS, type TestServer } from './test/harness';
import { PASSWORD, sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';
import { adminBusinessesApi, FORM } from './test/admin-businesses';

// docs/product.md's Create Business modal creates a person inline before its company exists (ours:
// the admin users `create` with `forNewCompany`): the person comes with no company and
// the company's create links them. Anything else keeps the users screen's company rule.

describe.each(BACKENDS)('a person created inline for a new company (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));
  const { send, login, refused } = adminBusinessesApi(() => ({ s, tokens }));

  const createUser = (user: Record<string, unknown>) =>
    s.post('/admin/users', { ...sessionOf(tokens, 'admin'), user }, { action: 'create' });
  const tag = () => crypto.randomUUID().slice(0, 8);
  const newcomer = (extra: Record<string, unknown> = {}) => ({
    name: 'Caio Nunes',
    email: `caio-${tag()}@oficina.test`,
    password: PASSWORD,
    role: 'user',
    business: { businesses: [] },
    ...extra,
  });

  it('comes with no company, cannot sign in yet, and belongs to the company once it is created', async () => {
    const person = newcomer({ forNewCompany: true });
    const r = await createUser(person);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const created = r.body[0].user as { id: string; business: { businesses: unknown[] } };
    expect(created.business.businesses).toEqual([]);
    expect((await login(person.email)).body.error).toBe(ACCOUNT_WITHOUT_BUSINESS);

    const company = await send('admin', 'create', {
      ...FORM,
      name: `Oficina ${tag()}`,
      users: [created.id],
      managed_by: created.id,
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    const signedIn = await login(person.email);
    expect(signedIn.body.business?.id).toBe(company.body[0].business.id);
  });

  it('keeps the company rule without the mark, and takes no company with it', async () => {
    await refused(() => createUser(newcomer()), 400, ADMIN_USER_BUSINESS_REQUIRED);
    await refused(
      () =>
        createUser(
          newcomer({ forNewCompany: true, business: { businesses: [{ id: people.admin.id }] } }),
        ),
      400,
      USER_NEW_COMPANY_ONLY,
    );
  });
});
