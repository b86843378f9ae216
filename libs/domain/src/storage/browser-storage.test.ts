import { describe, expect, it } from 'vitest';
import type { Session } from '../model/session';
import {
  STORAGE_KEYS,
  clearSession,
  clearSpyMode,
  createMemoryStorage,
  isSpyModeStored,
  readSessionFields,
  readStoredSession,
  writeBusinessDetails,
  writeLoginSession,
  writeSession,
  writeSpyMode,
  writeValidation,
} from './browser-storage';
import { readReportsData, writeReportsData } from './reports-data';

const memory = createMemoryStorage;

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

  it('clears every key docs/product.md lists on logout', () => {
    const storage = memory(Object.fromEntries(STORAGE_KEYS.map((key) => [key, 'x'])));
    storage.setItem('unrelated', 'kept');
    clearSession(storage);
    expect(storage.snapshot()).toEqual({ unrelated: 'kept' });
  });

  it('writes a login as docs/product.md encodes it: text token and auth type, JSON user and business', () => {
    const storage = memory();
    writeLoginSession(storage, session);
    expect(storage.snapshot()).toEqual({
      jwt_token: 'token-1',
      auth_type: 'user',
      user: JSON.stringify(session.user),
      business: JSON.stringify({ id: 'b1', name: 'Padaria' }),
    });
    writeLoginSession(storage, { ...session, business: null });
    expect(storage.getItem('business')).toBeNull();
  });

  it('a login replaces a leftover spied company; a revalidation keeps it', () => {
    const spied = () =>
      memory({
        spy_mode: 'true',
        spy_mode_business_id: 'b9',
        business: JSON.stringify({ id: 'b9', name: 'Oficina' }),
      });
    const login = spied();
    writeLoginSession(login, session);
    expect(JSON.parse(login.getItem('business') ?? 'null')).toEqual({ id: 'b1', name: 'Padaria' });
    const again = spied();
    writeSession(again, session);
    expect(JSON.parse(again.getItem('business') ?? 'null')).toEqual({ id: 'b9', name: 'Oficina' });
  });

  it('stores the company details and the reports reply as JSON', () => {
    const storage = memory();
    writeBusinessDetails(storage, { id: 'b1', logo: null });
    writeReportsData(storage, [{ items: [] }]);
    expect(storage.snapshot()).toEqual({
      businessDetails: '{"id":"b1","logo":null}',
      reportsData: '[{"items":[]}]',
    });
  });
});

describe('session fields of an API call', () => {
  it('reads token, auth type and the business id', () => {
    const storage = memory();
    writeLoginSession(storage, session);
    expect(readSessionFields(storage)).toEqual({
      jwt: 'token-1',
      authType: 'user',
      businessId: 'b1',
    });
  });

  it('tolerates values written raw or JSON-quoted, and a business stored as its id', () => {
    const storage = memory({ jwt_token: '"jwt-q"', auth_type: '"business"', business: '"b7"' });
    expect(readSessionFields(storage)).toEqual({
      jwt: 'jwt-q',
      authType: 'business',
      businessId: 'b7',
    });
    storage.setItem('business', JSON.stringify({ id: 42 }));
    expect(readSessionFields(storage).businessId).toBe('42');
  });

  it('reads blank or unknown values as missing', () => {
    const storage = memory({ jwt_token: '  ', auth_type: 'admin', business: '{}' });
    expect(readSessionFields(storage)).toEqual({ jwt: null, authType: null, businessId: null });
  });

  it('names the spied company in spy mode, and the own one without a spied id', () => {
    const storage = memory({ business: JSON.stringify({ id: 'b1', name: 'Padaria' }) });
    writeSpyMode(storage, { id: 'b9', name: 'Oficina' });
    expect(readSessionFields(storage).businessId).toBe('b9');
    storage.setItem('spy_mode', '"true"');
    expect(isSpyModeStored(storage)).toBe(true);
    storage.removeItem('spy_mode_business_id');
    expect(readSessionFields(storage).businessId).toBe('b9');
    storage.setItem('business', JSON.stringify({ id: 'b1', name: 'Padaria' }));
    expect(readSessionFields(storage).businessId).toBe('b1');
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

  it('drops the previous company data when entering', () => {
    const storage = memory({ businessDetails: '{}', reportsData: '[]' });
    writeSpyMode(storage, { id: 'b9', name: 'Oficina' });
    expect(storage.snapshot()).toEqual({
      spy_mode: 'true',
      spy_mode_business_id: 'b9',
      business: JSON.stringify({ id: 'b9', name: 'Oficina' }),
    });
  });
});

describe('cached reports (reportsData)', () => {
  const json = {
    id: 7,
    month_year: '2026-09',
    gross_revenue: 12000,
    net_revenue: 10800,
    expenses: 4200,
    cogs: 3600,
    net_profit: 3000,
    net_margin: 0.2778,
    customAnswers: [{ question: 'Destaque?', response: 'Black Friday' }, null],
  };

  it('reads back the reply the api-client stored, ids as text', () => {
    const storage = memory();
    writeReportsData(storage, [
      {
        items: [{ json }, { json: { ...json, id: 'x', net_profit: 'muito' } }, { nada: 1 }],
        revenueGoal: 100000,
        latestFilled: false,
      },
    ]);
    expect(readReportsData(storage)).toEqual({
      reports: [
        {
          ...json,
          id: '7',
          customAnswers: [{ question: 'Destaque?', response: 'Black Friday' }],
        },
      ],
      revenueGoal: 100000,
      latestFilled: false,
    });
  });

  it('keeps who filled a report, its version and who replaced it last (a replacement names it)', () => {
    const storage = memory();
    const saves = {
      filled_by: 'Ana',
      filled_at: '2026-11-03T12:00:00.000Z',
      version: 3,
      edited_by: 'Ana',
      edited_at: '2026-11-03T12:00:00.000Z',
    };
    writeReportsData(storage, [
      {
        items: [{ json: { ...json, ...saves } }, { json: { ...json, id: 8, version: 'três' } }],
        revenueGoal: null,
        latestFilled: true,
      },
    ]);
    const [replaced, odd] = readReportsData(storage)?.reports ?? [];
    expect(replaced).toMatchObject({
      filledBy: 'Ana',
      filledAt: '2026-11-03T12:00:00.000Z',
      version: 3,
      editedBy: 'Ana',
      editedAt: '2026-11-03T12:00:00.000Z',
    });
    expect(odd).not.toHaveProperty('version');
  });

  it('has none when nothing or something unreadable is stored', () => {
    expect(readReportsData(memory())).toBeNull();
    expect(readReportsData(memory({ reportsData: '[]' }))).toBeNull();
    expect(readReportsData(memory({ reportsData: '{not json' }))).toBeNull();
    expect(readReportsData(memory({ reportsData: '[{"items":[]}]' }))).toEqual({
      reports: [],
      revenueGoal: null,
      latestFilled: false,
    });
  });
});
