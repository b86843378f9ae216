// Registration, both steps (docs/product.md, Limits).
// Letter for letter; every layer imports these.
import { TEAM_EMAILS_MAX } from '../validation/limits';

// Registration step 1
export const NAME_REQUIRED = 'O nome é obrigatório';
export const PHONE_REQUIRED = 'O telefone é obrigatório';
export const PASSWORD_REQUIRED = 'A senha é obrigatória';
export const PASSWORD_TOO_SHORT = 'A senha deve ter pelo menos 6 caracteres';

// Registration step 2
export const BUSINESS_CHOICE_REQUIRED = 'Selecione um negócio ou crie um novo';
export const BUSINESS_NAME_REQUIRED = 'O nome do negócio é obrigatório';
export const WEBSITE_REQUIRED = 'O website é obrigatório';
export const WEBSITE_INVALID = 'Por favor, insira uma URL válida para o website';
export const NICHE_REQUIRED = 'O segmento é obrigatório';
export const KNOWLEDGE_BASE_REQUIRED = 'A base de conhecimento é obrigatória';
export const KNOWLEDGE_BASE_TOO_SHORT = 'A base de conhecimento deve ter pelo menos 50 caracteres';
export const REVENUE_GOAL_REQUIRED = 'A meta de receita é obrigatória';
export const REVENUE_GOAL_INVALID = 'Por favor, insira uma meta de receita válida';
export const INSTAGRAM_REQUIRED = 'O Instagram é obrigatório';
export const INSTAGRAM_MUST_START_WITH_AT = 'O username do Instagram deve começar com @';
export const TEAM_EMAILS_REQUIRED = 'Adicione pelo menos um email da equipe';
/** 'O email ... não é válido' with the offending address. */
export const teamEmailInvalid = (email: string): string => `O email ${email} não é válido`;
/** docs/product.md says team e-mails must be unique but gives no text; this is ours. */
export const teamEmailDuplicate = (email: string): string => `O email ${email} já foi adicionado`;
export const NO_BUSINESS_FOUND = 'Nenhum negócio encontrado';
export const BUSINESSES_LOAD_FAILED = 'Falha ao carregar os negócios. Por favor, tente novamente.';
export const REGISTRATION_FAILED = 'Falha no registro. Por favor, tente novamente.';

// Refusals and answers of the register action (our choice)
export const EMAIL_TAKEN = 'Este email já está cadastrado.';
export const TOO_MANY_REGISTRATIONS = 'Muitas tentativas de cadastro. Tente novamente mais tarde.';
export const REGISTRATION_BUSINESS_UNKNOWN =
  'Empresa não encontrada. Selecione um negócio ou crie um novo';
export const REGISTRATION_RECEIVED = 'Cadastro recebido. Aguarde a aprovação.';
export const TEAM_EMAILS_TOO_MANY = `Adicione no máximo ${TEAM_EMAILS_MAX} emails da equipe`;
