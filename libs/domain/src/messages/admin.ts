// The admin console: companies, users, finance (SPEC §8; its texts are English there).
// Letter for letter; every layer imports these.

export const ADMIN_AUTH_MISSING = 'Missing authentication data';
export const FINANCE_AUTH_MISSING = 'Authentication data missing';
export const ADMIN_LOAD_FAILED = 'Failed to load data. Please try again.';
export const WAITING_BUSINESSES_LOAD_FAILED = 'Failed to load waiting businesses.';
export const BUSINESS_REJECT_FAILED = 'Failed to reject business.';
export const BUSINESS_CREATE_FAILED = 'Failed to create business. Please try again.';
/** SPEC silent; ours. */
export const BUSINESS_EDIT_FAILED = 'Falha ao atualizar a empresa. Por favor, tente novamente.';
/** SPEC silent (a failed business delete is only logged); ours. */
export const BUSINESS_DELETE_FAILED = 'Falha ao excluir a empresa. Por favor, tente novamente.';
export const USER_CREATE_FAILED = 'Failed to create user. Please try again.';
export const USER_UPDATE_FAILED = 'Failed to update user. Please try again.';
export const USER_DELETE_FAILED = 'Failed to delete user. Please try again.';
export const FINANCE_LOAD_FAILED = 'Failed to load finance data.';

// Field refusals of the admin forms (SPEC §5)
export const ADMIN_BUSINESS_NAME_REQUIRED = 'Please enter a business name';
export const ADMIN_BUSINESS_MANAGER_REQUIRED = 'Please select a business manager';
export const ADMIN_USER_FIELDS_REQUIRED = 'Please fill in all required fields';
export const ADMIN_USER_BUSINESS_REQUIRED = 'Please select at least one business';

// Refusals of the users' rules the server enforces (SPEC §4/§5/§6 name the rules, not the texts)
/** SPEC silent; ours. */
export const USER_ONE_BUSINESS_ONLY = 'Um usuário com a função Usuário pertence a uma só empresa.';
/** SPEC silent (the create form offers only Usuário and Conselho); ours. */
export const ADMIN_USER_CREATE_ROLE = 'Novos usuários são criados como Usuário ou Conselho.';
/** SPEC silent; ours. */
export const ADMIN_CANNOT_DELETE_SELF = 'Você não pode excluir a sua própria conta.';
/** SPEC silent; ours. */
export const ADMIN_CANNOT_DEMOTE_SELF = 'Você não pode tirar de si mesmo a função Admin.';
/** SPEC silent; ours. */
export const LAST_ADMIN_REQUIRED = 'O portal precisa de pelo menos um Admin.';
/** SPEC silent; ours. */
export const USER_BUSINESSES_TOO_MANY = 'Selecione no máximo 1.000 empresas.';
