// The audit log of what the administration does, and a company erased with all its data (a
// company's data in its own hands, LGPD). The texts are ours, in pt-BR; every layer imports them.

export const AUDIT_LOG_LOAD_FAILED =
  'Falha ao carregar o registro de auditoria. Por favor, tente novamente.';
export const AUDIT_LOG_FILTERS_LOAD_FAILED =
  'Falha ao carregar as opções de filtro. Os filtros por pessoa e empresa ficam indisponíveis.';
export const AUDIT_LOG_EMPTY = 'Nenhum registro encontrado';
export const AUDIT_DAY_INVALID = 'Informe uma data válida (dia, mês e ano).';
export const AUDIT_RANGE_END_BEFORE_START = 'A data final não pode ser anterior à data inicial.';

/**
 * What each kind of entry says in the log: the contract's actions an admin or council member may
 * do ('<resource>.<action>', as the server names them), then the records the log reads from
 * their own tables (spy-mode entries; security events: second-factor changes and data exports). A contract test keeps this list and
 * the contract's recorded actions the same.
 */
export const AUDIT_KIND_LABELS = {
  'adminBusinesses.create': 'Empresa criada',
  'adminBusinesses.edit': 'Empresa editada',
  'adminBusinesses.delete': 'Empresa excluída',
  'adminBusinesses.erase': 'Empresa e todos os dados excluídos',
  'adminBusinesses.reject': 'Cadastro de empresa recusado',
  'adminBusinesses.approve': 'Cadastro de empresa aprovado',
  'adminBusinesses.approveJoin': 'Pedido de acesso aprovado',
  'adminBusinesses.refuseJoin': 'Pedido de acesso recusado',
  'adminBusinesses.setAccess': 'Acesso da conta da empresa alterado',
  'adminUsers.create': 'Pessoa criada',
  'adminUsers.userEdit': 'Pessoa editada',
  'adminUsers.delete': 'Pessoa excluída',
  'company.update': 'Informações da empresa atualizadas',
  'meetings.ingest': 'Reunião importada',
  'tasks.create': 'Tarefa criada',
  'tasks.update': 'Tarefa atualizada',
  'tasks.delete': 'Tarefa excluída',
  'tasks.updateOrder': 'Quadro de tarefas reordenado',
  'documents.createFolder': 'Pasta criada',
  'documents.createDocument': 'Documento criado',
  'documents.uploadDoc': 'Documento enviado',
  'documents.moveDocument': 'Documento movido',
  'documents.rename': 'Documento renomeado',
  'documents.delete': 'Documento excluído',
  'reports.saveReport': 'Relatório mensal salvo',
  'reports.setSheetId': 'Planilha de relatórios definida',
  'profile.update': 'Perfil atualizado',
  'profile.changePassword': 'Senha alterada',
  'profile.mailPreferences': 'Preferências de e-mail alteradas',
  'spy-mode': 'Entrada em modo visualização',
  'second-factor-enabled': 'Verificação em duas etapas ativada',
  'second-factor-disabled': 'Verificação em duas etapas desativada',
  'second-factor-reset': 'Verificação em duas etapas redefinida',
  'recovery-code-used': 'Código de recuperação usado',
  'company-data-exported': 'Dados da empresa exportados',
  'personal-data-exported': 'Dados pessoais exportados',
  'account-erasure-requested': 'Exclusão da conta pedida',
  'account-erasure-withdrawn': 'Pedido de exclusão da conta cancelado',
} as const;

// Erasing a company with everything it holds (the company detail's 'Excluir empresa')
export const COMPANY_ERASE_NAME_MISMATCH = 'O nome digitado não confere com o nome da empresa.';
