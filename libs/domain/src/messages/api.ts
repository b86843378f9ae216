// What the API answers when it refuses a request, whatever the resource (docs/product.md is silent on these;
// they are ours, in clear pt-BR). The server sends them as `error` and `message`; the contract's
// schemas use the field-level ones.

export const INVALID_SESSION = 'Sessão inválida ou expirada. Faça login novamente.';
export const FORBIDDEN_BUSINESS = 'Você não tem permissão para acessar esta empresa.';
export const FORBIDDEN_ACTION = 'Você não tem permissão para realizar esta ação.';
export const BUSINESS_NOT_FOUND = 'Empresa não encontrada.';
export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const RESOURCE_NOT_FOUND = 'Recurso não encontrado.';
export const INTERNAL_ERROR = 'Erro interno do servidor. Por favor, tente novamente.';
export const BAD_REQUEST = 'Requisição inválida';
export const BAD_JSON = 'Corpo da requisição inválido: JSON malformado.';
export const BAD_FORM = 'Corpo da requisição inválido: formulário malformado.';
export const BAD_VALUE = 'Requisição inválida: um dos valores enviados não é aceito.';
export const REQUEST_TOO_LARGE = 'A requisição é grande demais.';
export const UNSUPPORTED_MEDIA_TYPE = 'Tipo de conteúdo não aceito por esta ação.';
/** The server sheds work it could not start within a second (503 with Retry-After). */
export const SERVER_BUSY = 'O servidor está ocupado agora. Tente novamente em instantes.';
/** A request whose headers or body did not arrive in time (408). */
export const REQUEST_TIMEOUT = 'A requisição demorou demais para chegar.';
/** The database cannot be reached (refused, cut, closed): 503 with Retry-After. */
export const DATABASE_UNAVAILABLE =
  'O banco de dados está fora do ar no momento. Tente novamente em instantes.';
export const notImplemented = (action: string): string => `Ainda não implementado: ${action}`;

// Field-level refusals of the contract's schemas
/** PostgreSQL text cannot hold a NUL character. */
export const TEXT_HAS_NUL = 'O texto contém um caractere inválido';
export const textTooLong = (max: number): string => `O texto deve ter no máximo ${max} caracteres`;
export const ID_REQUIRED = 'Identificador obrigatório';
export const ID_INVALID = 'Identificador inválido';
export const JWT_MISSING = 'Token de autenticação ausente';
export const FILE_INVALID = 'Arquivo inválido';
export const LIST_INVALID = 'Lista inválida';
export const MONTH_INVALID = 'Mês inválido';
