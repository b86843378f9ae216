import type { ApiResult, LoginReply } from '@portal/api-client';
import type { LoginOutput, VerifyResetTokenOutput } from '@portal/domain';
import { sessionFromLoginReply } from '../app/session-mapping';

// How api-client results become the outputs the domain machines expect. The rule everywhere:
// an answer that says no RESOLVES (the machine shows the server's text or SPEC's), and only a
// call that never got an answer REJECTS (the machine shows SPEC's connection/verify error).

export function toLoginOutput(result: ApiResult<LoginReply>): LoginOutput {
  if (result.ok) return { ok: true, session: sessionFromLoginReply(result.data) };
  if (result.reason === 'network') throw new Error(result.message);
  return { ok: false, message: result.message };
}

export function toVerifyResetTokenOutput(
  result: ApiResult<{ token: string; userName: string }>,
): VerifyResetTokenOutput {
  if (result.ok) return { valid: true, userName: result.data.userName };
  if (result.reason === 'network') throw new Error(result.message);
  return { valid: false, error: result.message };
}
