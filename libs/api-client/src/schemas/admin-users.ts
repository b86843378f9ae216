import {
  ADMIN_USER_CREATE_ROLE,
  ADMIN_USER_FIELDS_REQUIRED,
  MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  USER_BUSINESSES_MAX,
  USER_BUSINESSES_TOO_MANY,
  isCreatableRole,
  USER_NEW_COMPANY_ONLY,
  validateUserBusinesses,
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

export const adminUsersActions = [
  'getAll',
  'create',
  'userEdit',
  'delete',
  'resetTwoFactor',
] as const;
export type AdminUsersAction = (typeof adminUsersActions)[number];

export const businessRefSchema = z.object({ id: idSchema, name: text() });

/** A person as the admin screens see it; an admin's company list is empty (they hold all). */
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
    /** The creating admin's id, or null (registered themself, or that admin was deleted). */
    created_by: text().nullable(),
    /** The creating admin's name, for the detail's "created by" (null: 'Unknown'). */
    created_by_name: text().nullable().optional(),
    business: z.object({ businesses: z.array(businessRefSchema) }),
    /** The person signs in with a second factor (TOTP); an admin may reset it. */
    two_factor: z.boolean().optional(),
    /** When the person asked for their account to be erased (ISO), which an admin confirms. */
    erasure_requested_at: text().nullable().optional(),
  })
  .passthrough();
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A company the admin picked for the person: its id (the name is the screen's, not read). */
const pickedBusinessSchema = z
  .object({ id: idSchema, name: capped(MAX_LENGTH.name).optional() })
  .strict();

const pickedBusinessesSchema = z
  .object({
    businesses: z.array(pickedBusinessSchema).max(USER_BUSINESSES_MAX, USER_BUSINESSES_TOO_MANY),
  })
  .strict();

const requiredName = capped(MAX_LENGTH.name).trim().min(1, ADMIN_USER_FIELDS_REQUIRED);
const optionalLongText = capped(MAX_LENGTH.longText).nullable().optional();

/** docs/product.md/: user exactly one company, council one or more; an admin's list is ignored. */
const withBusinessRule = <
  T extends { role: z.infer<typeof serverRoleSchema>; business: { businesses: unknown[] } },
>(
  user: T,
  ctx: z.RefinementCtx,
) => {
  const message = validateUserBusinesses(user.role, user.business.businesses.length);
  if (message) ctx.addIssue({ code: 'custom', path: ['business', 'businesses'], message });
};

export const newUserSchema = z
  .object({
    name: requiredName,
    email: emailSchema(undefined, ADMIN_USER_FIELDS_REQUIRED),
    phone_number: capped(MAX_LENGTH.phone).nullable().optional(),
    password: capped(MAX_LENGTH.password)
      .min(1, ADMIN_USER_FIELDS_REQUIRED)
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    /** docs/product.md: the create forms offer only user and council. */
    role: serverRoleSchema.refine(isCreatableRole, ADMIN_USER_CREATE_ROLE),
    knowledge_base: optionalLongText,
    notes: optionalLongText,
    business: pickedBusinessesSchema,
    /**
     * Ours: docs/product.md's inline create user of the Create Business modal, whose company
     * does not exist yet. The person comes with no company; creating the company links them.
     */
    forNewCompany: z.literal(true).optional(),
  })
  .strict()
  .superRefine((user, ctx) => {
    if (!user.forNewCompany) return withBusinessRule(user, ctx);
    if (user.business.businesses.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['business', 'businesses'],
        message: USER_NEW_COMPANY_ONLY,
      });
    }
  });
export type NewUser = z.infer<typeof newUserSchema>;

export const editedUserSchema = z
  .object({
    id: idSchema,
    name: requiredName,
    email: emailSchema(undefined, ADMIN_USER_FIELDS_REQUIRED),
    phone_number: capped(MAX_LENGTH.phone).nullable().optional(),
    role: serverRoleSchema,
    knowledge_base: optionalLongText,
    notes: optionalLongText,
    business: pickedBusinessesSchema,
  })
  .strict()
  .superRefine(withBusinessRule);
export type EditedUser = z.infer<typeof editedUserSchema>;

export const adminUsersActionBodies = {
  getAll: z.object(sessionFields).strict(),
  create: z.object({ ...sessionFields, user: newUserSchema }).strict(),
  userEdit: z.object({ ...sessionFields, user: editedUserSchema }).strict(),
  delete: z.object({ ...sessionFields, userId: idSchema }).strict(),
  /** Turns the person's second factor off (a lost phone); recorded, and their sessions end. */
  resetTwoFactor: z.object({ ...sessionFields, userId: idSchema }).strict(),
} as const;

export const adminUsersActionReplies = {
  getAll: z.array(adminUserSchema),
  create: z.array(successReplySchema.extend({ user: adminUserSchema })).min(1),
  userEdit: z.array(successReplySchema.extend({ user: adminUserSchema })).min(1),
  delete: z.array(successReplySchema).min(1),
  resetTwoFactor: z.array(successReplySchema).min(1),
} as const;
