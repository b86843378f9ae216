import {
  STORAGE_KEYS,
  isSessionRole,
  type Session,
  type SessionUser,
  type StoredBusiness,
} from '@portal/domain';
import type { StoredSession } from '@portal/domain';

// localStorage with the keys of SPEC §3. Values are JSON for objects and plain text for strings,
// as the api-client reads and writes them.
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readUser(storage: KeyValueStorage): SessionUser | null {
  const user = parse(storage.getItem('user'));
  if (!isRecord(user) || !isSessionRole(user.role)) return null;
  return {
    id: typeof user.id === 'string' ? user.id : '',
    name: typeof user.name === 'string' ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
    role: user.role,
  };
}

export function readBusiness(storage: KeyValueStorage): StoredBusiness | null {
  const business = parse(storage.getItem('business'));
  if (!isRecord(business) || typeof business.id !== 'string') return null;
  return { id: business.id, name: typeof business.name === 'string' ? business.name : '' };
}

/** The stored session, or null when any part of it is missing or unreadable. */
export function readStoredSession(storage: KeyValueStorage): StoredSession | null {
  const jwt = storage.getItem('jwt_token');
  const authType = parse(storage.getItem('auth_type'));
  const user = readUser(storage);
  if (!jwt || (authType !== 'user' && authType !== 'business') || !user) return null;
  const last = Number(storage.getItem('last_token_validation'));
  return {
    jwt,
    authType,
    user,
    business: readBusiness(storage),
    lastTokenValidation: Number.isFinite(last) && last > 0 ? last : null,
    tokenValid: storage.getItem('token_valid') === 'true',
  };
}

export function isSpyModeStored(storage: KeyValueStorage): boolean {
  return storage.getItem('spy_mode') === 'true';
}

export function writeSession(storage: KeyValueStorage, session: Session): void {
  storage.setItem('jwt_token', session.jwt);
  storage.setItem('auth_type', session.authType);
  storage.setItem('user', JSON.stringify(session.user));
  // In spy mode `business` holds the company being viewed; a revalidation must not replace it.
  if (isSpyModeStored(storage)) return;
  if (session.business) {
    storage.setItem(
      'business',
      JSON.stringify({ id: session.business.id, name: session.business.name }),
    );
  } else {
    storage.removeItem('business');
  }
}

export function writeValidation(storage: KeyValueStorage, at: number, valid: boolean): void {
  storage.setItem('last_token_validation', String(at));
  storage.setItem('token_valid', String(valid));
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of STORAGE_KEYS) storage.removeItem(key);
}

export function writeSpyMode(storage: KeyValueStorage, business: StoredBusiness): void {
  storage.setItem('spy_mode', 'true');
  storage.setItem('spy_mode_business_id', business.id);
  storage.setItem('business', JSON.stringify({ id: business.id, name: business.name }));
  // The previous company's details and reports must not show under the new one.
  storage.removeItem('businessDetails');
  storage.removeItem('reportsData');
}

const spyModeKeys = [
  'spy_mode',
  'spy_mode_business_id',
  'business',
  'businessDetails',
  'reportsData',
];

/** Leaves spy mode: the viewed company goes, the person's own business (if any) comes back. */
export function clearSpyMode(storage: KeyValueStorage, own: StoredBusiness | null = null): void {
  for (const key of spyModeKeys) storage.removeItem(key);
  if (own) storage.setItem('business', JSON.stringify({ id: own.id, name: own.name }));
}
