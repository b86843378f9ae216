import { z } from 'zod';
import { idSchema, sessionFields, successReplySchema, uploadSchema } from './common';
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
    id: z.string().optional(),
    name: z.string().optional(),
    niche: z.string().nullable().optional(),
    website: z.string().nullable().optional(),
    emails: z.array(z.string()).optional(),
  })
  .passthrough();
export type WaitingBusiness = z.infer<typeof waitingBusinessSchema>;

const createTextFields = {
  name: z.string().trim().min(1, 'Please enter a business name'),
  niche: z.string(),
  website: z.string(),
  knowledge_base: z.string(),
  managed_by: z.string().min(1, 'Please select a business manager'),
  meta_faturamento: z.string(),
  username_instagram: z.string(),
};

/** The non-null fields of a business an admin edits; only `id` is required. */
const editTextFields = {
  id: idSchema,
  name: z.string().trim().min(1, 'Please enter a business name').optional(),
  niche: z.string().optional(),
  website: z.string().optional(),
  knowledge_base: z.string().optional(),
  managed_by: z.string().optional(),
  meta_faturamento: z.string().optional(),
  username_instagram: z.string().optional(),
};

/** `users` and `custom_questions` travel as JSON text inside multipart forms. */
const jsonStringList = z.string().transform((text, ctx) => {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the issue below
  }
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Lista inválida' });
  return z.NEVER;
});

export const adminBusinessesActionBodies = {
  getAll: z.object(sessionFields).strict(),
  /** Text fields of `edit` (multipart in SPEC.md, optional `logo` part). */
  edit: z
    .object({
      ...sessionFields,
      ...editTextFields,
      custom_questions: z.array(z.string()).optional(),
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
