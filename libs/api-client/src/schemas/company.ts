import { z } from 'zod';
import {
  INSTAGRAM_MUST_START_WITH_AT,
  isValidWebsite,
  parseBrlInput,
  validateRevenueGoalText,
  WEBSITE_INVALID,
  MAX_LENGTH,
  MONEY_TEXT_MAX,
} from '@portal/domain';
import {
  accessRoleSchema,
  businessIdSessionFields,
  capped,
  idSchema,
  successReplySchema,
  text,
  uploadSchema,
} from './common';

/** the product's get and update; `accessLog` (ours): who entered the company in spy mode. */
export const companyActions = ['get', 'update', 'accessLog'] as const;
export type CompanyAction = (typeof companyActions)[number];

export const accessUserSchema = z.object({
  id: idSchema,
  name: text(),
  email: text(),
  role: accessRoleSchema,
});
export type AccessUser = z.infer<typeof accessUserSchema>;

/** A company as the server sends it to the company page and the admin screens. */
export const businessSchema = z
  .object({
    id: idSchema,
    name: text(),
    logo: text().nullable(),
    website: text().nullable(),
    niche: text().nullable(),
    knowledge_base: text().nullable(),
    custom_questions: z.array(text()),
    meta_faturamento: z.number().nullable(),
    username_instagram: text().nullable(),
    managed_by: text().nullable(),
    created_at: text(),
    lastDRE: text().nullable(),
    access_users: z.array(accessUserSchema),
    /** Only on waiting businesses: the team e-mails given at registration. */
    emails: z.array(text()).optional(),
  })
  .passthrough();
export type Business = z.infer<typeof businessSchema>;

/** One spy-mode entry into the company: the company sees who looked, and when. */
export const accessLogEntrySchema = z.object({
  id: idSchema,
  at: text(),
  name: text(),
  role: z.enum(['admin', 'council']),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/**
 * The revenue goal as the company page and the admin forms send it (docs/product.md: text), read by the
 * domain's money rules as the forms read it ('1.300.000' and 'R$ 1.300.000,00' are 1300000),
 * refused with the domain's words when unreadable, negative or from R$ 1 trilhão on. The server
 * gets the number. Blank is refused, or is 0 (no goal) where `blank` says so (the admin forms).
 */
export const revenueGoalTextSchema = (blank: 'refused' | 'zero') =>
  capped(MONEY_TEXT_MAX).transform((typed, ctx): number => {
    const error = validateRevenueGoalText(typed, { required: blank === 'refused' });
    if (error) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: error });
      return z.NEVER;
    }
    return parseBrlInput(typed) ?? 0;
  });

// The company page edits an existing business, so website and Instagram may be left empty;
// when given they follow the domain's rules (and the product's messages) as at registration. The admin's
// business forms (schemas/admin-businesses.ts) check these fields with the same schemas.
export const companyTextFields = {
  website: capped(MAX_LENGTH.url)
    .trim()
    .refine((v) => v === '' || isValidWebsite(v), WEBSITE_INVALID),
  niche: capped(MAX_LENGTH.short),
  knowledge_base: capped(MAX_LENGTH.longText),
  // Typed as a number but sent as text, '0' when empty (docs/product.md, "The wire format").
  meta_faturamento: revenueGoalTextSchema('refused'),
  username_instagram: capped(MAX_LENGTH.short)
    .trim()
    .refine((v) => v === '' || v.startsWith('@'), INSTAGRAM_MUST_START_WITH_AT),
};

export const companyActionBodies = {
  get: z.object(businessIdSessionFields).strict(),
  /** Text fields of `update`, sent as multipart with an optional `logo` part. */
  update: z.object({ ...businessIdSessionFields, ...companyTextFields }).strict(),
  accessLog: z.object(businessIdSessionFields).strict(),
} as const;

export const companyMultipartBodies = {
  update: z.object({
    ...businessIdSessionFields,
    ...companyTextFields,
    logo: uploadSchema.optional(),
  }),
} as const;
export type CompanyUpdateFields = z.infer<typeof companyActionBodies.update>;

export const companyActionReplies = {
  /** A list whose first element is the business (stored as businessDetails). */
  get: z.array(businessSchema).min(1),
  update: successReplySchema.extend({ business: businessSchema.optional() }),
  /** Newest first, at most ACCESS_LOG_LIMIT: an admin or council member, and when. */
  accessLog: z.array(accessLogEntrySchema),
} as const;
