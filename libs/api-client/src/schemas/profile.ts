import { z } from 'zod';
import { sessionFields, successReplySchema, uploadSchema } from './common';

export const profileActions = ['get', 'update', 'changePassword'] as const;
export type ProfileAction = (typeof profileActions)[number];

export const profileSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    knowledge_base: z.string().nullable(),
    profile_picture: z.string().nullable(),
  })
  .passthrough();
export type Profile = z.infer<typeof profileSchema>;

const profileFields = {
  name: z.string().trim().min(1, 'O nome é obrigatório'),
  email: z.string().trim().email('Por favor, insira um email válido'),
  phone_number: z.string(),
  knowledge_base: z.string(),
};

/** JSON bodies per action; `.strict()` so the union cannot match the wrong member. */
export const profileActionBodies = {
  get: z.object(sessionFields).strict(),
  /** The text fields of `update`; SPEC.md sends them as multipart (see profileMultipartBodies). */
  update: z.object({ ...sessionFields, ...profileFields }).strict(),
  changePassword: z
    .object({
      ...sessionFields,
      oldPassword: z.string().min(1, 'A senha atual é obrigatória'),
      newPassword: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres'),
    })
    .strict(),
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

export const profileActionReplies = {
  get: z.array(profileSchema).min(1),
  update: successReplySchema.extend({ profile: profileSchema.optional() }),
  changePassword: successReplySchema,
} as const;
export type ProfileGetReply = z.infer<typeof profileActionReplies.get>;
export type ProfileUpdateReply = z.infer<typeof profileActionReplies.update>;
