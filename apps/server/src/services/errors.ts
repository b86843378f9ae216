/**
 * What a service can refuse, in words of the domain; the HTTP layer maps each kind to a status.
 * Messages are pt-BR and reach the person as they are.
 */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'not_implemented';

export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  missingAuth: 'Dados de autenticação ausentes',
  invalidSession: 'Sessão inválida ou expirada. Faça login novamente.',
  forbiddenBusiness: 'Você não tem permissão para acessar esta empresa.',
  forbiddenAction: 'Você não tem permissão para realizar esta ação.',
  waitingApproval: 'Seu cadastro ainda está em análise.',
  loginFailed: 'Erro ao fazer login. Verifique suas credenciais.',
  emailTaken: 'Este email já está cadastrado.',
  businessNotFound: 'Empresa não encontrada.',
  userNotFound: 'Usuário não encontrado.',
  wrongPassword: 'Senha atual incorreta.',
  internal: 'Erro interno do servidor. Por favor, tente novamente.',
  notFound: 'Recurso não encontrado.',
  badJson: 'Corpo da requisição inválido: JSON malformado.',
  badForm: 'Corpo da requisição inválido: formulário malformado.',
  badValue: 'Requisição inválida: um dos valores enviados não é aceito.',
  tooLarge: 'A requisição é grande demais.',
  imageTooLarge: 'O tamanho da imagem deve ser inferior a 2MB',
  imageType: 'Formato de imagem não suportado. Envie uma imagem PNG, JPEG, WebP ou GIF.',
  notImplemented: (action: string) => `Ainda não implementado: ${action}`,
} as const;

export const invalid = (m: string) => new ServiceError('invalid', m);
export const unauthenticated = (m: string = MESSAGES.invalidSession) =>
  new ServiceError('unauthenticated', m);
export const forbidden = (m: string = MESSAGES.forbiddenAction) => new ServiceError('forbidden', m);
export const notFound = (m: string = MESSAGES.notFound) => new ServiceError('not_found', m);
export const conflict = (m: string) => new ServiceError('conflict', m);
