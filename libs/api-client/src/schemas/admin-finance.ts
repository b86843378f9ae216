import { MONTH_INVALID, financeSortColumns, validateFinanceRange } from '@portal/domain';
import { z } from 'zod';
import { idSchema, sessionFields, text } from './common';

export const adminFinanceActions = ['getAll'] as const;
export type AdminFinanceAction = (typeof adminFinanceActions)[number];

/** 'YYYY-MM'. */
export const monthSchema = text().regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID);

/** A range: both ends set (nothing is asked before), the end not before the start. */
export const financeRangeSchema = z
  .object({ start: monthSchema, end: monthSchema })
  .strict()
  .superRefine(({ start, end }, ctx) => {
    const message = validateFinanceRange(start, end);
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['end'], message });
  });

/** One month, or a range. */
export const financePeriodSchema = z.union([monthSchema, financeRangeSchema]);
export type FinancePeriod = z.infer<typeof financePeriodSchema>;

export const financeRecordSchema = z
  .object({
    id: idSchema,
    businessId: idSchema,
    /** Shown in the Business column, so the screen needs no second call for names. */
    businessName: text().optional(),
    gross_revenue: z.number(),
    net_revenue: z.number(),
    expenses: z.number(),
    cogs: z.number(),
    net_profit: z.number(),
    net_margin: z.number(),
    /** Beyond docs/product.md: how many monthly reports the figures add up (1 for a month). */
    months: z.number().int().nonnegative().optional(),
  })
  .passthrough();
export type FinanceRecord = z.infer<typeof financeRecordSchema>;

export const adminFinanceActionBodies = {
  getAll: z.object({ ...sessionFields, period: financePeriodSchema }).strict(),
} as const;

export const adminFinanceActionReplies = {
  getAll: z.array(financeRecordSchema),
} as const;

/** The finance table as a file (beyond docs/product.md): the XLSX of the period, in the table's order. */
export const adminFinanceExportActions = ['exportXlsx'] as const;
export type AdminFinanceExportAction = (typeof adminFinanceExportActions)[number];

export const financeSortSchema = z
  .object({ column: z.enum(financeSortColumns), direction: z.enum(['asc', 'desc']) })
  .strict();

export const adminFinanceExportBodies = {
  exportXlsx: z
    .object({ ...sessionFields, period: financePeriodSchema, sort: financeSortSchema.optional() })
    .strict(),
} as const;
