import {
  JWT_MISSING,
  MAX_LENGTH,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_INPUT_MAX,
  TOTP_PASSWORD_REQUIRED,
  validateRecoveryCode,
  validateTotpCode,
} from '@portal/domain';
import { z } from 'zod';
import { capped, sessionFields, successReplySchema, text } from './common';
import { loginSessionReplySchema } from './auth';

/** A text checked by one of the domain's rules (the message it returns is the refusal). */
const ruled = (rule: (value: string) => string | undefined) =>
  capped(SECOND_FACTOR_INPUT_MAX).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

/** Six digits of the authenticator app (spaces allowed, as apps print them). */
export const totpCodeSchema = ruled(validateTotpCode);
/** One of the ten recovery codes (dashes, spaces and case ignored). */
export const recoveryCodeSchema = ruled(validateRecoveryCode);

/**
 * The short-lived token login answers after the password when a second step follows: it names
 * the person and its purpose and is accepted by that step's actions only, never as a session.
 */
export const secondStepTokenSchema = capped(MAX_LENGTH.jwt).min(1, JWT_MISSING);

/** The code or a recovery code: strict members, so neither swallows the other. */
const proofs = <T extends z.ZodRawShape>(shape: T) =>
  [
    z.object({ ...shape, code: totpCodeSchema }).strict(),
    z.object({ ...shape, recoveryCode: recoveryCodeSchema }).strict(),
  ] as const;

export const secondFactorLoginBodySchema = z.union(proofs({ token: secondStepTokenSchema }));
export type SecondFactorLoginBody = z.infer<typeof secondFactorLoginBodySchema>;

/** What an authenticator app needs: the key as text, its otpauth:// URI, and that URI as a QR. */
export const totpSetupReplySchema = z.object({
  /** Base32, as apps take it typed. */
  key: text(),
  uri: text(),
  /** An SVG image as a data: URL, drawn by the server (nothing is fetched to draw it). */
  qr: text(),
});
export type TotpSetupReply = z.infer<typeof totpSetupReplySchema>;

/** Shown once, right after the second factor is turned on; stored only as hashes. */
export const recoveryCodesSchema = z.array(text()).length(RECOVERY_CODE_COUNT);

export const secondFactorSetupActions = ['begin', 'confirm'] as const;
export type SecondFactorSetupAction = (typeof secondFactorSetupActions)[number];

/** Setting the second factor up at sign-in, where the person's role requires it. */
export const secondFactorSetupBodies = {
  begin: z.object({ token: secondStepTokenSchema }).strict(),
  confirm: z.object({ token: secondStepTokenSchema, code: totpCodeSchema }).strict(),
} as const;

export const secondFactorSetupReplies = {
  begin: totpSetupReplySchema,
  confirm: loginSessionReplySchema.extend({ recovery_codes: recoveryCodesSchema }),
} as const;
export type SecondFactorSetupConfirmReply = z.infer<typeof secondFactorSetupReplies.confirm>;

export const twoFactorActions = ['status', 'begin', 'confirm', 'disable'] as const;
export type TwoFactorAction = (typeof twoFactorActions)[number];

/** The signed-in person's own second factor (profile modal). */
export const twoFactorActionBodies = {
  status: z.object(sessionFields).strict(),
  /**
   * The current password, checked like login's: whoever holds only a stolen session must not
   * put their own authenticator on the account and lock its owner out.
   */
  begin: z
    .object({
      ...sessionFields,
      current_password: capped(MAX_LENGTH.password).min(1, TOTP_PASSWORD_REQUIRED),
    })
    .strict(),
  confirm: z.object({ ...sessionFields, code: totpCodeSchema }).strict(),
  disable: z.union(proofs(sessionFields)),
} as const;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The person's role must have it (the server's setting): it cannot be turned off. */
  required: z.boolean(),
  /** Recovery codes not used yet (0 while it is off). */
  recovery_codes_left: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorActionReplies = {
  status: twoFactorStatusSchema,
  begin: totpSetupReplySchema,
  confirm: successReplySchema.extend({ recovery_codes: recoveryCodesSchema }),
  disable: successReplySchema,
} as const;
export type TwoFactorConfirmReply = z.infer<typeof twoFactorActionReplies.confirm>;
