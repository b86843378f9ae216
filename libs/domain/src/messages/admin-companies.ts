// The admin Companies screen's list and pending view: docs/product.md's reject confirmation,
// and ours for the health badge. (A failed spy-mode entry's text, ACCESS_RECORD_FAILED, is in
// admin-businesses-server.ts.)

export const BUSINESS_REJECTED = 'Business rejected successfully!';

// The health badge of a company's card (admin and council)
export const HEALTH_LABELS = {
  ok: 'Em dia',
  attention: 'Atenção',
  critical: 'Crítico',
} as const;
export const HEALTH_NO_ISSUES = 'Relatório, tarefas e reuniões em dia';
export const HEALTH_REPORT_MISSING = 'Relatório do mês anterior não preenchido';
export const healthOverdueTasks = (count: number) =>
  count === 1 ? '1 tarefa atrasada' : `${count} tarefas atrasadas`;
export const HEALTH_NO_MEETING = 'Nenhuma reunião registrada';
export const healthMeetingStale = (days: number) => `Última reunião há ${days} dias`;

/** What waits for an admin's decision: the Companies screen's view and counter, the assistant's reading. */
export const AWAITING_APPROVAL = 'Aguardando aprovação';
