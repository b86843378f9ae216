import type { z } from 'zod/v4';
import { CHAT_TOOL_FIELD as F, chatToolBadArguments } from '@portal/domain';

// zod writes its refusals in English; a model reading them tends to answer the admin in English
// or to quote them. The tools' schemas run with this map instead, so every refusal the model
// reads is pt-BR. A schema's own message (a month, a missing filter) outranks the map (zod's
// order), and those come from the domain's catalogue too.

type Issue = z.core.$ZodRawIssue;

const typeName = (expected: unknown): string =>
  F.types[String(expected)] ?? String(expected).slice(0, 40);

const bound = (value: unknown): number => Number(value);

/** One refusal of a field, without its name (the path is added when the issues are joined). */
export const toolInputErrorMap = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? F.required : F.wrongType(typeName(issue.expected));
    case 'too_small':
      if (issue.origin === 'string') return F.minChars(bound(issue.minimum));
      return issue.inclusive ? F.atLeast(bound(issue.minimum)) : F.above(bound(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return F.maxChars(bound(issue.maximum));
      return issue.inclusive ? F.atMost(bound(issue.maximum)) : F.below(bound(issue.maximum));
    case 'invalid_value':
      return F.oneOf(issue.values.map((v) => String(v)).join(', '));
    case 'invalid_format':
      return issue.format === 'guid' || issue.format === 'uuid' ? F.id : F.format;
    default:
      return F.invalid;
  }
};

/** The tool's refusal as the model reads it: every field's problem, each once. */
export function toolInputMessage(tool: string, error: z.core.$ZodError): string {
  const root = error.issues.find((i) => i.path.length === 0 && i.code === 'invalid_type');
  if (root) return chatToolBadArguments(tool, [F.notObject]);
  const problems = error.issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return chatToolBadArguments(tool, [...new Set(problems)]);
}
