import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  NAME_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  MAX_LENGTH,
} from '@portal/domain';
import { z } from 'zod';
import {
  capped,
  emailSchema,
  jwtSchema,
  sessionFields,
  successReplySchema,
  text,
  uploadSchema,
} from './common';

export const profileActions = [
  'get',
  'update',
  'changePassword',
  'mailPreferences',
  'requestErasure',
  'withdrawErasure',
] as const;
export type ProfileAction = (typeof profileActions)[number];

export const profileSchema = z
  .object({
    name: text(),
    email: text(),
    phone_number: text().nullable(),
    knowledge_base: text().nullable(),
    profile_picture: text().nullable(),
    /** The e-mails the person gets (on unless turned off); absent for a business account. */
    mail_task_reminders: z.boolean().optional(),
    mail_weekly_digest: z.boolean().optional(),
    /** When the person asked for their account to be erased (ISO); null: no open request. */
    erasure_requested_at: text().nullable().optional(),
  })
  .passthrough();
export type Profile = z.infer<typeof profileSchema>;

const profileFields = {
  name: capped(MAX_LENGTH.name).trim().min(1, NAME_REQUIRED),
  email: emailSchema(EMAIL_INVALID),
  phone_number: capped(MAX_LENGTH.phone),
  knowledge_base: capped(MAX_LENGTH.longText),
  /** Required by the server when the e-mail changes (a stolen session alone cannot move it). */
  current_password: capped(MAX_LENGTH.password).optional(),
};

/** JSON bodies per action; `.strict()` so the union cannot match the wrong member. */
export const profileActionBodies = {
  get: z.object(sessionFields).strict(),
  /** The text fields of `update`, sent as multipart (see profileMultipartBodies). */
  update: z.object({ ...sessionFields, ...profileFields }).strict(),
  changePassword: z
    .object({
      ...sessionFields,
      oldPassword: capped(MAX_LENGTH.password).min(1, OLD_PASSWORD_REQUIRED),
      newPassword: capped(MAX_LENGTH.password)
        .min(1, NEW_PASSWORD_REQUIRED)
        .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    })
    .strict(),
  /** The signed-in person's own switches; a switch left out keeps its value. */
  mailPreferences: z
    .object({
      ...sessionFields,
      task_reminders: z.boolean().optional(),
      weekly_digest: z.boolean().optional(),
    })
    .strict(),
  /** The person asks for their account to be erased; an admin confirms by deleting it. */
  requestErasure: z
    .object({
      ...sessionFields,
      current_password: capped(MAX_LENGTH.password).min(1, CURRENT_PASSWORD_REQUIRED),
    })
    .strict(),
  withdrawErasure: z.object(sessionFields).strict(),
} as const;

/** Fields of the multipart `update` as `Object.fromEntries(await request.formData())` gives them. */
export const profileMultipartBodies = {
  update: z.object({
    ...sessionFields,
    ...profileFields,
    profile_picture: uploadSchema.optional(),
  }),
} as const;

export type ProfileUpdateFields = z.infer<typeof profileActionBodies.update>;
export type ProfileUpdateForm = z.infer<typeof profileMultipartBodies.update>;
export type ChangePasswordBody = z.infer<typeof profileActionBodies.changePassword>;
export type MailPreferencesBody = z.infer<typeof profileActionBodies.mailPreferences>;
export type RequestErasureBody = z.infer<typeof profileActionBodies.requestErasure>;

export const profileActionReplies = {
  get: z.array(profileSchema).min(1),
  /**
   * An e-mail change ends every token, the caller's included: `jwt_token` is then this
   * session's new token, which the portal must store in place of the old one.
   */
  update: successReplySchema.extend({
    profile: profileSchema.optional(),
    jwt_token: jwtSchema.optional(),
  }),
  /**
   * Changing the password ends every token, the caller's included: the reply carries the new
   * token of this session, which the portal must store in place of the old one.
   */
  changePassword: successReplySchema.extend({ jwt_token: jwtSchema }),
  mailPreferences: successReplySchema,
  /** The open request's instant (ISO): asking twice keeps the first. */
  requestErasure: successReplySchema.extend({ erasure_requested_at: text() }),
  withdrawErasure: successReplySchema.extend({ erasure_requested_at: z.null() }),
} as const;
export type ProfileGetReply = z.infer<typeof profileActionReplies.get>;
export type ProfileUpdateReply = z.infer<typeof profileActionReplies.update>;
export type ChangePasswordReply = z.infer<typeof profileActionReplies.changePassword>;
