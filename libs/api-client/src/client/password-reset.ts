import type { z } from 'zod';
import { apiMessages } from '../messages';
import { failure, success, type ApiResult } from '../result';
import type { SuccessReply } from '../schemas/common';
import {
  requestPasswordResetBodySchema,
  requestPasswordResetReplySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  verifyResetTokenBodySchema,
  verifyResetTokenReplySchema,
} from '../schemas/password-reset';
import type { Call, Routes } from './shared';

export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;

export const createPasswordResetClient = (deps: {
  call: Call;
  routes: Routes<'passwordReset'>;
}) => {
  const { call, routes } = deps;
  return {
    /** The same confirmation shows whatever this returns: nobody learns who has an account. */
    requestPasswordReset(
      email: z.input<typeof requestPasswordResetBodySchema>['email'],
    ): Promise<ApiResult<SuccessReply>> {
      return call({
        route: routes.requestPasswordReset,
        body: { email },
        reply: requestPasswordResetReplySchema,
        failureMessage: apiMessages.resetRequestConfirmation,
      });
    },

    /**
     * Success only when the server says valid: true; the HTTP status is not checked. The
     * token comes straight from the link, so it may be absent: then nothing is sent.
     */
    async verifyResetToken(
      token: z.input<typeof verifyResetTokenBodySchema>['token'] | null | undefined,
    ): Promise<ApiResult<{ token: string; userName: string }>> {
      if (!token) return failure('rejected', apiMessages.resetTokenMissing);
      const result = await call({
        route: routes.verifyResetToken,
        body: { token },
        reply: verifyResetTokenReplySchema,
        failureMessage: apiMessages.resetTokenCheck,
        ignoreStatus: true,
      });
      if (!result.ok) return result;
      if (result.data.valid !== true) return failure('rejected', apiMessages.resetLinkInvalid);
      return success({ token: result.data.token ?? token, userName: result.data.userName ?? '' });
    },

    async resetPassword(input: ResetPasswordInput): Promise<ApiResult<true>> {
      const result = await call({
        route: routes.resetPassword,
        body: { newPassword: input.newPassword, token: input.token },
        reply: resetPasswordReplySchema,
        failureMessage: apiMessages.resetPassword,
      });
      if (!result.ok) return result;
      return result.data.success === true
        ? success(true)
        : failure('rejected', apiMessages.resetPassword, { serverMessage: result.data.message });
    },
  };
};
