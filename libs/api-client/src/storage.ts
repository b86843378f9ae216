import { STORAGE_KEYS, type StorageKey } from '@portal/domain';
import type { AuthType } from './schemas/common';
import type { LoginReply } from './schemas/auth';

/** The part of `localStorage` the client uses; any Web Storage works, or createMemoryStorage(). */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export { STORAGE_KEYS, type StorageKey };

/** Session fields as read from storage; a null means the key is missing or unreadable. */
export type StoredSessionFields = {
  jwt: string | null;
  authType: AuthType | null;
  /** The current business id: the spied business in spy mode, else `business.id`. */
  businessId: string | null;
};

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Tolerates values written raw ('user') or JSON-encoded ('"user"') by older code. */
const readText = (storage: KeyValueStorage, key: StorageKey): string | null => {
  const value = parseJson(storage.getItem(key));
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

const readBusinessId = (storage: KeyValueStorage): string | null => {
  // Written as the text 'true' (JSON-parsed to a boolean) or as '"true"'.
  const spyMode = parseJson(storage.getItem('spy_mode'));
  if (spyMode === true || spyMode === 'true') {
    const spied = readText(storage, 'spy_mode_business_id');
    if (spied) return spied;
  }
  const business = parseJson(storage.getItem('business'));
  if (typeof business === 'string' && business.trim() !== '') return business;
  if (business !== null && typeof business === 'object' && 'id' in business) {
    const id = (business as { id: unknown }).id;
    if (typeof id === 'string' && id !== '') return id;
    if (typeof id === 'number') return String(id);
  }
  return null;
};

export const readSessionFields = (storage: KeyValueStorage): StoredSessionFields => {
  const authType = readText(storage, 'auth_type');
  return {
    jwt: readText(storage, 'jwt_token'),
    authType: authType === 'user' || authType === 'business' ? authType : null,
    businessId: readBusinessId(storage),
  };
};

/** Stores what a successful login gives (token, auth type, user, business). */
export const saveLoginSession = (storage: KeyValueStorage, reply: LoginReply): void => {
  storage.setItem('jwt_token', reply.jwt_token);
  storage.setItem('auth_type', reply.auth_type);
  storage.setItem('user', JSON.stringify(reply.user));
  if (reply.business) storage.setItem('business', JSON.stringify(reply.business));
  else storage.removeItem('business');
};

/** Logout: every stored session key goes (SPEC.md §4). */
export const clearStoredSession = (storage: KeyValueStorage): void => {
  for (const key of STORAGE_KEYS) storage.removeItem(key);
};

/** In-memory storage for tests and for environments without localStorage. */
export const createMemoryStorage = (
  initial: Record<string, string> = {},
): KeyValueStorage & {
  snapshot(): Record<string, string>;
} => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    snapshot: () => Object.fromEntries(values),
  };
};
