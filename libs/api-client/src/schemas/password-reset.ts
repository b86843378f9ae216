import { z } from 'zod';
import { successReplySchema } from './common';

export const requestPasswordResetBodySchema = z.object({
  email: z.string().trim().email('Por favor, insira um email válido'),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** Always the same reply, whether or not the address exists (no account enumeration). */
export const requestPasswordResetReplySchema = successReplySchema;

export const verifyResetTokenBodySchema = z.object({
  token: z.string().min(1, 'Token não encontrado'),
});
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBodySchema>;

export const verifyResetTokenReplySchema = z.object({
  valid: z.boolean(),
  token: z.string().optional(),
  userName: z.string().optional(),
});
export type VerifyResetTokenReply = z.infer<typeof verifyResetTokenReplySchema>;

export const resetPasswordBodySchema = z.object({
  newPassword: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres'),
  token: z.string().min(1, 'Token não encontrado'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordReplySchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type ResetPasswordReply = z.infer<typeof resetPasswordReplySchema>;
