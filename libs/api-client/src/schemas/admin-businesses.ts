import {
  ACCESS_CODE_INVALID,
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  ADMIN_BUSINESS_MANAGER_REQUIRED,
  ADMIN_BUSINESS_NAME_REQUIRED,
  BUSINESS_USERS_MAX,
  BUSINESS_USERS_TOO_MANY,
  CUSTOM_QUESTION_MAX,
  CUSTOM_QUESTION_REQUIRED,
  CUSTOM_QUESTIONS_DUPLICATE,
  CUSTOM_QUESTIONS_MAX,
  CUSTOM_QUESTIONS_TOO_MANY,
  LIST_INVALID,
  MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  normalizeAccessCode,
} from '@portal/domain';
import { z } from 'zod';
import { capped, idSchema, sessionFields, successReplySchema, text, uploadSchema } from './common';
import { businessSchema, companyTextFields, revenueGoalTextSchema } from './company';

/**
 * docs/product.md's six actions, then ours: `approve` (a waiting registration becomes a
 * company, from the create form prefilled), the join requests of people who picked an existing
 * company, the business account's own login (`setAccess`) and the spy-mode entries a company
 * sees (`recordAccess`), and erasing a company with all it holds (`erase`).
 */
export const adminBusinessesActions = [
  'getAll',
  'edit',
  'delete',
  'create',
  'getAllWaiting',
  'reject',
  'approve',
  'getJoinRequests',
  'approveJoin',
  'refuseJoin',
  'setAccess',
  'recordAccess',
  'erase',
] as const;
export type AdminBusinessesAction = (typeof adminBusinessesActions)[number];

const personRefSchema = z.object({
  id: idSchema,
  name: text(),
  email: text(),
  phone_number: text().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * Waiting businesses: entries lacking id or name are dropped by the client, so both are loose.
 * Beyond the product's `emails`, the registration's own fields (to prefill the create form on 'Aprovar')
 * and its registrant (null when that person is gone: the screen shows 'User not found').
 */
export const waitingBusinessSchema = z
  .object({
    id: text().optional(),
    name: text().optional(),
    niche: text().nullable().optional(),
    website: text().nullable().optional(),
    knowledge_base: text().nullable().optional(),
    meta_faturamento: z.number().nullable().optional(),
    username_instagram: text().nullable().optional(),
    created_at: text().optional(),
    emails: z.array(text()).optional(),
    registrant: personRefSchema.nullable().optional(),
  })
  .passthrough();
export type WaitingBusiness = z.infer<typeof waitingBusinessSchema>;

/** A person waiting to join an active company they picked at registration. */
export const joinRequestSchema = personRefSchema.extend({
  created_at: text(),
  business: z.object({ id: idSchema, name: text() }),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/**
 * What a company's card carries beyond the product's business for the admin and council (the
 * health badge): the previous calendar month's report filled, open tasks older than
 * TASK_OVERDUE_DAYS, the newest meeting's date; and, for the admin only, the business account's
 * access code (null: no account of its own).
 */
export const businessHealthSchema = z.object({
  previousMonthFilled: z.boolean(),
  overdueTasks: z.number().int().nonnegative(),
  lastMeetingAt: text().nullable(),
});
export type BusinessHealth = z.infer<typeof businessHealthSchema>;

export const adminBusinessSchema = businessSchema.extend({
  health: businessHealthSchema.optional(),
  access_code: text().nullable().optional(),
});
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

const customQuestionSchema = capped(CUSTOM_QUESTION_MAX).trim().min(1, CUSTOM_QUESTION_REQUIRED);
/** The questions the company's monthly report asks: at most 30, none blank, none twice. */
export const customQuestionsSchema = z
  .array(customQuestionSchema)
  .max(CUSTOM_QUESTIONS_MAX, CUSTOM_QUESTIONS_TOO_MANY)
  .refine(
    (list) => new Set(list.map((q) => q.toLocaleLowerCase('pt-BR'))).size === list.length,
    CUSTOM_QUESTIONS_DUPLICATE,
  );
const userIdsSchema = z.array(idSchema).max(BUSINESS_USERS_MAX, BUSINESS_USERS_TOO_MANY);

/** A JSON list inside a multipart form (`users`, `custom_questions`), checked item by item. */
const jsonList = <T extends z.ZodTypeAny>(list: T) =>
  text().transform((raw, ctx): z.output<T> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: LIST_INVALID });
      return z.NEVER;
    }
    const checked = list.safeParse(parsed);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: issue.path });
    return z.NEVER;
  });

/**
 * Website and Instagram as on the company page (empty, or by the domain's rule with the product's
 * texts); the revenue goal too, except that the admin may leave it empty (stored as 0).
 */
const { website, username_instagram } = companyTextFields;
const meta_faturamento = revenueGoalTextSchema('zero');

const createTextFields = {
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_BUSINESS_NAME_REQUIRED),
  niche: capped(MAX_LENGTH.short),
  website,
  knowledge_base: capped(MAX_LENGTH.longText),
  managed_by: capped(MAX_LENGTH.short).min(1, ADMIN_BUSINESS_MANAGER_REQUIRED),
  meta_faturamento,
  username_instagram,
};

/** The non-null fields of a business an admin edits; only `id` is required. */
const editTextFields = {
  id: idSchema,
  name: capped(MAX_LENGTH.name).trim().min(1, ADMIN_BUSINESS_NAME_REQUIRED).optional(),
  niche: capped(MAX_LENGTH.short).optional(),
  website: website.optional(),
  knowledge_base: capped(MAX_LENGTH.longText).optional(),
  managed_by: capped(MAX_LENGTH.short).optional(),
  meta_faturamento: meta_faturamento.optional(),
  username_instagram: username_instagram.optional(),
};

/** A business account's access code as typed: 4–20 letters or digits, any case. */
const accessCodeSchema = capped(ACCESS_CODE_MAX_LENGTH + 10)
  .trim()
  .refine((code) => {
    const normal = normalizeAccessCode(code);
    return (
      normal !== null &&
      normal.length >= ACCESS_CODE_MIN_LENGTH &&
      normal.length <= ACCESS_CODE_MAX_LENGTH
    );
  }, ACCESS_CODE_INVALID);

export const adminBusinessesActionBodies = {
  getAll: z.object(sessionFields).strict(),
  /** Text fields of `edit` (sent as multipart, with an optional `logo` part). */
  edit: z
    .object({
      ...sessionFields,
      ...editTextFields,
      custom_questions: customQuestionsSchema.optional(),
      /** Ours: the company's people, replacing the list (the manager among them). */
      users: userIdsSchema.optional(),
    })
    .strict(),
  delete: z.object({ ...sessionFields, businessId: idSchema }).strict(),
  /** Text fields of `create` (sent as multipart, with an optional `logo` part). */
  create: z
    .object({
      ...sessionFields,
      ...createTextFields,
      users: userIdsSchema,
      custom_questions: customQuestionsSchema.optional(),
    })
    .strict(),
  getAllWaiting: z.object(sessionFields).strict(),
  reject: z.object({ ...sessionFields, businessId: idSchema }).strict(),
  /** The create form's fields for the waiting business `businessId` (multipart, like create). */
  approve: z
    .object({
      ...sessionFields,
      ...createTextFields,
      businessId: idSchema,
      users: userIdsSchema,
      custom_questions: customQuestionsSchema.optional(),
    })
    .strict(),
  getJoinRequests: z.object(sessionFields).strict(),
  approveJoin: z.object({ ...sessionFields, userId: idSchema }).strict(),
  refuseJoin: z.object({ ...sessionFields, userId: idSchema }).strict(),
  /**
   * The business account's login: a new access code and/or a new password (typed, or generated
   * by the server and answered once). Any change ends the account's open sessions.
   */
  setAccess: z
    .object({
      ...sessionFields,
      businessId: idSchema,
      accessCode: accessCodeSchema.optional(),
      password: capped(MAX_LENGTH.password).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).optional(),
      generatePassword: z.boolean().optional(),
    })
    .strict(),
  /** An admin or council member enters the company in spy mode (the company sees who and when). */
  recordAccess: z.object({ ...sessionFields, businessId: idSchema }).strict(),
  /**
   * The company and everything it holds, its stored files too (LGPD), confirmed by its name typed
   * exactly (`name`); its people keep their accounts, unlinked. Recorded in the audit log.
   */
  erase: z
    .object({ ...sessionFields, businessId: idSchema, name: capped(MAX_LENGTH.name) })
    .strict(),
} as const;

const createMultipartFields = {
  ...sessionFields,
  ...createTextFields,
  users: jsonList(userIdsSchema),
  custom_questions: jsonList(customQuestionsSchema).optional(),
  logo: uploadSchema.optional(),
};

export const adminBusinessesMultipartBodies = {
  edit: z.object({
    ...sessionFields,
    ...editTextFields,
    custom_questions: jsonList(customQuestionsSchema).optional(),
    users: jsonList(userIdsSchema).optional(),
    logo: uploadSchema.optional(),
  }),
  create: z.object(createMultipartFields),
  approve: z.object({ ...createMultipartFields, businessId: idSchema }),
} as const;

const businessResultList = z
  .array(successReplySchema.extend({ business: adminBusinessSchema }))
  .min(1);
const successList = z.array(successReplySchema).min(1);

export const adminBusinessesActionReplies = {
  getAll: z.array(adminBusinessSchema),
  edit: businessResultList,
  delete: successList,
  create: businessResultList,
  getAllWaiting: z.array(waitingBusinessSchema),
  reject: successList,
  approve: businessResultList,
  getJoinRequests: z.array(joinRequestSchema),
  approveJoin: successList,
  refuseJoin: successList,
  /** The code now in force, and the password only when the server generated it (shown once). */
  setAccess: z
    .array(successReplySchema.extend({ access_code: text(), password: text().optional() }))
    .min(1),
  recordAccess: successList,
  erase: successList,
} as const;
