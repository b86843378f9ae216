import type { ApiResult, LoginReply } from '@portal/api-client';
import type { LoginOutput, VerifyResetTokenOutput } from '@portal/domain';
import { dataOrReject } from '../app/api';
import { sessionFromLoginReply } from '../app/session-mapping';

// How api-client results become what the domain machines' actors give (the actor outcome
// convention, libs/domain/README.md): the data when the server said yes; for every failure,
// refusals included, a rejection with the ApiFailure, whose pt-BR `message` the machine shows.

/**
 * The session of an accepted login, or the second step that must come first (its token stays in
 * the login machine, never in storage); a refusal or no answer rejects with its text.
 */
export function toLoginOutput(result: ApiResult<LoginReply>): LoginOutput {
  const reply = dataOrReject(result);
  if (reply.status === 'second_factor') return { secondStep: reply.step, token: reply.token };
  return sessionFromLoginReply(reply);
}

/** The name to greet on a valid link; an invalid one rejects with the product's text for it. */
export function toVerifyResetTokenOutput(
  result: ApiResult<{ token: string; userName: string }>,
): VerifyResetTokenOutput {
  return { userName: dataOrReject(result).userName };
}
