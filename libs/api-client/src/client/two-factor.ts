import type { z } from 'zod';
import { apiMessages } from '../messages';
import {
  secondFactorSetupReplies,
  twoFactorActionBodies,
  twoFactorActionReplies,
  type SecondFactorLoginBody,
} from '../schemas/two-factor';
import { loginSessionReplySchema } from '../schemas/auth';
import type { WithoutSession } from '../transport';
import type { Call, Routes } from './shared';

/** The code or a recovery code, as the second step and `disable` take them. */
export type SecondFactorProof = { code: string } | { recoveryCode: string };

export type TwoFactorDisableInput = WithoutSession<
  z.input<(typeof twoFactorActionBodies)['disable']>,
  'auth'
>;

/**
 * The second step of login (no session: the token login answered) and the person's own second
 * factor in the profile. Refusals carry the server's words ('Código inválido ou expirado.', the
 * wait after too many codes); the caches are cleared by the caller's sign-in, as after login.
 */
export const createTwoFactorClient = (deps: {
  call: Call;
  routes: Routes<'twoFactor'>;
  clearCaches: () => void;
}) => {
  const { call, routes, clearCaches } = deps;
  const loginStep = {
    failureMessage: apiMessages.secondFactor,
    networkMessage: apiMessages.connection,
    preferServerMessage: true,
  } as const;
  const own = {
    failureMessage: apiMessages.twoFactorSave,
    preferServerMessage: true,
  } as const;
  return {
    async verify(body: SecondFactorLoginBody) {
      const result = await call({
        route: routes.verify,
        body,
        reply: loginSessionReplySchema,
        ...loginStep,
      });
      if (result.ok) clearCaches();
      return result;
    },

    setupBegin(token: string) {
      return call({
        route: routes.setup,
        action: 'begin',
        body: { token },
        reply: secondFactorSetupReplies.begin,
        ...loginStep,
      });
    },

    async setupConfirm(token: string, code: string) {
      const result = await call({
        route: routes.setup,
        action: 'confirm',
        body: { token, code },
        reply: secondFactorSetupReplies.confirm,
        ...loginStep,
      });
      if (result.ok) clearCaches();
      return result;
    },

    status() {
      return call({
        route: routes.twoFactor,
        action: 'status',
        reply: twoFactorActionReplies.status,
        failureMessage: apiMessages.twoFactorLoad,
      });
    },

    /** A new key for the app, after the person's current password (checked like login's). */
    begin(currentPassword: string) {
      return call({
        route: routes.twoFactor,
        action: 'begin',
        body: { current_password: currentPassword },
        reply: twoFactorActionReplies.begin,
        ...own,
      });
    },

    confirm(code: string) {
      return call({
        route: routes.twoFactor,
        action: 'confirm',
        body: { code },
        reply: twoFactorActionReplies.confirm,
        ...own,
      });
    },

    disable(proof: TwoFactorDisableInput) {
      return call({
        route: routes.twoFactor,
        action: 'disable',
        body: proof,
        reply: twoFactorActionReplies.disable,
        ...own,
      });
    },
  };
};
