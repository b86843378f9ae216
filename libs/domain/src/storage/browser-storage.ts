import type { StoredSession } from '../session/session.machine';
import { isRecord, parse } from './decode';
import {
  isSessionRole,
  type AuthType,
  type Session,
  type SessionUser,
  type StoredBusiness,
} from '../model/session';

// The ONE owner of the browser's storage (docs/product.md): its keys, how each value is encoded, and every
// read, write and clear. The api-client (session fields of each call, businessDetails,
// reportsData, logout) and the portal (session actor, spy mode) both call these functions over
// the storage they are given (window.localStorage in the app), so no other file names a key;
// the cached reports reply, read and written only on the reports screens, is in reports-data.ts.
//
// Encodings, as the product's clients wrote them:
//   jwt_token, auth_type, spy_mode_business_id   plain text (a JSON-quoted text reads the same)
//   user, business, businessDetails, reportsData JSON
//   last_token_validation                        epoch milliseconds as text
//   token_valid, spy_mode                        'true' / 'false'

/** The part of Web Storage the portal uses: `window.localStorage`, or createMemoryStorage(). */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Every key the portal writes to localStorage; logout clears all of them. */
export const STORAGE_KEYS = [
  'jwt_token',
  'auth_type',
  'user',
  'business',
  'businessDetails',
  'last_token_validation',
  'token_valid',
  'spy_mode',
  'spy_mode_business_id',
  'reportsData',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * The session's token: the key a page may look for before any of the app's code has run, as a
 * hint that someone is signed in (the portal's drawn pages do; `readStoredSession` decides).
 */
export const SESSION_TOKEN_KEY = 'jwt_token' satisfies StorageKey;

/** What entering spy mode sets besides `business` (docs/product.md), and leaving it clears. */
export const SPY_MODE_STORAGE_KEYS = [
  'spy_mode',
  'spy_mode_business_id',
] as const satisfies readonly StorageKey[];

/** Data of the company on show; it must go whenever another company takes its place. */
export const COMPANY_DATA_STORAGE_KEYS = [
  'businessDetails',
  'reportsData',
] as const satisfies readonly StorageKey[];

/* ---------- decoding ---------- */

/** A text key, written raw ('user') or JSON-quoted ('"user"') by older code; blank is none. */
const readText = (storage: KeyValueStorage, key: StorageKey): string | null => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const decoded = parse(raw);
  const value = typeof decoded === 'string' ? decoded : raw;
  return value.trim() === '' ? null : value;
};

const readAuthType = (storage: KeyValueStorage): AuthType | null => {
  const value = readText(storage, 'auth_type');
  return value === 'user' || value === 'business' ? value : null;
};

const readUser = (storage: KeyValueStorage): SessionUser | null => {
  const user = parse(storage.getItem('user'));
  if (!isRecord(user) || !isSessionRole(user.role)) return null;
  return {
    id: typeof user.id === 'string' ? user.id : '',
    name: typeof user.name === 'string' ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
    role: user.role,
  };
};

/* ---------- reading ---------- */

/** The stored `business` (own company, or the viewed one in spy mode), null if unreadable. */
export function readBusiness(storage: KeyValueStorage): StoredBusiness | null {
  const business = parse(storage.getItem('business'));
  if (!isRecord(business) || typeof business.id !== 'string') return null;
  return { id: business.id, name: typeof business.name === 'string' ? business.name : '' };
}

/** `spy_mode` is 'true' (written as text; a JSON-quoted '"true"' counts too). */
export function isSpyModeStored(storage: KeyValueStorage): boolean {
  const flag = parse(storage.getItem('spy_mode'));
  return flag === true || flag === 'true';
}

/** The stored session, or null when any part of it is missing or unreadable. */
export function readStoredSession(storage: KeyValueStorage): StoredSession | null {
  const jwt = readText(storage, 'jwt_token');
  const authType = readAuthType(storage);
  const user = readUser(storage);
  if (!jwt || !authType || !user) return null;
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

/** The session fields an API call carries; a null means the key is missing or unreadable. */
export type StoredSessionFields = {
  jwt: string | null;
  authType: AuthType | null;
  /** The current business id: the spied business in spy mode, else `business.id`. */
  businessId: string | null;
};

const readBusinessId = (storage: KeyValueStorage): string | null => {
  if (isSpyModeStored(storage)) {
    const spied = readText(storage, 'spy_mode_business_id');
    if (spied) return spied;
  }
  // Older code stored the id alone; the product's shape is an object with an id.
  const business = parse(storage.getItem('business'));
  if (typeof business === 'string' && business.trim() !== '') return business;
  if (isRecord(business)) {
    const { id } = business;
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number') return String(id);
  }
  return null;
};

/** What the next API call sends as jwt, authType and business(Id). */
export function readSessionFields(storage: KeyValueStorage): StoredSessionFields {
  return {
    jwt: readText(storage, 'jwt_token'),
    authType: readAuthType(storage),
    businessId: readBusinessId(storage),
  };
}

/* ---------- writing ---------- */

const writeBusiness = (storage: KeyValueStorage, business: StoredBusiness | null): void => {
  if (business) {
    storage.setItem('business', JSON.stringify({ id: business.id, name: business.name }));
  } else {
    storage.removeItem('business');
  }
};

const writeIdentity = (storage: KeyValueStorage, session: Session): void => {
  storage.setItem('jwt_token', session.jwt);
  storage.setItem('auth_type', session.authType);
  storage.setItem('user', JSON.stringify(session.user));
};

/**
 * A new sign-in: token, auth type, person and their own business (or none) replace whatever was
 * stored, a leftover spied company included (the spy-mode actor then settles a leftover flag).
 */
export function writeLoginSession(storage: KeyValueStorage, session: Session): void {
  writeIdentity(storage, session);
  writeBusiness(storage, session.business);
}

/**
 * The same person's session again (a revalidation, a replaced token). In spy mode `business`
 * holds the company being viewed, so it is kept.
 */
export function writeSession(storage: KeyValueStorage, session: Session): void {
  writeIdentity(storage, session);
  if (!isSpyModeStored(storage)) writeBusiness(storage, session.business);
}

/** When the token was last validated (epoch ms) and whether it was valid. */
export function writeValidation(storage: KeyValueStorage, at: number, valid: boolean): void {
  storage.setItem('last_token_validation', String(at));
  storage.setItem('token_valid', String(valid));
}

/** Logout or a failed validation: every key of STORAGE_KEYS goes (docs/product.md). */
export function clearSession(storage: KeyValueStorage): void {
  for (const key of STORAGE_KEYS) storage.removeItem(key);
}

/** The company record `myBusiness` answered (docs/product.md, The wire format: stored as businessDetails). */
export function writeBusinessDetails(storage: KeyValueStorage, details: unknown): void {
  storage.setItem('businessDetails', JSON.stringify(details));
}

/** Enters spy mode on `business`: the flag, its id, and it as `business`. */
export function writeSpyMode(storage: KeyValueStorage, business: StoredBusiness): void {
  storage.setItem('spy_mode', 'true');
  storage.setItem('spy_mode_business_id', business.id);
  writeBusiness(storage, business);
  // The previous company's details and reports must not show under the new one.
  for (const key of COMPANY_DATA_STORAGE_KEYS) storage.removeItem(key);
}

/** Leaves spy mode: the viewed company goes, the person's own business (if any) comes back. */
export function clearSpyMode(storage: KeyValueStorage, own: StoredBusiness | null = null): void {
  for (const key of [...SPY_MODE_STORAGE_KEYS, 'business', ...COMPANY_DATA_STORAGE_KEYS]) {
    storage.removeItem(key);
  }
  if (own) writeBusiness(storage, own);
}

/** In-memory storage for tests and for environments without localStorage. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
}
