// Signing in, the session, and password reset (docs/product.md, Limits).
// Letter for letter; every layer imports these.

// Login
export const LOGIN_KEY_REQUIRED = 'Por favor, insira um email ou código da empresa';
export const LOGIN_PASSWORD_REQUIRED = 'Por favor, insira sua senha';
export const LOGIN_FAILED = 'Erro ao fazer login. Verifique suas credenciais.';

// Reset password
export const PASSWORDS_DO_NOT_MATCH = 'Você digitou senhas diferentes';
export const RESET_TOKEN_MISSING = 'Token não encontrado';
export const RESET_TOKEN_VERIFY_FAILED = 'Erro ao verificar token';
export const RESET_LINK_INVALID = 'Link de redefinição de senha inválido ou expirado';
export const RESET_PASSWORD_FAILED = 'Erro ao redefinir senha. Por favor, tente novamente.';
export const RESET_PASSWORD_SUCCESS = 'Senha redefinida com sucesso!';
export const RESET_REDIRECTING = 'Redirecionando para a página de login...';

// An e-mail field: the password-reset request dialog, registration, the profile
export const EMAIL_REQUIRED = 'O email é obrigatório';
export const EMAIL_INVALID = 'Por favor, insira um email válido';

// Password-reset request dialog
export const RESET_REQUEST_SENT =
  'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.';

// The password-reset e-mail (our choice): `until` is when the link ends, São Paulo's
// 'dd/MM/yyyy HH:mm'.
export const RESET_MAIL_SUBJECT = 'Redefinição de senha';
export const resetMailText = (name: string, link: string, until: string) =>
  `Olá, ${name}!\n\n` +
  'Recebemos um pedido para redefinir a senha da sua conta no portal.\n' +
  `Para criar uma nova senha, abra o link abaixo (válido por 1 hora, até ${until}, horário de Brasília, uma única vez):\n\n${link}\n\n` +
  'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.\n';

// Session (our choice on these; ours)
export const SESSION_EXPIRED = 'Sessão expirada. Por favor, faça login novamente.';
export const LOGOUT_FAILED = 'Falha ao sair. Por favor, tente novamente.';

// Refusals and answers of the auth actions (our choice)
export const TOO_MANY_LOGIN_ATTEMPTS =
  'Muitas tentativas de login. Tente novamente em alguns minutos.';
export const WAITING_APPROVAL = 'Seu cadastro ainda está em análise.';
export const LOGGED_OUT = 'Sessão encerrada';
