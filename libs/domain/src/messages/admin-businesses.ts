// The admin companies screen beyond docs/product.md's texts (which live in admin.ts): approvals of
// registrations and join requests, the business account's login, spy-mode accesses, health.
// docs/product.md is silent on all of these: the texts are ours, in pt-BR. Every layer imports them.

export const CUSTOM_QUESTION_REQUIRED = 'Uma pergunta customizada não pode ficar em branco.';
export const CUSTOM_QUESTIONS_TOO_MANY = 'Cadastre no máximo 30 perguntas customizadas.';
export const CUSTOM_QUESTIONS_DUPLICATE = 'As perguntas customizadas não podem se repetir.';
export const BUSINESS_MANAGER_NOT_MEMBER = 'O gestor precisa estar entre os usuários da empresa.';
export const BUSINESS_USERS_TOO_MANY = 'Selecione no máximo 1.000 usuários.';
export const BUSINESS_USER_UNKNOWN = 'Um dos usuários escolhidos não existe mais.';
/** A person with the Usuário role belongs to one company only. */
export const BUSINESS_USER_TAKEN = (name: string) =>
  `${name} já pertence a outra empresa (a função Usuário permite uma só).`;
export const BUSINESS_NOT_WAITING = 'Esta empresa não está mais aguardando aprovação.';
export const BUSINESS_APPROVED = 'Empresa aprovada com sucesso!';
export const BUSINESS_APPROVE_FAILED = 'Falha ao aprovar a empresa. Por favor, tente novamente.';
export const BUSINESS_UPDATED = 'Empresa atualizada com sucesso!';

// People who asked to join an existing company (registration step 2, 'pick an existing one')
export const JOIN_REQUESTS_LOAD_FAILED = 'Falha ao carregar as solicitações de acesso.';
export const JOIN_REQUEST_NOT_FOUND = 'Esta solicitação não está mais pendente.';
export const JOIN_APPROVED = 'Acesso aprovado com sucesso!';
export const JOIN_REFUSED = 'Solicitação recusada.';
export const JOIN_DECISION_FAILED = 'Falha ao registrar a decisão. Por favor, tente novamente.';

// The business account's own login (auth type business: access code + password)
export const ACCESS_CODE_INVALID = 'O código de acesso deve ter de 4 a 20 letras ou números.';
/** Codes are unique whatever their case. */
export const ACCESS_CODE_TAKEN = 'Este código de acesso já pertence a outra empresa.';
export const ACCESS_NOTHING_TO_CHANGE =
  'Informe um novo código, uma nova senha ou peça uma senha gerada.';
export const ACCESS_UPDATED =
  'Acesso da empresa atualizado. As sessões abertas da empresa foram encerradas.';
export const ACCESS_UPDATE_FAILED =
  'Falha ao atualizar o acesso da empresa. Por favor, tente novamente.';

// Deleting a company (a confirmation; the error catalogue in docs/product.md 'Business deleted successfully!' is in admin.ts)
/** Said at login to a person whose only company was deleted or never approved. */
export const ACCOUNT_WITHOUT_BUSINESS =
  'Sua conta não está mais vinculada a nenhuma empresa ativa. Fale com o administrador do portal.';

// Spy mode made visible to the company
export const ACCESS_LOG_LOAD_FAILED = 'Falha ao carregar os acessos à empresa.';

// Meeting import from the company detail (the ingestion service)
export const MEETING_IMPORTED = 'Reunião importada com sucesso!';
export const MEETING_IMPORT_FAILED = 'Falha ao importar a reunião. Por favor, tente novamente.';

// E-mails to registrants (mail module)
export const MAIL_REGISTRATION_APPROVED_SUBJECT = 'Seu cadastro no portal foi aprovado';
export const MAIL_REGISTRATION_REFUSED_SUBJECT = 'Seu cadastro no portal não foi aprovado';

// The company detail and form modals
/** The import form's date and time field left empty. */
export const MEETING_IMPORT_DATE_REQUIRED = 'Informe a data e a hora da reunião.';
/** A person created for a company not saved yet comes with no company. */
export const USER_NEW_COMPANY_ONLY =
  'Quem é criado para uma nova empresa entra sem empresa: ela é vinculada ao salvar a empresa.';
