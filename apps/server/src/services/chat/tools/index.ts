import { z } from 'zod/v4';
import { chatToolUnknown } from '@portal/domain';
import { readOnly, type Database } from '../../../db';
import { dreStatusTool, listCompaniesTool, searchCompaniesTool } from './companies';
import { searchDocumentsTool } from './documents';
import {
  companyReportsTool,
  financePeriodTool,
  financeRankingTool,
  monthOverMonthTool,
} from './finance';
import { getMeetingTool, listMeetingsTool } from './meetings';
import { listPeopleTool } from './people';
import { listTasksTool, taskCountsTool } from './tasks';
import { ToolInputError, type ChatTool } from './tool';
import { searchMeetingTopicsTool } from './topics';
import { listWaitingTool } from './waiting';
import { toolInputErrorMap, toolInputMessage } from './tool-errors';

/** THE toolset of the AI chat: every tool reads, none writes. */
export const CHAT_TOOLS = {
  list_companies: listCompaniesTool,
  search_companies: searchCompaniesTool,
  dre_status: dreStatusTool,
  list_people: listPeopleTool,
  list_meetings: listMeetingsTool,
  get_meeting: getMeetingTool,
  list_tasks: listTasksTool,
  task_counts: taskCountsTool,
  finance_period: financePeriodTool,
  finance_ranking: financeRankingTool,
  month_over_month: monthOverMonthTool,
  company_reports: companyReportsTool,
  search_documents: searchDocumentsTool,
  search_meeting_topics: searchMeetingTopicsTool,
  list_waiting: listWaitingTool,
} as const;

type ToolName = keyof typeof CHAT_TOOLS;
type ToolInput<N extends ToolName> = z.input<(typeof CHAT_TOOLS)[N]['input']>;
export type ToolOutput<N extends ToolName> = Awaited<ReturnType<(typeof CHAT_TOOLS)[N]['run']>>;

const isToolName = (name: string): name is ToolName => Object.hasOwn(CHAT_TOOLS, name);

/** The toolset's names, as a model is told them when it asks for one that is not there. */
export const CHAT_TOOL_NAMES = Object.keys(CHAT_TOOLS) as ToolName[];

/** Longest invented tool name repeated back to the model (it is the model's text, not ours). */
const UNKNOWN_NAME_MAX = 60;

/** A tool's definition as an OpenAI-compatible API takes it (its zod schema as JSON schema). */
export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export const toolDefinitions = (): ToolDefinition[] =>
  Object.values(CHAT_TOOLS).map((tool: ChatTool) => {
    const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.input, { io: 'input' });
    return {
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters },
    };
  });

export type ToolResult = { ok: true; output: unknown } | { ok: false; error: string };

export type ToolRunner = {
  /** A tool by its name with a typed input (the built-in engine). */
  call: <N extends ToolName>(name: N, input: ToolInput<N>) => Promise<ToolOutput<N>>;
  /**
   * A tool a model asked for, with the arguments it wrote. A bad input, and a name the toolset
   * lacks (a model's invention, or obedience to a text in the data), is told back to it in pt-BR
   * (`ok: false`), so the model can go on with the tools there are instead of the answer failing.
   */
  callByName: (name: string, args: unknown) => Promise<ToolResult>;
  /**
   * Runs `work` with a toolset whose calls all read inside one READ ONLY transaction at
   * REPEATABLE READ: every figure of the answer comes from the same moment of the data, and the
   * calls share one BEGIN and COMMIT. For an engine whose calls come one right after another (the
   * built-in one), never for one that waits on a provider between them: the transaction would
   * stay open meanwhile.
   */
  snapshot: <T>(work: (tools: ToolRunner) => Promise<T>) => Promise<T>;
};

/**
 * Runs each tool call in its own READ ONLY transaction over `db` (db/read-only.ts), or, when `db`
 * is already one (`snapshot`), inside it.
 */
export function createToolRunner(db: Database, now: () => Date, inTransaction = false): ToolRunner {
  const read = <T>(work: (tx: Database) => Promise<T>): Promise<T> =>
    inTransaction ? work(db) : readOnly(db, work);
  const run = async (tool: ChatTool, args: unknown): Promise<ToolResult> => {
    const parsed = tool.input.safeParse(args ?? {}, { error: toolInputErrorMap });
    if (!parsed.success) return { ok: false, error: toolInputMessage(tool.name, parsed.error) };
    try {
      const output = await read((tx) => tool.run(tx, parsed.data, { now: now() }));
      return { ok: true, output };
    } catch (error) {
      if (error instanceof ToolInputError) return { ok: false, error: error.message };
      throw error;
    }
  };
  const runner: ToolRunner = {
    call: async <N extends ToolName>(name: N, input: ToolInput<N>): Promise<ToolOutput<N>> => {
      const result = await run(CHAT_TOOLS[name] as ChatTool, input);
      if (!result.ok) throw new ToolInputError(result.error);
      return result.output as ToolOutput<N>;
    },
    callByName: async (name, args) => {
      if (!isToolName(name))
        return {
          ok: false,
          error: chatToolUnknown(name.slice(0, UNKNOWN_NAME_MAX), CHAT_TOOL_NAMES),
        };
      return run(CHAT_TOOLS[name] as ChatTool, args);
    },
    snapshot: (work) =>
      inTransaction
        ? work(runner)
        : readOnly(db, (tx) => work(createToolRunner(tx, now, true)), { snapshot: true }),
  };
  return runner;
}
