/**
 * User-facing failure texts of SPEC.md §8, letter for letter. Entries marked "SPEC silent" are
 * ours, in clear pt-BR.
 */
export const apiMessages = {
  connection: 'Erro de conexão. Por favor, tente novamente.',
  authMissing: 'Dados de autenticação ausentes',
  adminAuthMissing: 'Missing authentication data',
  financeAuthMissing: 'Authentication data missing',
  login: 'Erro ao fazer login. Verifique suas credenciais.',
  /** SPEC silent. */
  validateToken: 'Sessão expirada. Por favor, faça login novamente.',
  /** SPEC silent. */
  logout: 'Falha ao sair. Por favor, tente novamente.',
  register: 'Falha no registro. Por favor, tente novamente.',
  businessNames: 'Falha ao carregar os negócios. Por favor, tente novamente.',
  resetRequestConfirmation:
    'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.',
  resetTokenMissing: 'Token não encontrado',
  resetTokenCheck: 'Erro ao verificar token',
  resetLinkInvalid: 'Link de redefinição de senha inválido ou expirado',
  resetPassword: 'Erro ao redefinir senha. Por favor, tente novamente.',
  profileLoad: 'Falha ao carregar os dados do perfil',
  profileUpdate: 'Falha ao atualizar o perfil',
  passwordChange: 'Falha ao alterar a senha',
  meetingsLoad: 'Falha ao carregar reuniões. Por favor, tente novamente.',
  meetingNotFound: 'Reunião não encontrada',
  meetingLoad: 'Falha ao carregar detalhes da reunião',
  companyLoad: 'Falha ao carregar informações da empresa',
  companyUpdate: 'Falha ao atualizar informações da empresa',
  documentsLoad: 'Failed to load documents. Please try again.',
  /** SPEC silent (document mutation failures are only logged). */
  documentsChange: 'Falha ao atualizar documentos. Por favor, tente novamente.',
  tasksLoad: 'Erro ao carregar tarefas. Por favor, tente novamente.',
  tasksReorder: 'Erro ao atualizar tarefas. Por favor, tente novamente.',
  taskUpdate: 'Erro ao atualizar tarefa. Por favor, tente novamente.',
  taskCreate: 'Erro ao criar tarefa. Por favor, tente novamente.',
  taskDelete: 'Erro ao excluir tarefa. Por favor, tente novamente.',
  reportsLoad: 'Failed to load reports',
  /** SPEC silent. */
  sheetLoad: 'Falha ao carregar a planilha de reports.',
  adminLoad: 'Failed to load data. Please try again.',
  waitingLoad: 'Failed to load waiting businesses.',
  businessReject: 'Failed to reject business.',
  businessCreate: 'Failed to create business. Please try again.',
  /** SPEC silent. */
  businessEdit: 'Falha ao atualizar a empresa. Por favor, tente novamente.',
  /** SPEC silent (a failed business delete is only logged). */
  businessDelete: 'Falha ao excluir a empresa. Por favor, tente novamente.',
  userCreate: 'Failed to create user. Please try again.',
  userUpdate: 'Failed to update user. Please try again.',
  userDelete: 'Failed to delete user. Please try again.',
  financeLoad: 'Failed to load finance data.',
  chatSend: 'Erro ao enviar mensagem. Tente novamente.',
  chatApology: 'Desculpe, ocorreu um erro ao processar sua pergunta. Tente novamente.',
  chatNoOutput: 'Desculpe, não consegui processar sua pergunta.',
} as const;
export type ApiMessageKey = keyof typeof apiMessages;
