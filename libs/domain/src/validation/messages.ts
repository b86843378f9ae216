// Every user-visible text of SPEC §5 and §8 that the domain decides, letter for letter.
// UI, server and tests import these constants instead of retyping the strings.

// Login
export const LOGIN_KEY_REQUIRED = 'Por favor, insira um email ou código da empresa';
export const LOGIN_PASSWORD_REQUIRED = 'Por favor, insira sua senha';
export const LOGIN_FAILED = 'Erro ao fazer login. Verifique suas credenciais.';
export const CONNECTION_ERROR = 'Erro de conexão. Por favor, tente novamente.';

// Registration step 1
export const NAME_REQUIRED = 'O nome é obrigatório';
export const EMAIL_REQUIRED = 'O email é obrigatório';
export const EMAIL_INVALID = 'Por favor, insira um email válido';
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
/** SPEC says team e-mails must be unique but gives no text; this is ours. */
export const teamEmailDuplicate = (email: string): string => `O email ${email} já foi adicionado`;
export const NO_BUSINESS_FOUND = 'Nenhum negócio encontrado';
export const BUSINESSES_LOAD_FAILED = 'Falha ao carregar os negócios. Por favor, tente novamente.';
export const REGISTRATION_FAILED = 'Falha no registro. Por favor, tente novamente.';

// Images
export const IMAGE_TOO_LARGE = 'O tamanho da imagem deve ser inferior a 2MB';
/** SPEC requires the company logo to be an image but gives no text; this is ours. */
export const IMAGE_NOT_AN_IMAGE = 'Por favor, selecione um arquivo de imagem';
export const ADMIN_LOGO_TOO_LARGE = 'Image size should be less than 2MB';
export const ADMIN_LOGO_INVALID_TYPE = 'Please upload a valid image file (PNG, JPEG, WebP, or SVG)';

// Reset password
export const PASSWORDS_DO_NOT_MATCH = 'Você digitou senhas diferentes';
export const RESET_TOKEN_MISSING = 'Token não encontrado';
export const RESET_TOKEN_VERIFY_FAILED = 'Erro ao verificar token';
export const RESET_LINK_INVALID = 'Link de redefinição de senha inválido ou expirado';
export const RESET_PASSWORD_FAILED = 'Erro ao redefinir senha. Por favor, tente novamente.';
export const RESET_PASSWORD_SUCCESS = 'Senha redefinida com sucesso!';
export const RESET_REDIRECTING = 'Redirecionando para a página de login...';

// Password-reset request dialog
export const RESET_REQUEST_SENT =
  'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.';

// Profile password change (SPEC names the fields but no texts for empty ones; these are ours)
export const OLD_PASSWORD_REQUIRED = 'A senha atual é obrigatória';
export const NEW_PASSWORD_REQUIRED = 'A nova senha é obrigatória';

// Tasks (SPEC §5)
export const TASK_TITLE_REQUIRED = 'Por favor, insira um título para a tarefa';

// Task board toasts (SPEC §8, shown 3 s)
export const TASK_CREATED = 'Tarefa criada com sucesso!';
export const TASK_UPDATED = 'Tarefa atualizada com sucesso!';
export const TASK_DELETED = 'Tarefa excluída com sucesso!';
export const TASKS_LOAD_FAILED = 'Erro ao carregar tarefas. Por favor, tente novamente.';
export const TASKS_REORDER_FAILED = 'Erro ao atualizar tarefas. Por favor, tente novamente.';
export const TASK_UPDATE_FAILED = 'Erro ao atualizar tarefa. Por favor, tente novamente.';
export const TASK_CREATE_FAILED = 'Erro ao criar tarefa. Por favor, tente novamente.';
export const TASK_DELETE_FAILED = 'Erro ao excluir tarefa. Por favor, tente novamente.';

// Meetings (SPEC §8)
export const MEETINGS_LOAD_FAILED = 'Falha ao carregar reuniões. Por favor, tente novamente.';
export const MEETING_NOT_FOUND = 'Reunião não encontrada';
export const MEETING_LOAD_FAILED = 'Falha ao carregar detalhes da reunião';

// Company page (SPEC §8; success and failure shown 3 s)
export const AUTH_DATA_MISSING = 'Dados de autenticação ausentes';
export const COMPANY_LOAD_FAILED = 'Falha ao carregar informações da empresa';
export const COMPANY_UPDATE_FAILED = 'Falha ao atualizar informações da empresa';
export const COMPANY_UPDATED = 'Informações atualizadas com sucesso';
export const MEETINGS_EMPTY_TITLE = 'Nenhuma reunião encontrada';
export const MEETINGS_EMPTY_TEXT = 'Não há reuniões registradas para esta empresa';
