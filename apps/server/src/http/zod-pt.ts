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

function translate(issue: ZodIssue, input: unknown): string {
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return issue.received === 'undefined'
      ? 'O corpo da requisição é obrigatório (JSON)'
      : 'O corpo da requisição deve ser um objeto JSON';
  }
  const f = label(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? `O campo ${f} é obrigatório`
        : `O campo ${f} tem um tipo inválido`;
    case 'too_small':
      if (issue.type === 'string')
        return Number(issue.minimum) <= 1
          ? `O campo ${f} é obrigatório`
          : `O campo ${f} deve ter pelo menos ${issue.minimum} caracteres`;
      if (issue.type === 'array')
        return `O campo ${f} deve ter pelo menos ${issue.minimum} item(ns)`;
      return `O campo ${f} deve ser ${issue.inclusive ? 'maior ou igual a' : 'maior que'} ${issue.minimum}`;
    case 'too_big':
      if (issue.type === 'string')
        return `O campo ${f} deve ter no máximo ${issue.maximum} caracteres`;
      if (issue.type === 'array')
        return `O campo ${f} deve ter no máximo ${issue.maximum} item(ns)`;
      return `O campo ${f} deve ser ${issue.inclusive ? 'menor ou igual a' : 'menor que'} ${issue.maximum}`;
    case 'invalid_string':
      if (issue.validation === 'email') {
        const value = valueAt(input, issue.path);
        if (issue.path.includes('teamEmails') && typeof value === 'string')
          return teamEmailInvalid(value);
        return `O campo ${f} deve ser um email válido`;
      }
      if (issue.validation === 'url') return `O campo ${f} deve ser uma URL válida`;
      if (issue.validation === 'uuid') return `O campo ${f} deve ser um identificador válido`;
      return `O campo ${f} tem um formato inválido`;
    case 'invalid_enum_value':
      return `O campo ${f} deve ser um de: ${issue.options.join(', ')}`;
    case 'invalid_literal':
      return `O campo ${f} tem um valor inválido`;
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}`;
    case 'invalid_date':
      return `O campo ${f} deve ser uma data válida`;
    default:
      return `O campo ${f} é inválido`;
  }
}

/** Of a union's alternatives, the one the input came closest to (fewest issues). */
function closestUnionIssue(issue: ZodIssue): ZodIssue | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const best = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0];
  return best?.issues[0];
}

/** One readable pt-BR sentence for a failed parse: the first problem found. */
export function zodMessagePt(error: z.ZodError, input?: unknown): string {
  let issue = error.issues[0];
  for (let depth = 0; issue && issue.code === 'invalid_union' && depth < 5; depth++) {
    issue = closestUnionIssue(issue) ?? issue;
    if (issue.code === 'invalid_union' && !closestUnionIssue(issue)) break;
  }
  if (!issue) return 'Dados inválidos';
  return isDefaultMessage(issue) ? translate(issue, input) : issue.message;
}
