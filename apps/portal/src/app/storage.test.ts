import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Session } from '@portal/domain';
import {
  clearSession,
  clearSpyMode,
  readStoredSession,
  writeSession,
  writeSpyMode,
  writeValidation,
  type KeyValueStorage,
} from './storage';

function memory(initial: Record<string, string> = {}): KeyValueStorage & {
  all: () => Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    all: () => Object.fromEntries(values),
  };
}

const session: Session = {
  jwt: 'token-1',
  authType: 'user',
  user: { id: 'u1', name: 'Ana', email: 'ana@x.com.br', role: 'ordinary' },
  business: { id: 'b1', name: 'Padaria' },
};

describe('session storage', () => {
  it('reads back what it wrote, with the validation time', () => {
    const storage = memory();
    writeSession(storage, session);
    writeValidation(storage, 1234, true);
    expect(readStoredSession(storage)).toEqual({
      ...session,
      lastTokenValidation: 1234,
      tokenValid: true,
    });
  });

  it('reads the shapes the api-client stores after login (raw auth_type)', () => {
    const storage = memory({
      jwt_token: 'abc',
      auth_type: 'business',
      user: JSON.stringify({ id: 'b1', name: 'Padaria', email: '', role: 'ordinary' }),
      business: JSON.stringify({ id: 'b1', name: 'Padaria' }),
    });
    expect(readStoredSession(storage)).toMatchObject({
      jwt: 'abc',
      authType: 'business',
      business: { id: 'b1', name: 'Padaria' },
      lastTokenValidation: null,
      tokenValid: false,
    });
  });

  it('treats a missing token, auth type or unknown role as no session', () => {
    expect(readStoredSession(memory())).toBeNull();
    const storage = memory();
    writeSession(storage, session);
    storage.removeItem('auth_type');
    expect(readStoredSession(storage)).toBeNull();
    writeSession(storage, { ...session, user: { ...session.user, role: 'boss' as never } });
    expect(readStoredSession(storage)).toBeNull();
  });

  it('clears every key SPEC lists on logout', () => {
    const storage = memory(Object.fromEntries(STORAGE_KEYS.map((key) => [key, 'x'])));
    storage.setItem('unrelated', 'kept');
    clearSession(storage);
    expect(storage.all()).toEqual({ unrelated: 'kept' });
  });
});

describe('spy mode storage', () => {
  const admin: Session = { ...session, user: { ...session.user, role: 'admin' }, business: null };

  it('keeps the viewed company when the session is written again (revalidation)', () => {
    const storage = memory();
    writeSession(storage, admin);
    writeSpyMode(storage, { id: 'b9', name: 'Oficina' });
    writeSession(storage, admin);
    expect(storage.getItem('spy_mode')).toBe('true');
    expect(storage.getItem('spy_mode_business_id')).toBe('b9');
    expect(JSON.parse(storage.getItem('business') ?? 'null')).toEqual({
      id: 'b9',
      name: 'Oficina',
    });
  });

  it('forgets the viewed company and its cached data on exit', () => {
    const storage = memory({ businessDetails: '{}', reportsData: '[]' });
    writeSpyMode(storage, { id: 'b9', name: 'Oficina' });
    storage.setItem('businessDetails', '{"id":"b9"}');
    clearSpyMode(storage);
    for (const key of [
      'spy_mode',
      'spy_mode_business_id',
      'business',
      'businessDetails',
      'reportsData',
    ]) {
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('gives the person their own business back on exit (a stale flag on a user)', () => {
    const storage = memory();
    writeSpyMode(storage, { id: 'b9', name: 'Oficina' });
    clearSpyMode(storage, { id: 'b1', name: 'Padaria' });
    expect(JSON.parse(storage.getItem('business') ?? 'null')).toEqual({
      id: 'b1',
      name: 'Padaria',
    });
    expect(storage.getItem('spy_mode')).toBeNull();
  });
});
