// The admin Companies screen's list and pending view: SPEC §8's reject confirmation,
// and ours for the health badge. (A failed spy-mode entry's text, ACCESS_RECORD_FAILED, is in
// admin-businesses-server.ts.)

export const BUSINESS_REJECTED = 'Business rejected successfully!';

// The health badge of a company's card (admin and council)
/** SPEC silent; ours. */
export const HEALTH_LABELS = {
  ok: 'Em dia',
  attention: 'Atenção',
  critical: 'Crítico',
} as const;
/** SPEC silent; ours. */
export const HEALTH_NO_ISSUES = 'Relatório, tarefas e reuniões em dia';
/** SPEC silent; ours. */
export const HEALTH_REPORT_MISSING = 'Relatório do mês anterior não preenchido';
/** SPEC silent; ours. */
export const healthOverdueTasks = (count: number) =>
  count === 1 ? '1 tarefa atrasada' : `${count} tarefas atrasadas`;
/** SPEC silent; ours. */
export const HEALTH_NO_MEETING = 'Nenhuma reunião registrada';
/** SPEC silent; ours. */
export const healthMeetingStale = (days: number) => `Última reunião há ${days} dias`;
