import type { Session } from '../model/session';
import type { SecondFactorMethod } from '../two-factor/two-factor-rules';

/**
 * What login answers instead of a session when a second step follows the password: the code
 * ('code') or setting the second factor up first ('setup'), with the token that step takes.
 */
export type SecondStepChallenge = { secondStep: 'code' | 'setup'; token: string };

export const isSecondStepChallenge = (value: unknown): value is SecondStepChallenge =>
  typeof value === 'object' && value !== null && 'secondStep' in value;

export type VerifySecondFactorInput = { token: string; method: SecondFactorMethod; code: string };
/** What an authenticator app needs: the key as text and the QR code (a data: URL). */
export type TotpSetup = { key: string; qr: string };
export type ConfirmSetupInput = { token: string; code: string };
/** The session, and the recovery codes shown this once. */
export type ConfirmSetupOutput = { session: Session; recoveryCodes: string[] };

/** The second step as the login screen draws it. */
export type SecondStepView =
  | {
      kind: 'code';
      status: 'editing' | 'submitting';
      method: SecondFactorMethod;
      code: string;
      error: string | undefined;
      formError: string | null;
    }
  | {
      kind: 'setup';
      status: 'loading' | 'failure' | 'editing' | 'submitting' | 'codes';
      setup: TotpSetup | null;
      code: string;
      error: string | undefined;
      formError: string | null;
      recoveryCodes: string[];
    };
