import { z } from 'zod/v4';
import { CHAT_TOOL_MONTH_INVALID, saoPauloIso, validateFinanceMonth } from '@portal/domain';
import type { Database } from '../../../db';

/** What every tool may know besides the database: the moment of the question. */
type ToolContext = { now: Date };

/**
 * One read-only tool of the AI chat: a name, a pt-BR description and a zod input schema
 * the models see as JSON schema, and a typed function over a READ ONLY transaction (`db` is one).
 * Both engines call the same tools; their replies carry the portal links that cite each fact.
 */
export type ChatTool<I extends z.ZodType = z.ZodType, O = unknown> = {
  readonly name: string;
  readonly description: string;
  readonly input: I;
  readonly run: (db: Database, input: z.output<I>, context: ToolContext) => Promise<O>;
};

export const defineTool = <I extends z.ZodType, O>(tool: ChatTool<I, O>): ChatTool<I, O> => tool;

/** A company named by id. */
export const businessIdInput = z
  .guid()
  .describe('Id (uuid) da empresa, como list_companies devolve');

/** A month 'YYYY-MM' the domain accepts. */
export const monthInput = z
  .string()
  .regex(/^\d{4}-\d{2}$/, { error: CHAT_TOOL_MONTH_INVALID, abort: true })
  .refine((value) => validateFinanceMonth(value) === undefined, { error: CHAT_TOOL_MONTH_INVALID })
  .describe('Mês no formato AAAA-MM, por exemplo 2026-10');

/** A text to look for (case and accents ignored). */
export const searchInput = z.string().trim().min(2).max(100);

/** Lower case, no accents, spaces collapsed: how names and searches are compared. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** An ISO instant for a model to read, with São Paulo's offset: its hour is the screens' hour. */
export const iso = (date: Date): string => saoPauloIso(date);

/** An input the schema let through but the tool refuses (a range ending before it starts). */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}
