import type { ApiResult, LoginReply } from '@portal/api-client';
import type {
  LoginOutput,
  RegisterOutput,
  RegistrationEvent,
  VerifyResetTokenOutput,
} from '@portal/domain';
import { sessionFromLoginReply } from '../app/session-mapping';

// How api-client results become the outputs the domain machines expect. The rule everywhere:
// an answer that says no RESOLVES (the machine shows the server's text or SPEC's), and only a
// call that never got an answer REJECTS (the machine shows SPEC's connection/verify error).

export function toLoginOutput(result: ApiResult<LoginReply>): LoginOutput {
  if (result.ok) return { ok: true, session: sessionFromLoginReply(result.data) };
  if (result.reason === 'network') throw new Error(result.message);
  return { ok: false, message: result.message };
}

export function toRegisterOutput(result: ApiResult<unknown>): RegisterOutput {
  if (result.ok) return { ok: true };
  if (result.reason === 'network') throw new Error(result.message);
  return { ok: false, error: result.message };
}

export function toVerifyResetTokenOutput(
  result: ApiResult<{ token: string; userName: string }>,
): VerifyResetTokenOutput {
  if (result.ok) return { valid: true, userName: result.data.userName };
  if (result.reason === 'network') throw new Error(result.message);
  return { valid: false, error: result.message };
}

const lower = (email: string) => email.trim().toLowerCase();

/**
 * The registration screen hands over the whole team e-mail list; the machine owns the rules
 * (valid, unique, the registrant's own address fixed), so a change is replayed as removes and
 * adds. The own address never travels: the machine always puts it in front itself.
 */
export function teamEmailEvents(
  current: readonly string[],
  next: readonly string[],
  ownEmail: string,
): RegistrationEvent[] {
  const own = lower(ownEmail);
  const wanted = next.filter((email) => lower(email) !== own);
  const has = (list: readonly string[], email: string) =>
    list.some((other) => lower(other) === lower(email));
  return [
    ...current
      .filter((email) => !has(wanted, email))
      .map((email): RegistrationEvent => ({ type: 'teamEmail.remove', email })),
    ...wanted
      .filter((email) => !has(current, email))
      .map((email): RegistrationEvent => ({ type: 'teamEmail.change', value: `${email},` })),
  ];
}
