import { z, type ZodIssue } from 'zod';
import { teamEmailInvalid } from '@portal/domain';

/** Field names as a person reads them; anything else is shown as its path. */
const FIELD_LABELS: Record<string, string> = {
  key: 'email ou código da empresa',
  password: 'senha',
  authType: 'tipo de autenticação',
  jwt: 'token',
  email: 'email',
  name: 'nome',
  phone: 'telefone',
  phone_number: 'telefone',
  newPassword: 'nova senha',
  oldPassword: 'senha atual',
  token: 'token',
  business: 'negócio',
  businessId: 'negócio',
  website: 'website',
  niche: 'segmento',
  knowledge_base: 'base de conhecimento',
  revenue_goal: 'meta de receita',
  instagram: 'Instagram',
  teamEmails: 'emails da equipe',
  action: 'ação',
};

function label(path: (string | number)[]): string {
  const named = path.filter((p): p is string => typeof p === 'string');
  const last = named[named.length - 1];
  if (last === undefined) return 'corpo da requisição';
  return FIELD_LABELS[last] ?? path.join('.');
}

/** True when zod wrote the message itself (English); schema authors' own messages are kept. */
function isDefaultMessage(issue: ZodIssue): boolean {
  try {
    const { message } = z.defaultErrorMap(issue as never, { defaultError: '', data: undefined });
    return message === issue.message || issue.message === 'Required' || issue.message === '';
  } catch {
    return false;
  }
}

const valueAt = (input: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    input,
  );

/**
 * Every sentence of the pt-BR error map, `f` being a field's label (or its path). Exported so the
 * fuzz test can tell these sentences from zod's English defaults.
 */
export const ZOD_PT = {
  noIssue: 'Dados inválidos',
  bodyMissing: 'O corpo da requisição é obrigatório (JSON)',
  bodyNotObject: 'O corpo da requisição deve ser um objeto JSON',
  required: (f: string) => `O campo ${f} é obrigatório`,
  wrongType: (f: string) => `O campo ${f} tem um tipo inválido`,
  minChars: (f: string, n: number | bigint) => `O campo ${f} deve ter pelo menos ${n} caracteres`,
  minItems: (f: string, n: number | bigint) => `O campo ${f} deve ter pelo menos ${n} item(ns)`,
  atLeast: (f: string, n: number | bigint) => `O campo ${f} deve ser maior ou igual a ${n}`,
  above: (f: string, n: number | bigint) => `O campo ${f} deve ser maior que ${n}`,
  maxChars: (f: string, n: number | bigint) => `O campo ${f} deve ter no máximo ${n} caracteres`,
  maxItems: (f: string, n: number | bigint) => `O campo ${f} deve ter no máximo ${n} item(ns)`,
  atMost: (f: string, n: number | bigint) => `O campo ${f} deve ser menor ou igual a ${n}`,
  below: (f: string, n: number | bigint) => `O campo ${f} deve ser menor que ${n}`,
  email: (f: string) => `O campo ${f} deve ser um email válido`,
  url: (f: string) => `O campo ${f} deve ser uma URL válida`,
  uuid: (f: string) => `O campo ${f} deve ser um identificador válido`,
  format: (f: string) => `O campo ${f} tem um formato inválido`,
  oneOf: (f: string, options: string) => `O campo ${f} deve ser um de: ${options}`,
  badValue: (f: string) => `O campo ${f} tem um valor inválido`,
  unknownKeys: (keys: string) => `Campo não permitido: ${keys}`,
  date: (f: string) => `O campo ${f} deve ser uma data válida`,
  invalid: (f: string) => `O campo ${f} é inválido`,
} as const;

function translate(issue: ZodIssue, input: unknown): string {
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return issue.received === 'undefined' ? ZOD_PT.bodyMissing : ZOD_PT.bodyNotObject;
  }
  const f = label(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? ZOD_PT.required(f)
        : ZOD_PT.wrongType(f);
    case 'too_small':
      if (issue.type === 'string')
        return Number(issue.minimum) <= 1 ? ZOD_PT.required(f) : ZOD_PT.minChars(f, issue.minimum);
      if (issue.type === 'array') return ZOD_PT.minItems(f, issue.minimum);
      return issue.inclusive ? ZOD_PT.atLeast(f, issue.minimum) : ZOD_PT.above(f, issue.minimum);
    case 'too_big':
      if (issue.type === 'string') return ZOD_PT.maxChars(f, issue.maximum);
      if (issue.type === 'array') return ZOD_PT.maxItems(f, issue.maximum);
      return issue.inclusive ? ZOD_PT.atMost(f, issue.maximum) : ZOD_PT.below(f, issue.maximum);
    case 'invalid_string':
      if (issue.validation === 'email') {
        const value = valueAt(input, issue.path);
        if (issue.path.includes('teamEmails') && typeof value === 'string')
          return teamEmailInvalid(value);
        return ZOD_PT.email(f);
      }
      if (issue.validation === 'url') return ZOD_PT.url(f);
      if (issue.validation === 'uuid') return ZOD_PT.uuid(f);
      return ZOD_PT.format(f);
    case 'invalid_enum_value':
      return ZOD_PT.oneOf(f, issue.options.join(', '));
    case 'invalid_literal':
      return ZOD_PT.badValue(f);
    case 'unrecognized_keys':
      return ZOD_PT.unknownKeys(issue.keys.join(', '));
    case 'invalid_date':
      return ZOD_PT.date(f);
    default:
      return ZOD_PT.invalid(f);
  }
}

/**
 * Of a union's alternatives, the one the input came closest to: fewest issues, and of those the
 * one whose type the input has (a range object with a bad month says so, not "wrong type").
 */
function closestUnionIssue(issue: ZodIssue): ZodIssue | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const wrongType = (e: z.ZodError) =>
    e.issues[0]?.code === 'invalid_type' && e.issues[0].path.length === issue.path.length ? 1 : 0;
  const best = [...issue.unionErrors].sort(
    (a, b) => a.issues.length - b.issues.length || wrongType(a) - wrongType(b),
  )[0];
  return best?.issues[0];
}

/** One readable pt-BR sentence for a failed parse: the first problem found. */
export function zodMessagePt(error: z.ZodError, input?: unknown): string {
  let issue = error.issues[0];
  for (let depth = 0; issue && issue.code === 'invalid_union' && depth < 5; depth++) {
    issue = closestUnionIssue(issue) ?? issue;
    if (issue.code === 'invalid_union' && !closestUnionIssue(issue)) break;
  }
  if (!issue) return ZOD_PT.noIssue;
  return isDefaultMessage(issue) ? translate(issue, input) : issue.message;
}
