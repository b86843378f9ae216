import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success } from '@portal/api-client';
import {
  STORAGE_KEYS,
  selectSessionView,
  type KeyValueStorage,
  type Session,
} from '@portal/domain';
import { createSessionMachine, storedSessionAtStart, type SessionApi } from './session-machine';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { storage, keys: () => [...values.keys()] };
}

const user: Session['user'] = { id: 'u1', name: 'Ana', email: 'ana@x.com.br', role: 'ordinary' };
const stored = (extra: Record<string, string> = {}) =>
  memory({
    jwt_token: 'jwt-old',
    auth_type: 'user',
    user: JSON.stringify(user),
    business: JSON.stringify({ id: 'b1', name: 'Padaria' }),
    ...extra,
  });

function setup(
  storage: KeyValueStorage,
  api: Partial<SessionApi>,
  now = () => 1_000_000,
  // As SessionProvider starts it: with the session read before the first render.
  handOver = false,
  next?: () => string | null,
) {
  const log: string[] = [];
  const fullApi: SessionApi = {
    validateToken: async () =>
      success({ valid: true, user, business: { id: 'b1', name: 'Padaria' } }),
    logout: async () => success({ status: 'success' }),
    clearCaches: () => log.push('clearCaches'),
    ...api,
  };
  const machine = createSessionMachine({
    storage,
    api: {
      ...fullApi,
      validateToken: (s) => (log.push(`validate:${s.jwt}`), fullApi.validateToken(s)),
      logout: () => (log.push('logout'), fullApi.logout()),
    },
    navigate: (to) => log.push(`navigate:${to}`),
    ...(next && { next }),
  });
  const stored = handOver ? storedSessionAtStart(storage) : undefined;
  const actor = createActor(machine, {
    input: stored === undefined ? { now } : { now, stored },
  }).start();
  return { actor, log };
}

describe('the portal session actor', () => {
  it('reads the stored session before the start, so the first snapshot knows who the person is', async () => {
    const { storage } = stored();
    const { actor, log } = setup(
      storage,
      { validateToken: () => new Promise(() => {}) },
      undefined,
      true,
    );
    // The check is on its way at once; until it answers the session is only pending.
    expect(log).toEqual(['validate:jwt-old']);
    expect(selectSessionView(actor.getSnapshot())).toMatchObject({
      session: null,
      pendingSession: {
        jwt: 'jwt-old',
        authType: 'user',
        user,
        business: { id: 'b1', name: 'Padaria' },
      },
    });
  });

  it('says nobody is signed in without a stored session, and nothing when storage cannot be read', () => {
    expect(storedSessionAtStart(memory().storage)).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(storedSessionAtStart(broken)).toBeUndefined();
  });

  it('logs out a handed-over session whose token the server refuses', async () => {
    const { storage, keys } = stored();
    const { actor, log } = setup(
      storage,
      { validateToken: async () => success({ valid: false }) },
      undefined,
      true,
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(keys()).toEqual([]);
    expect(log).toContain('navigate:/');
  });

  it('is anonymous without a stored session, and never calls the server', async () => {
    const { storage } = memory();
    const { actor, log } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(log.filter((l) => l.startsWith('validate'))).toEqual([]);
  });

  it('reuses a validation younger than 30 s without a call', async () => {
    const { storage } = stored({
      last_token_validation: String(1_000_000 - 10_000),
      token_valid: 'true',
    });
    const { actor, log } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log.filter((l) => l.startsWith('validate'))).toEqual([]);
  });

  it('validates an older token and records when', async () => {
    const { storage } = stored({
      last_token_validation: String(1_000_000 - 31_000),
      token_valid: 'true',
    });
    const { actor, log } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(log).toContain('validate:jwt-old');
    expect(storage.getItem('last_token_validation')).toBe('1000000');
    expect(storage.getItem('token_valid')).toBe('true');
  });

  it('logs out on a failed validation: every key cleared, back to /', async () => {
    const { storage, keys } = stored({ spy_mode: 'true', reportsData: '[]' });
    const { actor, log } = setup(storage, { validateToken: async () => success({ valid: false }) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(keys().filter((k) => (STORAGE_KEYS as readonly string[]).includes(k))).toEqual([]);
    expect(log).toContain('navigate:/');
  });

  it('treats an unreachable server during validation as a failed validation', async () => {
    const { storage, keys } = stored();
    const { actor } = setup(storage, {
      validateToken: async () => failure('network', 'Erro de conexão. Por favor, tente novamente.'),
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(keys()).toEqual([]);
  });

  it('logout calls the server first, then clears every stored key and returns to /', async () => {
    const { storage, keys } = stored({ last_token_validation: '999999', token_valid: 'true' });
    const { actor, log } = setup(storage, {
      logout: async () => {
        // At the time of the server call the token is still there to be ended.
        log.push(`at-logout:${storage.getItem('jwt_token')}`);
        return success({ status: 'success' });
      },
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(log.indexOf('logout')).toBeLessThan(log.indexOf('navigate:/'));
    expect(log).toContain('at-logout:jwt-old');
    expect(keys()).toEqual([]);
    expect(log).toContain('clearCaches');
  });

  it('still clears storage when the server logout fails', async () => {
    const { storage, keys } = stored({ last_token_validation: '999999', token_valid: 'true' });
    const { actor } = setup(storage, { logout: async () => failure('network', 'x') });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(keys()).toEqual([]);
  });

  it('stores a new login and lands by role', async () => {
    const { storage } = memory();
    const { actor, log } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({
      type: 'session.login',
      session: {
        jwt: 'jwt-new',
        authType: 'user',
        user: { ...user, role: 'council' },
        business: null,
      },
    });
    expect(log).toContain('navigate:/admin/businesses');
    expect(storage.getItem('jwt_token')).toBe('jwt-new');
    expect(storage.getItem('business')).toBeNull();
  });

  it('after a login, goes to the page the signed-out person asked for, when there was one', async () => {
    const { storage } = memory();
    const asked = '/dashboard/business/reports?preencher=2026-11';
    const { actor, log } = setup(storage, {}, undefined, false, () => asked);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({
      type: 'session.login',
      session: { jwt: 'jwt-new', authType: 'user', user, business: { id: 'b1', name: 'Padaria' } },
    });
    expect(log).toContain(`navigate:${asked}`);
    expect(log).not.toContain('navigate:/dashboard/business/meetings');
  });

  it('is the one writer of a login: token, auth type, person and their own business', async () => {
    // A leftover spy flag without a session: the login's business replaces the spied one.
    const { storage } = memory({
      spy_mode: 'true',
      business: JSON.stringify({ id: 'b9', name: 'Oficina' }),
    });
    const { actor } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({
      type: 'session.login',
      session: { jwt: 'jwt-new', authType: 'user', user, business: { id: 'b1', name: 'Padaria' } },
    });
    expect(storage.getItem('jwt_token')).toBe('jwt-new');
    expect(storage.getItem('auth_type')).toBe('user');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
    expect(JSON.parse(storage.getItem('business') ?? 'null')).toEqual({
      id: 'b1',
      name: 'Padaria',
    });
    expect(storage.getItem('token_valid')).toBe('true');
  });

  it('keeps the person where they are when a password change replaces the token', async () => {
    const { storage } = stored({ last_token_validation: '999999', token_valid: 'true' });
    const { actor, log } = setup(storage, {
      logout: async () => {
        log.push(`at-logout:${storage.getItem('jwt_token')}`);
        return success({ status: 'success' });
      },
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.tokenReplaced', jwt: 'jwt-after-password' });
    expect(storage.getItem('jwt_token')).toBe('jwt-after-password');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
    expect(storage.getItem('last_token_validation')).toBe('1000000');
    expect(storage.getItem('token_valid')).toBe('true');
    expect(log.filter((l) => l.startsWith('navigate'))).toEqual([]);
    // The next call (here the logout) carries the new token.
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(log).toContain('at-logout:jwt-after-password');
  });

  it('stores a saved name and e-mail at once, so a reload draws the shell with them', async () => {
    const { storage } = stored({ last_token_validation: '999999', token_valid: 'true' });
    const { actor, log } = setup(storage, {});
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({
      type: 'session.userChanged',
      user: { name: 'Ana Lima', email: 'ana.lima@padaria.com.br' },
    });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual({
      ...user,
      name: 'Ana Lima',
      email: 'ana.lima@padaria.com.br',
    });
    expect(storedSessionAtStart(storage)?.user.name).toBe('Ana Lima');
    expect(log.filter((l) => l.startsWith('navigate'))).toEqual([]);
  });

  it('keeps the company viewed in spy mode when a validation rewrites the session', async () => {
    const { storage } = stored({
      spy_mode: 'true',
      spy_mode_business_id: 'b9',
      business: JSON.stringify({ id: 'b9', name: 'Oficina' }),
      user: JSON.stringify({ ...user, role: 'admin' }),
    });
    const { actor } = setup(storage, {
      validateToken: async () =>
        success({ valid: true, user: { ...user, role: 'admin' }, business: null }),
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(JSON.parse(storage.getItem('business') ?? 'null')).toEqual({
      id: 'b9',
      name: 'Oficina',
    });
  });
});
