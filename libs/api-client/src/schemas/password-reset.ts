import { z } from 'zod';
import { successReplySchema, text } from './common';

export const requestPasswordResetBodySchema = z.object({
  email: text().trim().email('Por favor, insira um email válido'),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** Always the same reply, whether or not the address exists (no account enumeration). */
export const requestPasswordResetReplySchema = successReplySchema;

export const verifyResetTokenBodySchema = z.object({
  token: text().min(1, 'Token não encontrado'),
});
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBodySchema>;

export const verifyResetTokenReplySchema = z.object({
  valid: z.boolean(),
  token: text().optional(),
  userName: text().optional(),
});
export type VerifyResetTokenReply = z.infer<typeof verifyResetTokenReplySchema>;

export const resetPasswordBodySchema = z.object({
  newPassword: text().min(6, 'A senha deve ter pelo menos 6 caracteres'),
  token: text().min(1, 'Token não encontrado'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordReplySchema = z.object({
  success: z.boolean(),
  message: text().optional(),
});
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;
