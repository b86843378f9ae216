// The admin companies screen beyond SPEC §8's texts (which live in admin.ts): approvals of
// registrations and join requests, the business account's login, spy-mode accesses, health.
// SPEC is silent on all of these: the texts are ours, in pt-BR. Every layer imports them.

/** SPEC silent; ours. */
export const CUSTOM_QUESTION_REQUIRED = 'Uma pergunta customizada não pode ficar em branco.';
/** SPEC silent; ours. */
export const CUSTOM_QUESTIONS_TOO_MANY = 'Cadastre no máximo 30 perguntas customizadas.';
/** SPEC silent; ours. */
export const CUSTOM_QUESTIONS_DUPLICATE = 'As perguntas customizadas não podem se repetir.';
/** SPEC silent; ours. */
export const BUSINESS_MANAGER_NOT_MEMBER = 'O gestor precisa estar entre os usuários da empresa.';
/** SPEC silent; ours. */
export const BUSINESS_USERS_TOO_MANY = 'Selecione no máximo 1.000 usuários.';
/** SPEC silent; ours. */
export const BUSINESS_USER_UNKNOWN = 'Um dos usuários escolhidos não existe mais.';
/** SPEC silent; ours. A person with the Usuário role belongs to one company only. */
export const BUSINESS_USER_TAKEN = (name: string) =>
  `${name} já pertence a outra empresa (a função Usuário permite uma só).`;
/** SPEC silent; ours. */
export const BUSINESS_NOT_WAITING = 'Esta empresa não está mais aguardando aprovação.';
/** SPEC silent; ours. */
export const BUSINESS_APPROVED = 'Empresa aprovada com sucesso!';
/** SPEC silent; ours. */
export const BUSINESS_APPROVE_FAILED = 'Falha ao aprovar a empresa. Por favor, tente novamente.';
/** SPEC silent; ours. */
export const BUSINESS_UPDATED = 'Empresa atualizada com sucesso!';

// People who asked to join an existing company (registration step 2, 'pick an existing one')
/** SPEC silent; ours. */
export const JOIN_REQUESTS_LOAD_FAILED = 'Falha ao carregar as solicitações de acesso.';
/** SPEC silent; ours. */
export const JOIN_REQUEST_NOT_FOUND = 'Esta solicitação não está mais pendente.';
/** SPEC silent; ours. */
export const JOIN_APPROVED = 'Acesso aprovado com sucesso!';
/** SPEC silent; ours. */
export const JOIN_REFUSED = 'Solicitação recusada.';
/** SPEC silent; ours. */
export const JOIN_DECISION_FAILED = 'Falha ao registrar a decisão. Por favor, tente novamente.';

// The business account's own login (auth type business: access code + password)
/** SPEC silent; ours. */
export const ACCESS_CODE_INVALID = 'O código de acesso deve ter de 4 a 20 letras ou números.';
/** SPEC silent; ours. Codes are unique whatever their case. */
export const ACCESS_CODE_TAKEN = 'Este código de acesso já pertence a outra empresa.';
/** SPEC silent; ours. */
export const ACCESS_NOTHING_TO_CHANGE =
  'Informe um novo código, uma nova senha ou peça uma senha gerada.';
/** SPEC silent; ours. */
export const ACCESS_UPDATED =
  'Acesso da empresa atualizado. As sessões abertas da empresa foram encerradas.';
/** SPEC silent; ours. */
export const ACCESS_UPDATE_FAILED =
  'Falha ao atualizar o acesso da empresa. Por favor, tente novamente.';

// Deleting a company (a confirmation; SPEC §8 'Business deleted successfully!' is in admin.ts)
/** SPEC silent; ours. Said at login to a person whose only company was deleted or never approved. */
export const ACCOUNT_WITHOUT_BUSINESS =
  'Sua conta não está mais vinculada a nenhuma empresa ativa. Fale com o administrador do portal.';

// Spy mode made visible to the company
/** SPEC silent; ours. */
export const ACCESS_LOG_LOAD_FAILED = 'Falha ao carregar os acessos à empresa.';

// Meeting import from the company detail (the ingestion service)
/** SPEC silent; ours. */
export const MEETING_IMPORTED = 'Reunião importada com sucesso!';
/** SPEC silent; ours. */
export const MEETING_IMPORT_FAILED = 'Falha ao importar a reunião. Por favor, tente novamente.';

// E-mails to registrants (mail module)
/** SPEC silent; ours. */
export const MAIL_REGISTRATION_APPROVED_SUBJECT = 'Seu cadastro no portal foi aprovado';
/** SPEC silent; ours. */
export const MAIL_REGISTRATION_REFUSED_SUBJECT = 'Seu cadastro no portal não foi aprovado';

// The company detail and form modals
/** SPEC silent; ours. The import form's date and time field left empty. */
export const MEETING_IMPORT_DATE_REQUIRED = 'Informe a data e a hora da reunião.';
/** SPEC silent; ours. A person created for a company not saved yet comes with no company. */
export const USER_NEW_COMPANY_ONLY =
  'Quem é criado para uma nova empresa entra sem empresa: ela é vinculada ao salvar a empresa.';
