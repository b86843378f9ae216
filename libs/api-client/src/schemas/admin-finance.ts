import { MONTH_INVALID } from '@portal/domain';
import { z } from 'zod';
import { idSchema, sessionFields, text } from './common';

export const adminFinanceActions = ['getAll'] as const;
export type AdminFinanceAction = (typeof adminFinanceActions)[number];

/** 'YYYY-MM'. */
export const monthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID);

/** One month, or a range whose ends are both set (SPEC.md: a range fetches only then). */
export const financePeriodSchema = z.union([
  monthSchema,
  z.object({ start: monthSchema, end: monthSchema }),
]);
export type FinancePeriod = z.infer<typeof financePeriodSchema>;

export const financeRecordSchema = z
  .object({
    id: idSchema,
    businessId: idSchema,
    /** Shown in the Business column; the server adds it beside SPEC.md's fields. */
    businessName: text().optional(),
    gross_revenue: z.number(),
    net_revenue: z.number(),
    expenses: z.number(),
    cogs: z.number(),
    net_profit: z.number(),
    net_margin: z.number(),
  })
  .passthrough();
export type FinanceRecord = z.infer<typeof financeRecordSchema>;

export const adminFinanceActionBodies = {
  getAll: z.object({ ...sessionFields, period: financePeriodSchema }).strict(),
} as const;

export const adminFinanceActionReplies = {
  getAll: z.array(financeRecordSchema),
} as const;
