import type { ApiResult, LoginReply } from '@portal/api-client';
import type { LoginOutput, VerifyResetTokenOutput } from '@portal/domain';
import { dataOrReject } from '../app/api';
import { sessionFromLoginReply } from '../app/session-mapping';

// How api-client results become what the domain machines' actors give (the actor outcome
// convention, libs/domain/README.md): the data when the server said yes; for every failure,
// refusals included, a rejection with the ApiFailure, whose pt-BR `message` the machine shows.

/**
 * `dataOrReject` for calls whose SPEC text for "no answer" is their own failure text (the reset
 * link, the new password, the profile), not login's connection error. `callApi`'s stand-in for a
 * client that could not be loaded carries the connection error, so a call that got no answer
 * rejects as an `Error` instead: the machine then shows its SPEC default, which for these calls
 * is the very text the api-client gives their network failures.
 */
export function dataOrRejectOwnText<T>(result: ApiResult<T>): T {
  if (!result.ok && result.reason === 'network') throw new Error(result.message);
  return dataOrReject(result);
}

/** The session of an accepted login; a refusal or no answer rejects with its text. */
export function toLoginOutput(result: ApiResult<LoginReply>): LoginOutput {
  return sessionFromLoginReply(dataOrReject(result));
}

/** The name to greet on a valid link; an invalid one rejects with SPEC's text for it. */
export function toVerifyResetTokenOutput(
  result: ApiResult<{ token: string; userName: string }>,
): VerifyResetTokenOutput {
  return { userName: dataOrRejectOwnText(result).userName };
}
