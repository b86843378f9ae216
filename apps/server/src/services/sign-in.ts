import type { LoginSessionReply, SessionBusiness, SessionUser } from '@portal/api-client';
import { firstBusinessOf } from '../auth/authorize';
import type { Identity } from '../auth/principal';
import { sessionRole, type ServiceDeps } from './deps';
import { issueToken } from './tokens';

// The end of every sign-in, with a password alone (services/auth.ts) or with its second step
// (services/two-factor.ts): the session the browser keeps.

/** What login and validate-token tell the browser about a principal. */
export async function sessionOf(
  deps: ServiceDeps,
  principal: Identity,
): Promise<{ user: SessionUser; business: SessionBusiness | null }> {
  const business = await firstBusinessOf(deps.db, principal);
  if (principal.kind === 'business') {
    return {
      user: { id: principal.id, name: principal.name, email: '', role: 'ordinary' },
      business,
    };
  }
  return {
    user: {
      id: principal.id,
      name: principal.name,
      email: principal.email,
      role: sessionRole(principal.role, principal.status),
    },
    business,
  };
}

/** Who is signing in, as the HTTP layer saw them. */
export type LoginClient = {
  address: string;
  /** The request's Cookie header (a device cookie of the account may be among them). */
  cookies: string | null;
  /** Reached over https: the new device cookie is then Secure. */
  https: boolean;
};

/**
 * An approved person of role user with no active company left (theirs was deleted, or they were
 * taken off it) has nowhere to work: the right password is told so instead of a session.
 */
export async function isStranded(deps: ServiceDeps, principal: Identity): Promise<boolean> {
  if (principal.kind !== 'user' || principal.role !== 'user' || principal.status !== 'active')
    return false;
  return !(await firstBusinessOf(deps.db, principal));
}

/** The session of a sign-in that is complete, and the device cookie of the browser that made it. */
export async function completeLogin(
  deps: ServiceDeps,
  principal: Identity,
  account: string,
  client: Pick<LoginClient, 'https'>,
): Promise<{ reply: LoginSessionReply; deviceCookie: string }> {
  const jwt_token = await issueToken(deps, principal);
  const session = await sessionOf(deps, principal);
  return {
    reply: { status: 'success', jwt_token, auth_type: principal.kind, ...session },
    deviceCookie: deps.devices.issue(account, { secure: client.https }),
  };
}
