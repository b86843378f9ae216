import { routes } from '../routes';

/** Role as the server and admin screens know it. */
export type Role = 'admin' | 'council' | 'user';

/**
 * Role as stored in the browser session (`user.role`): an approved 'user' is 'ordinary',
 * a registered person not yet approved is 'waiting'.
 */
export type SessionRole = 'admin' | 'council' | 'ordinary' | 'waiting';

/** 'user' signs in with an e-mail; 'business' with an access code such as 'DEMO01'. */
export type AuthType = 'user' | 'business';

export const SESSION_ROLES = [
  'admin',
  'council',
  'ordinary',
  'waiting',
] as const satisfies readonly SessionRole[];
export const ROLES = ['admin', 'council', 'user'] as const satisfies readonly Role[];
export const AUTH_TYPES = ['user', 'business'] as const satisfies readonly AuthType[];

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: SessionRole;
};

/** The business kept in the browser (`business` key); details is `businessDetails`. */
export type StoredBusiness = {
  id: string;
  name: string;
  details?: unknown;
};

/** What a successful login (or a stored session) gives the portal. */
export type Session = {
  jwt: string;
  authType: AuthType;
  user: SessionUser;
  business: StoredBusiness | null;
};

export const ROLE_LABELS = {
  admin: 'Admin',
  council: 'Conselho',
  ordinary: 'Usuário',
  user: 'Usuário',
} as const satisfies Record<Exclude<SessionRole, 'waiting'> | Role, string>;

/** Label of the role badge; 'waiting' has no badge of its own in docs/product.md, it reads as a user. */
export function roleLabel(role: SessionRole | Role): string {
  return role === 'waiting' ? ROLE_LABELS.user : ROLE_LABELS[role];
}

export const LANDING_PATHS = {
  admin: routes.adminBusinesses,
  waiting: routes.waiting,
  dashboard: routes.meetings,
  login: routes.login,
} as const;

export function landingPathFor(role: SessionRole): string {
  if (role === 'admin' || role === 'council') return LANDING_PATHS.admin;
  if (role === 'waiting') return LANDING_PATHS.waiting;
  return LANDING_PATHS.dashboard;
}

export function isAdminRole(role: SessionRole | null | undefined): boolean {
  return role === 'admin' || role === 'council';
}

/** Server role + approval state → the role the browser stores. */
export function toSessionRole(role: Role, waiting = false): SessionRole {
  if (waiting) return 'waiting';
  return role === 'user' ? 'ordinary' : role;
}

/**
 * The single login field takes an e-mail or a business access code. Codes never contain '@',
 * so its presence is enough while the person is still typing ('joao@' is already a user).
 */
export function guessAuthType(key: string): AuthType {
  return key.includes('@') ? 'user' : 'business';
}

export function isSessionRole(value: unknown): value is SessionRole {
  return typeof value === 'string' && (SESSION_ROLES as readonly string[]).includes(value);
}
