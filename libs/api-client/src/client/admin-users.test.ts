import {
  ADMIN_AUTH_MISSING,
  ADMIN_LOAD_FAILED,
  EMAIL_TAKEN,
  LAST_ADMIN_REQUIRED,
  USER_CREATE_FAILED,
  USER_DELETE_FAILED,
  USER_UPDATE_FAILED,
  createMemoryStorage,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import type { AdminUser } from '../schemas/admin-users';
import { recordingFetch, signedIn, signedInClient } from './test-support';

const padaria = { id: '00000000-0000-4000-8000-000000006231', name: 'Padaria' };
const caio: AdminUser = {
  id: '00000000-0000-4000-8000-000000007532',
  name: 'Caio',
  email: 'caio@demo.com.br',
  phone_number: null,
  role: 'user',
  knowledge_base: null,
  notes: null,
  created_at: '2026-11-01T10:00:00.000Z',
  created_by: '00000000-0000-4000-8000-000000007531',
  created_by_name: 'Ana',
  business: { businesses: [padaria] },
};
/** What the edit form sends of a listed person. */
const editOf = (u: AdminUser) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone_number: u.phone_number,
  role: u.role === 'waiting' ? ('user' as const) : u.role,
  knowledge_base: u.knowledge_base,
  notes: u.notes,
  business: u.business,
});
const session = { jwt: 'jwt-123', authType: 'user' };
const refusal = (message: string) => ({ status: 'error', error: message, message });

describe('admin users: what each call sends and reads', () => {
  it('getAll sends the session with action getAll and reads the list', async () => {
    const { api, calls } = signedInClient({ body: [caio] });
    expect(await api.adminUsers.getAll()).toEqual({ ok: true, data: [caio] });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/admin/users');
    expect(calls[0]?.headers['action']).toBe('getAll');
    expect(calls[0]?.json).toEqual(session);
  });

  it('create sends the new user and answers the user the server made', async () => {
    const { api, calls } = signedInClient({ body: [{ status: 'success', user: caio }] });
    const user = {
      name: 'Caio',
      email: 'caio@demo.com.br',
      phone_number: null,
      password: 'segredo1',
      role: 'user' as const,
      knowledge_base: null,
      business: { businesses: [{ id: padaria.id }] },
    };
    expect(await api.adminUsers.create(user)).toEqual({ ok: true, data: caio });
    expect(calls[0]?.headers['action']).toBe('create');
    expect(calls[0]?.json).toEqual({ ...session, user });
  });

  it('userEdit sends the edited user and answers the user as saved', async () => {
    const { api, calls } = signedInClient({ body: [{ status: 'success', user: caio }] });
    const user = editOf(caio);
    expect(await api.adminUsers.userEdit(user)).toEqual({ ok: true, data: caio });
    expect(calls[0]?.headers['action']).toBe('userEdit');
    expect(calls[0]?.json).toEqual({ ...session, user });
  });

  it('delete sends the user id', async () => {
    const { api, calls } = signedInClient({ body: [{ status: 'success' }] });
    expect(await api.adminUsers.delete(caio.id)).toEqual({ ok: true, data: true });
    expect(calls[0]?.headers['action']).toBe('delete');
    expect(calls[0]?.json).toEqual({ ...session, userId: caio.id });
  });
});

describe('admin users: failures', () => {
  it('a failed load says the product’s text; a missing session the product’s admin text, nothing sent', async () => {
    const { api } = signedInClient({ status: 500, body: refusal('Erro interno') });
    expect(await api.adminUsers.getAll()).toMatchObject({ ok: false, message: ADMIN_LOAD_FAILED });
    const { fetch, calls } = recordingFetch({ body: [] });
    const anonymous = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(await anonymous.adminUsers.getAll()).toMatchObject({
      ok: false,
      reason: 'missing-session',
      message: ADMIN_AUTH_MISSING,
    });
    expect(calls).toHaveLength(0);
  });

  it('a refused change shows the server’s reason; no answer shows the product’s text per call', async () => {
    const { api } = signedInClient(
      { status: 409, body: refusal(EMAIL_TAKEN) },
      { status: 409, body: refusal(LAST_ADMIN_REQUIRED) },
      new Error('offline'),
      new Error('offline'),
      new Error('offline'),
      { body: [{ status: 'error' }] },
    );
    const user = {
      name: 'Caio',
      email: 'CAIO@demo.com.br',
      password: 'segredo1',
      role: 'council' as const,
      business: { businesses: [padaria] },
    };
    expect(await api.adminUsers.create(user)).toMatchObject({ status: 409, message: EMAIL_TAKEN });
    expect(await api.adminUsers.delete(caio.id)).toMatchObject({ message: LAST_ADMIN_REQUIRED });
    expect(await api.adminUsers.create(user)).toMatchObject({ message: USER_CREATE_FAILED });
    expect(await api.adminUsers.userEdit(editOf(caio))).toMatchObject({
      message: USER_UPDATE_FAILED,
    });
    expect(await api.adminUsers.delete(caio.id)).toMatchObject({ message: USER_DELETE_FAILED });
    // A 2xx whose first element is not success is a failure (the error catalogue in docs/product.md).
    expect(await api.adminUsers.delete(caio.id)).toMatchObject({
      ok: false,
      message: USER_DELETE_FAILED,
    });
  });
});

describe('admin users: the cached list (docs/product.md: 5 minutes, forced refresh, cleared on change)', () => {
  it('shares one request, is reused, and fetches again after a forced refresh or a change', async () => {
    const { fetch, calls } = recordingFetch(
      { body: [caio] },
      { body: [caio] },
      { body: [{ status: 'success' }] },
      { body: [] },
    );
    const api = createApiClient({ baseUrl: '', storage: signedIn(), fetch });
    const [a, b] = await Promise.all([api.adminUsers.getAll(), api.adminUsers.getAll()]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    await api.adminUsers.getAll();
    expect(calls).toHaveLength(1);
    await api.adminUsers.getAll({ force: true });
    expect(calls).toHaveLength(2);
    await api.adminUsers.delete(caio.id);
    expect(await api.adminUsers.getAll()).toEqual({ ok: true, data: [] });
    expect(calls).toHaveLength(4);
  });
});
