import { throttleKey } from '../auth/login-throttle';
import { verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { invalid, MESSAGES } from './errors';
import type { ServiceDeps } from './deps';

/**
 * The person's current password, asked again before what a stolen session alone must not do
 * (a new password, a new e-mail, a second factor of someone else's phone). Checked through the
 * login throttle under the account's login key, so such a session is no unlimited password
 * oracle: the attempt is counted before the password is checked, and a right one clears it.
 */
export async function checkCurrentPassword(
  deps: ServiceDeps,
  account: { kind: Principal['kind']; key: string; passwordHash: string | null },
  password: string,
  clientAddress: string,
) {
  const key = throttleKey(account.kind, account.key);
  await deps.throttle.admit(key, clientAddress);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, password))) {
    await deps.throttle.fail(clientAddress);
    throw invalid(MESSAGES.wrongPassword);
  }
  await deps.throttle.succeed(key, clientAddress);
}
