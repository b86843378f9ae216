// The bell in the top bar: what each notification says (written when its event happens) and
// the bell's own texts. docs/product.md is silent on them; they are ours.

export const notificationTexts = {
  taskAssigned: (title: string) => `Tarefa atribuída a você: ${title}`,
  meetingNew: (title: string) => `Nova reunião: ${title}`,
  reportReminder: (month: string, company: string) =>
    `O relatório de ${month} de ${company} ainda não foi enviado`,
  registrationWaiting: (company: string) => `Novo cadastro aguardando aprovação: ${company}`,
  joinRequest: (person: string, company: string) => `${person} pediu para entrar em ${company}`,
  erasureRequested: (person: string) => `${person} pediu a exclusão da conta`,
} as const;

export const NOTIFICATIONS_TITLE = 'Notificações';
export const NOTIFICATIONS_EMPTY = 'Nenhuma notificação por enquanto.';
export const NOTIFICATIONS_MARK_ALL = 'Marcar todas como lidas';
export const NOTIFICATIONS_LOAD_FAILED =
  'Erro ao carregar as notificações. Por favor, tente novamente.';
export const NOTIFICATIONS_MARK_FAILED =
  'Erro ao marcar as notificações como lidas. Por favor, tente novamente.';
export const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada';

/** What the bell's badge shows: the unread count, '99+' beyond 99. */
export const notificationsBadge = (unread: number): string =>
  unread > 99 ? '99+' : String(unread);

/** The bell's accessible name, with the badge's count in it (the name holds what is seen). */
export const notificationsBellLabel = (unread: number): string =>
  unread === 0
    ? NOTIFICATIONS_TITLE
    : `${NOTIFICATIONS_TITLE}, ${notificationsBadge(unread)} não ${unread === 1 ? 'lida' : 'lidas'}`;
