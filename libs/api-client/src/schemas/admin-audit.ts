import { AUDIT_DAY_INVALID, AUDIT_KINDS, MAX_LENGTH, validateAuditRange } from '@portal/domain';
import { z } from 'zod';
import { capped, idSchema, sessionFields, text } from './common';

/** The audit log (admin only): a page of entries for some filters, and whom the filters offer. */
export const adminAuditActions = ['list', 'filters'] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** A São Paulo day, 'YYYY-MM-DD' (checked as a calendar day with the range). */
const daySchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_DAY_INVALID);

export const auditListBodySchema = z
  .object({
    ...sessionFields,
    /** Who acted. */
    actorId: idSchema.optional(),
    /** The company acted on (an erased one too: the log keeps its id). */
    businessId: idSchema.optional(),
    kind: z.enum(AUDIT_KINDS).optional(),
    /** First and last São Paulo day, both included; either may be left open. */
    from: daySchema.optional(),
    to: daySchema.optional(),
    /** 1 for the newest entries. */
    page: z.number().int().min(1).max(100_000).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const refusal = validateAuditRange({ from: body.from ?? '', to: body.to ?? '' });
    if (refusal)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [refusal.field],
        message: refusal.message,
      });
  });

const namedSchema = z.object({ id: idSchema.nullable(), name: text() });

export const auditEntrySchema = z.object({
  id: idSchema,
  at: text(),
  /** One of AUDIT_KINDS, or a kind a newer server records. */
  kind: capped(MAX_LENGTH.short),
  actor: namedSchema.extend({ role: z.enum(['admin', 'council', 'user']).nullable() }),
  business: namedSchema.nullable(),
  person: namedSchema.nullable(),
  address: text().nullable(),
});
export type ServerAuditEntry = z.infer<typeof auditEntrySchema>;

const optionSchema = z.object({ id: idSchema, name: text() });

export const adminAuditActionBodies = {
  list: auditListBodySchema,
  filters: z.object(sessionFields).strict(),
} as const;

export const adminAuditActionReplies = {
  list: z.object({
    entries: z.array(auditEntrySchema),
    page: z.number().int().min(1),
    /** Older entries follow on the next page. */
    hasMore: z.boolean(),
  }),
  filters: z.object({ actors: z.array(optionSchema), companies: z.array(optionSchema) }),
} as const;
export type AuditListReply = z.infer<typeof adminAuditActionReplies.list>;
export type AuditFiltersReply = z.infer<typeof adminAuditActionReplies.filters>;
