import {
  REPORT_ANSWER_MAX,
  REPORT_ANSWERS_MAX,
  REPORT_ANSWERS_MISMATCH,
  REPORT_FIGURE_INVALID,
  REPORT_FIGURE_REQUIRED,
  REPORT_MONTH_INVALID,
  REPORT_VERSION_INVALID,
  MAX_LENGTH,
  SHEET_ID_MAX,
  parseSheetId,
  validateFigure,
  validateReportMonth,
  validateSheetId,
} from '@portal/domain';
import { z } from 'zod';
import { businessIdSessionFields, capped, idSchema, jwtSchema, text } from './common';

export const reportsActions = ['getSpecificCompany', 'saveReport', 'setSheetId'] as const;
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
    /** Beyond docs/product.md: who filled the month last (a name) and when (ISO instant). */
    filled_by: text().optional(),
    filled_at: text().optional(),
    /** Beyond docs/product.md: 1 when first filled, one more at each replacement (saveReport names it). */
    version: z.number().int().positive().optional(),
    /** Beyond docs/product.md, only on a replaced report: who replaced it last (a name) and when. */
    edited_by: text().optional(),
    edited_at: text().optional(),
  })
  .passthrough();
export type ReportJson = z.infer<typeof reportJsonSchema>;

export const reportItemSchema = z.object({ json: reportJsonSchema }).passthrough();
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportsGroupSchema = z
  .object({
    items: z.array(reportItemSchema),
    revenueGoal: z.number().nullable(),
    latestFilled: z.boolean(),
  })
  .passthrough();

/**
 * A figure in BRL as a number: the domain's rule (finite, not negative, numeric(14,2)). A text
 * such as '1.234,56' is refused, never guessed at: the form parses what a person types.
 */
const figureSchema = z
  .number({ required_error: REPORT_FIGURE_REQUIRED, invalid_type_error: REPORT_FIGURE_INVALID })
  .superRefine((value, ctx) => {
    const message = validateFigure(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The last instant a Date holds: no month is after it. */
const END_OF_TIME = new Date(8.64e15);

/**
 * 'YYYY-MM' from 2000 on, by the domain's rule. Whether it is in the future depends on today,
 * which only the server knows for sure: services/reports.ts checks that with its clock.
 */
const monthSchema = capped(MAX_LENGTH.short).superRefine((month, ctx) => {
  const message =
    validateReportMonth(month, END_OF_TIME) ??
    (/^\d{4}-\d{2}$/.test(month) ? undefined : REPORT_MONTH_INVALID);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** The version of the month's report a replacement replaces, as the person was shown it. */
const versionSchema = z
  .number({ invalid_type_error: REPORT_VERSION_INVALID })
  .int(REPORT_VERSION_INVALID)
  .min(1, REPORT_VERSION_INVALID)
  .max(2_147_483_647, REPORT_VERSION_INVALID);

const customAnswerInputSchema = z
  .object({
    question: capped(REPORT_ANSWER_MAX),
    response: capped(REPORT_ANSWER_MAX),
  })
  .strict();

export const reportsActionBodies = {
  getSpecificCompany: z.object(businessIdSessionFields).strict(),
  /**
   * Fills one month of the company (beyond docs/product.md, whose form was external). A month that has a
   * report is replaced only when `replacesVersion` names its current version (the one the person
   * was shown); otherwise 409 with a text saying who saved it and when, and nothing is written.
   * The replaced version is kept. `id`, when sent, must be the company's report of that month.
   */
  saveReport: z
    .object({
      ...businessIdSessionFields,
      id: idSchema.optional(),
      month: monthSchema,
      gross_revenue: figureSchema,
      net_revenue: figureSchema,
      expenses: figureSchema,
      cogs: figureSchema,
      customAnswers: z
        .array(customAnswerInputSchema)
        .max(REPORT_ANSWERS_MAX, REPORT_ANSWERS_MISMATCH),
      replacesVersion: versionSchema.optional(),
    })
    .strict(),
  /**
   * Admin only (beyond docs/product.md): the company's Google Sheets id, or a sheet's link (its id is kept);
   * '' takes the sheet away. getSheetId answers it; the URL bar shows it.
   */
  setSheetId: z
    .object({
      ...businessIdSessionFields,
      sheetId: capped(SHEET_ID_MAX)
        .superRefine((value, ctx) => {
          const message = validateSheetId(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        })
        .transform((value) => parseSheetId(value) ?? ''),
    })
    .strict(),
} as const;

export const reportsActionReplies = {
  /** A list whose first element has items, revenueGoal and latestFilled. */
  getSpecificCompany: z.array(reportsGroupSchema).min(1),
  /** The saved month as an item of getSpecificCompany's list. */
  saveReport: reportItemSchema,
  /** The id as stored ('' when none). */
  setSheetId: z.object({ sheet_id: text() }),
} as const;
export type ReportsReply = z.infer<typeof reportsActionReplies.getSpecificCompany>;
/** saveReport's body as the server reads it (validated, session fields included). */
export type SaveReportBody = z.infer<typeof reportsActionBodies.saveReport>;

/** The company's reports as files (beyond docs/product.md): the route answers the bytes, not JSON. */
export const reportExportActions = ['exportXlsx', 'exportPdf'] as const;
export type ReportExportAction = (typeof reportExportActions)[number];

export const reportExportBodies = {
  /** Every month of the company as an XLSX workbook (a row a month; the answers in a 2nd sheet). */
  exportXlsx: z.object(businessIdSessionFields).strict(),
  /** One month's board pack as a PDF: the figures, the three cards, the month-on-month table. */
  exportPdf: z.object({ ...businessIdSessionFields, month: monthSchema }).strict(),
} as const;

export const getSheetIdQuerySchema = z.object({ jwt: jwtSchema, business: idSchema });
export const getSheetIdReplySchema = z.object({ sheet_id: text() });
export type GetSheetIdReply = z.infer<typeof getSheetIdReplySchema>;
