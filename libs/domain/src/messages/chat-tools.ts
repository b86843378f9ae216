// What the AI chat's tools answer a model that called one wrongly. The model reads these and
// writes its answer to the admin from them, so they are pt-BR like the answer, and each says what
// to do instead: a model that is told why a call failed calls again right, instead of giving up
// or guessing.

/** A call whose arguments are not a JSON object. */
export const CHAT_TOOL_ARGUMENTS_NOT_JSON =
  'Os argumentos da chamada não são um objeto JSON válido. Chame a ferramenta de novo com um objeto JSON.';

/** A tool name the toolset does not have: the model is told the ones it has. */
export const chatToolUnknown = (name: string, known: readonly string[]): string =>
  `A ferramenta "${name}" não existe. Use somente estas ferramentas: ${known.join(', ')}.`;

/** Arguments the tool's schema refused: each problem as 'field: what is wrong'. */
export const chatToolBadArguments = (tool: string, problems: readonly string[]): string =>
  `Argumentos inválidos para ${tool}: ${problems.join('; ')}. Corrija e chame de novo.`;

/** A month argument that is not a month 'AAAA-MM'. */
export const CHAT_TOOL_MONTH_INVALID = 'Mês inválido: use o formato AAAA-MM, por exemplo 2026-10';

/** search_documents without either of its filters. */
export const CHAT_TOOL_DOCUMENTS_FILTER = 'Informe query ou businessId';

/** company_reports of an id that is no active company. */
export const CHAT_TOOL_COMPANY_NOT_ACTIVE =
  'Nenhuma empresa ativa tem este id. Ela pode estar aguardando aprovação (veja list_waiting) ou o id pode estar errado (veja search_companies).';

/** What a field of a tool's arguments got wrong, in the model's own pt-BR. */
export const CHAT_TOOL_FIELD = {
  /** The arguments are not an object at all. */
  notObject: 'Os argumentos devem ser um objeto JSON com os campos da ferramenta',
  required: 'é obrigatório',
  wrongType: (expected: string) => `deve ser ${expected}`,
  minChars: (n: number) => `deve ter pelo menos ${n} caracteres`,
  maxChars: (n: number) => `deve ter no máximo ${n} caracteres`,
  atLeast: (n: number) => `deve ser maior ou igual a ${n}`,
  above: (n: number) => `deve ser maior que ${n}`,
  atMost: (n: number) => `deve ser menor ou igual a ${n}`,
  below: (n: number) => `deve ser menor que ${n}`,
  oneOf: (options: string) => `deve ser um destes valores: ${options}`,
  id: 'deve ser um id (uuid) como as ferramentas devolvem',
  format: 'está num formato inválido',
  invalid: 'é inválido',
  /** The type names of wrongType. */
  types: {
    string: 'um texto',
    number: 'um número',
    int: 'um número inteiro',
    boolean: 'true ou false',
    object: 'um objeto',
    array: 'uma lista',
  } as Readonly<Record<string, string>>,
} as const;
