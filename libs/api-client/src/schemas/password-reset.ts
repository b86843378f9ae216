import {
  EMAIL_INVALID,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  RESET_TOKEN_MISSING,
  MAX_LENGTH,
} from '@portal/domain';
import { z } from 'zod';
import { capped, emailSchema, successReplySchema, text } from './common';

export const requestPasswordResetBodySchema = z.object({
  email: emailSchema(EMAIL_INVALID),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** Always the same reply, whether or not the address exists (no account enumeration). */
export const requestPasswordResetReplySchema = successReplySchema;

export const verifyResetTokenBodySchema = z.object({
  token: capped(MAX_LENGTH.token).min(1, RESET_TOKEN_MISSING),
});
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBodySchema>;

export const verifyResetTokenReplySchema = z.object({
  valid: z.boolean(),
  token: text().optional(),
  userName: text().optional(),
});
export type VerifyResetTokenReply = z.infer<typeof verifyResetTokenReplySchema>;

export const resetPasswordBodySchema = z.object({
  newPassword: capped(MAX_LENGTH.password).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  token: capped(MAX_LENGTH.token).min(1, RESET_TOKEN_MISSING),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordReplySchema = z.object({
  success: z.boolean(),
  message: text().optional(),
});
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;
