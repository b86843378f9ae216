import { z } from 'zod';
import { businessIdSessionFields, idSchema, jwtSchema, text } from './common';

export const reportsActions = ['getSpecificCompany'] as const;
export type ReportsAction = (typeof reportsActions)[number];

export const customAnswerSchema = z.object({ question: text(), response: text() });

/** One monthly report (DRE); net_margin is a fraction (0.12 = 12 %). */
export const reportJsonSchema = z
  .object({
    // Matched on its text form by the report detail screen.
    id: z.union([text(), z.number()]),
    month_year: text(),
    gross_revenue: z.number(),
    net_revenue: z.number(),
    expenses: z.number(),
    cogs: z.number(),
    net_profit: z.number(),
    net_margin: z.number(),
    customAnswers: z.array(customAnswerSchema),
  })
  .passthrough();
export type ReportJson = z.infer<typeof reportJsonSchema>;

export const reportItemSchema = z.object({ json: reportJsonSchema }).passthrough();

export const reportsGroupSchema = z
  .object({
    items: z.array(reportItemSchema),
    revenueGoal: z.number().nullable(),
    latestFilled: z.boolean(),
  })
  .passthrough();

export const reportsActionBodies = {
  getSpecificCompany: z.object(businessIdSessionFields).strict(),
} as const;

export const reportsActionReplies = {
  /** A list whose first element has items, revenueGoal and latestFilled. */
  getSpecificCompany: z.array(reportsGroupSchema).min(1),
} as const;
export type ReportsReply = z.infer<typeof reportsActionReplies.getSpecificCompany>;

export const getSheetIdQuerySchema = z.object({ jwt: jwtSchema, business: idSchema });
export const getSheetIdReplySchema = z.object({ sheet_id: text() });
export type GetSheetIdReply = z.infer<typeof getSheetIdReplySchema>;
