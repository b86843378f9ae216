import {
  MAX_LENGTH,
  ADMIN_BUSINESS_NAME_REQUIRED,
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  LIST_INVALID,
} from '@portal/domain';
import { z } from 'zod';
import { capped, idSchema, sessionFields, successReplySchema, text, uploadSchema } from './common';
import { businessSchema } from './company';

export const adminBusinessesActions = [
  'getAll',
  'edit',
  'delete',
  'create',
  'getAllWaiting',
  'reject',
] as const;
export type AdminBusinessesAction = (typeof adminBusinessesActions)[number];

/** Waiting businesses: entries lacking id or name are dropped by the client, so both are loose. */
export const waitingBusinessSchema = z
  .object({
    id: text().optional(),
    name: text().optional(),
    niche: text().nullable().optional(),
    website: text().nullable().optional(),
    emails: z.array(text()).optional(),
  })
  .passthrough();
export type WaitingBusiness = z.infer<typeof waitingBusinessSchema>;

const createTextFields = {
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_BUSINESS_NAME_REQUIRED),
  niche: capped(MAX_LENGTH.short),
  website: capped(MAX_LENGTH.url),
  knowledge_base: capped(MAX_LENGTH.longText),
  managed_by: capped(MAX_LENGTH.short).min(1, ADMIN_BUSINESS_MANAGER_REQUIRED),
  meta_faturamento: capped(20),
  username_instagram: capped(MAX_LENGTH.short),
};

/** The non-null fields of a business an admin edits; only `id` is required. */
const editTextFields = {
  id: idSchema,
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_BUSINESS_NAME_REQUIRED).optional(),
  niche: capped(MAX_LENGTH.short).optional(),
  website: capped(MAX_LENGTH.url).optional(),
  knowledge_base: capped(MAX_LENGTH.longText).optional(),
  managed_by: capped(MAX_LENGTH.short).optional(),
  meta_faturamento: capped(20).optional(),
  username_instagram: capped(MAX_LENGTH.short).optional(),
};

/** `users` and `custom_questions` travel as JSON text inside multipart forms. */
const jsonStringList = text().transform((raw, ctx) => {
  try {
    const parsed = z.array(text()).safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the issue below
  }
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: LIST_INVALID });
  return z.NEVER;
});

export const adminBusinessesActionBodies = {
  getAll: z.object(sessionFields).strict(),
  /** Text fields of `edit` (multipart in SPEC.md, optional `logo` part). */
  edit: z
    .object({
      ...sessionFields,
      ...editTextFields,
      custom_questions: z.array(text()).optional(),
    })
    .strict(),
  delete: z.object({ ...sessionFields, businessId: idSchema }).strict(),
  /** Text fields of `create` (multipart in SPEC.md, optional `logo` part). */
  create: z.object({ ...sessionFields, ...createTextFields, users: z.array(idSchema) }).strict(),
  getAllWaiting: z.object(sessionFields).strict(),
  reject: z.object({ ...sessionFields, businessId: idSchema }).strict(),
} as const;

export const adminBusinessesMultipartBodies = {
  edit: z.object({
    ...sessionFields,
    ...editTextFields,
    custom_questions: jsonStringList.optional(),
    logo: uploadSchema.optional(),
  }),
  create: z.object({
    ...sessionFields,
    ...createTextFields,
    users: jsonStringList,
    logo: uploadSchema.optional(),
  }),
} as const;

const businessResultList = z.array(successReplySchema.extend({ business: businessSchema })).min(1);

export const adminBusinessesActionReplies = {
  getAll: z.array(businessSchema),
  edit: businessResultList,
  delete: z.array(successReplySchema).min(1),
  create: businessResultList,
  getAllWaiting: z.array(waitingBusinessSchema),
  reject: z.array(successReplySchema).min(1),
} as const;
