import {
  MAX_LENGTH,
  ADMIN_USER_FIELDS_REQUIRED,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
} from '@portal/domain';
import { z } from 'zod';
import {
  accessRoleSchema,
  capped,
  emailSchema,
  idSchema,
  serverRoleSchema,
  sessionFields,
  successReplySchema,
  text,
} from './common';

export const adminUsersActions = ['getAll', 'create', 'userEdit', 'delete'] as const;
export type AdminUsersAction = (typeof adminUsersActions)[number];

export const businessRefSchema = z.object({ id: idSchema, name: text() });

/** User as the admin screens see it (SPEC.md §3). */
export const adminUserSchema = z
  .object({
    id: idSchema,
    name: text(),
    email: text(),
    phone_number: text().nullable(),
    role: accessRoleSchema,
    knowledge_base: text().nullable(),
    notes: text().nullable(),
    created_at: text(),
    created_by: text().nullable(),
    business: z.object({ businesses: z.array(businessRefSchema) }),
  })
  .passthrough();
export type AdminUser = z.infer<typeof adminUserSchema>;

export const newUserSchema = z.object({
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_USER_FIELDS_REQUIRED),
  email: emailSchema(ADMIN_USER_FIELDS_REQUIRED),
  phone_number: capped(MAX_LENGTH.phone).nullable(),
  password: capped(MAX_LENGTH.password).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  role: serverRoleSchema,
  knowledge_base: capped(MAX_LENGTH.longText).nullable(),
  notes: capped(MAX_LENGTH.longText).nullable().optional(),
  business: z.object({ businesses: z.array(businessRefSchema) }),
});
export type NewUser = z.infer<typeof newUserSchema>;

export const editedUserSchema = z.object({
  id: idSchema,
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_USER_FIELDS_REQUIRED),
  email: emailSchema(ADMIN_USER_FIELDS_REQUIRED),
  phone_number: capped(MAX_LENGTH.phone).nullable(),
  role: serverRoleSchema,
  knowledge_base: capped(MAX_LENGTH.longText).nullable(),
  notes: capped(MAX_LENGTH.longText).nullable(),
  business: z.object({ businesses: z.array(businessRefSchema) }),
});
export type EditedUser = z.infer<typeof editedUserSchema>;

export const adminUsersActionBodies = {
  getAll: z.object(sessionFields).strict(),
  create: z.object({ ...sessionFields, user: newUserSchema }).strict(),
  userEdit: z.object({ ...sessionFields, user: editedUserSchema }).strict(),
  delete: z.object({ ...sessionFields, userId: idSchema }).strict(),
} as const;

export const adminUsersActionReplies = {
  getAll: z.array(adminUserSchema),
  create: z.array(successReplySchema.extend({ user: adminUserSchema })).min(1),
  userEdit: z.array(successReplySchema.extend({ user: adminUserSchema.optional() })).min(1),
  delete: z.array(successReplySchema).min(1),
} as const;
