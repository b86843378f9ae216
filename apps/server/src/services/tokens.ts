import type { Database } from '../db';
import { setBusinessTokensValidAfter } from '../repositories/businesses';
import { setUserTokensValidAfter } from '../repositories/users';
import type { Identity } from '../auth/principal';
import type { ServiceDeps } from './deps';

/** The one way a session token is made: its claims always say who and which role. */
export function issueToken(deps: ServiceDeps, principal: Identity): Promise<string> {
  return deps.jwt.sign(
    principal.kind === 'business'
      ? { sub: principal.id, typ: 'business', role: 'business' }
      : { sub: principal.id, typ: 'user', role: principal.role },
  );
}

/**
 * Ends every token of the person (or business account) issued up to now, on every device.
 * Pass the transaction when it must commit with other changes (a new password).
 */
export async function endTokens(
  deps: ServiceDeps,
  principal: Pick<Identity, 'kind' | 'id'>,
  db: Database = deps.db,
): Promise<void> {
  const now = deps.clock.now();
  if (principal.kind === 'business') await setBusinessTokensValidAfter(db, principal.id, now);
  else await setUserTokensValidAfter(db, principal.id, now);
}
