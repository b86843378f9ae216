import { errorResponses } from '../schemas/common';
import {
  requestPasswordResetBodySchema,
  requestPasswordResetReplySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  verifyResetTokenBodySchema,
  verifyResetTokenReplySchema,
} from '../schemas/password-reset';
import { c, meta, type WebhookPrefix } from './shared';

/**
 * request-password-reset has no app segment (callers already use that path), so this router
 * carries full paths instead of a pathPrefix.
 */
export const createPasswordResetContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      requestPasswordReset: {
        method: 'POST',
        path: '/webhook/request-password-reset',
        summary: 'Send a reset link if the address has an account; the reply is always the same',
        body: requestPasswordResetBodySchema,
        responses: { 200: requestPasswordResetReplySchema },
        metadata: meta({ session: 'none', sessions: 'keeps', audit: 'writes' }),
      },
      verifyResetToken: {
        method: 'POST',
        path: `${prefix}/verify-reset-token`,
        summary: 'Check a reset token from the e-mailed link; answers valid, token and userName',
        body: verifyResetTokenBodySchema,
        responses: { 200: verifyResetTokenReplySchema },
        metadata: meta({ session: 'none', sessions: 'keeps', audit: 'reads' }),
      },
      resetPassword: {
        method: 'POST',
        path: `${prefix}/reset-password`,
        summary: 'Set a new password with a single-use reset token; answers success',
        body: resetPasswordBodySchema,
        responses: { 200: resetPasswordReplySchema },
        metadata: meta({
          session: 'none',
          admission: 'hashing',
          sessions: 'changes',
          audit: 'writes',
        }),
      },
    },
    { commonResponses: errorResponses },
  );
