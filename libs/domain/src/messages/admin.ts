// The admin console: companies, users, finance (the error catalogue in docs/product.md; its texts are English there).
// Letter for letter; every layer imports these.

export const ADMIN_AUTH_MISSING = 'Missing authentication data';
export const FINANCE_AUTH_MISSING = 'Authentication data missing';
export const ADMIN_LOAD_FAILED = 'Failed to load data. Please try again.';
export const WAITING_BUSINESSES_LOAD_FAILED = 'Failed to load waiting businesses.';
export const BUSINESS_REJECT_FAILED = 'Failed to reject business.';
export const BUSINESS_CREATE_FAILED = 'Failed to create business. Please try again.';
export const BUSINESS_EDIT_FAILED = 'Falha ao atualizar a empresa. Por favor, tente novamente.';
/** Our choice (a failed business delete is only logged). */
export const BUSINESS_DELETE_FAILED = 'Falha ao excluir a empresa. Por favor, tente novamente.';
// Successes of the company modals (the error catalogue in docs/product.md, 3 s)
export const BUSINESS_CREATED = 'Business created successfully!';
export const BUSINESS_DELETED = 'Business deleted successfully!';
export const USER_CREATE_FAILED = 'Failed to create user. Please try again.';
export const USER_UPDATE_FAILED = 'Failed to update user. Please try again.';
export const USER_DELETE_FAILED = 'Failed to delete user. Please try again.';
export const FINANCE_LOAD_FAILED = 'Failed to load finance data.';

// Field refusals of the admin forms (docs/product.md, Limits)
export const ADMIN_BUSINESS_NAME_REQUIRED = 'Please enter a business name';
export const ADMIN_BUSINESS_MANAGER_REQUIRED = 'Please select a business manager';
export const ADMIN_USER_FIELDS_REQUIRED = 'Please fill in all required fields';

// Finance period refusals (docs/product.md: a range fetches only when both ends are set)
export const FINANCE_RANGE_INCOMPLETE = 'Informe o mês inicial e o mês final do período.';
export const FINANCE_RANGE_END_BEFORE_START =
  'O mês final do período não pode ser anterior ao mês inicial.';

// The finance table as an XLSX file (our choice on the file; ours). The columns are
// the table's (docs/product.md, English there).
export const FINANCE_EXPORT_SHEET = 'Finance';
export const FINANCE_EXPORT_COLUMNS = {
  business: 'Business',
  grossRevenue: 'Gross Revenue',
  netRevenue: 'Net Revenue',
  expenses: 'Expenses',
  cogs: 'COGS',
  netProfit: 'Net Profit',
  netMargin: 'Net Margin',
} as const;
/** The last row of the file: the sums, the margin of the sums. */
export const FINANCE_EXPORT_TOTAL = 'Total';
/** The finance workbook's title row: the period, 'outubro de 2026' or 'janeiro de 2026 a março de 2026'. */
export const financeXlsxTitle = (period: string) => `Financeiro das empresas · ${period}`;
/** 'financeiro-2026-10.xlsx', or 'financeiro-2026-01-a-2026-03.xlsx' for a range. */
export const financeXlsxFileName = (start: string, end: string) =>
  start === end ? `financeiro-${start}.xlsx` : `financeiro-${start}-a-${end}.xlsx`;
export const ADMIN_USER_BUSINESS_REQUIRED = 'Please select at least one business';

// Refusals of the users' rules the server enforces (docs/product.md//name the rules, not the texts)
export const USER_ONE_BUSINESS_ONLY = 'Um usuário com a função Usuário pertence a uma só empresa.';
/** Our choice (the create form offers only Usuário and Conselho). */
export const ADMIN_USER_CREATE_ROLE = 'Novos usuários são criados como Usuário ou Conselho.';
export const ADMIN_CANNOT_DELETE_SELF = 'Você não pode excluir a sua própria conta.';
export const ADMIN_CANNOT_DEMOTE_SELF = 'Você não pode tirar de si mesmo a função Admin.';
export const LAST_ADMIN_REQUIRED = 'O portal precisa de pelo menos um Admin.';
export const USER_BUSINESSES_TOO_MANY = 'Selecione no máximo 1.000 empresas.';
