// The e-mails about tasks: the day-before and overdue reminders to a task's owner, the weekly
// digest, and what the unsubscribe link and the profile modal's switches say (docs/product.md,
// Mail). Our texts. Dates arrive already written 'dd/mm/aaaa' (São Paulo).

/** The last lines of every reminder and digest: how to stop this kind of e-mail. */
const unsubscribeLine = (what: string, link: string) =>
  `Para não receber mais ${what} por e-mail, abra:\n${link}\n`;

/** What a task reminder names: the owner, the task, its company and 'Prazo', and its links. */
export type TaskReminderWords = {
  name: string;
  title: string;
  company: string;
  due: string;
  link: string;
  unsubscribe: string;
};

export const taskDueTomorrowSubject = (title: string) => `Prazo amanhã: ${title}`;
export const taskDueTomorrowText = (m: TaskReminderWords) =>
  `Olá, ${m.name}!\n\n` +
  `A tarefa "${m.title}" da empresa ${m.company}, sob sua responsabilidade, vence amanhã (${m.due}).\n` +
  `Para vê-la no quadro de tarefas, abra o link abaixo:\n\n${m.link}\n\n` +
  unsubscribeLine('lembretes de tarefas', m.unsubscribe);

export const taskOverdueSubject = (title: string) => `Tarefa atrasada: ${title}`;
export const taskOverdueText = (m: TaskReminderWords) =>
  `Olá, ${m.name}!\n\n` +
  `A tarefa "${m.title}" da empresa ${m.company}, sob sua responsabilidade, venceu em ${m.due} e ainda não foi concluída.\n` +
  `Para atualizá-la no quadro de tarefas, abra o link abaixo:\n\n${m.link}\n\n` +
  unsubscribeLine('lembretes de tarefas', m.unsubscribe);

/** One open task of the digest: its 'Prazo' already written, or null. */
export type DigestTaskLine = {
  title: string;
  company: string;
  due: string | null;
  overdue: boolean;
};
export type DigestMeetingLine = { company: string; title: string; when: string };
export type DigestContent = {
  name: string;
  /** 'dd/mm/aaaa': the week's Monday. */
  monday: string;
  tasks: readonly DigestTaskLine[];
  /** Open tasks beyond the ones listed. */
  moreTasks: number;
  meetings: readonly DigestMeetingLine[];
  moreMeetings: number;
  /** Companies whose previous month has no report, with that month ('novembro de 2026'). */
  pendingReports: readonly { company: string; month: string }[];
  morePendingReports: number;
  link: string;
  unsubscribe: string;
};

export const weeklyDigestSubject = (monday: string) => `Resumo da semana de ${monday}`;

const more = (n: number) => (n > 0 ? `- e mais ${n}\n` : '');

const taskLine = (t: DigestTaskLine) =>
  `- ${t.overdue ? `[ATRASADA, prazo ${t.due}] ` : t.due ? `[prazo ${t.due}] ` : ''}` +
  `${t.title} (${t.company})\n`;

export const weeklyDigestText = (d: DigestContent) =>
  `Olá, ${d.name}!\n\n` +
  `Este é o seu resumo da semana de ${d.monday}.\n\n` +
  (d.tasks.length
    ? `Suas tarefas em aberto (${d.tasks.length + d.moreTasks}):\n` +
      d.tasks.map(taskLine).join('') +
      more(d.moreTasks) +
      '\n'
    : 'Você não tem tarefas em aberto.\n\n') +
  (d.meetings.length
    ? 'Reuniões da semana:\n' +
      d.meetings.map((m) => `- ${m.when}: ${m.title} (${m.company})\n`).join('') +
      more(d.moreMeetings) +
      '\n'
    : '') +
  (d.pendingReports.length
    ? 'Relatório mensal (DRE) pendente:\n' +
      d.pendingReports.map((r) => `- ${r.company}: ${r.month}\n`).join('') +
      more(d.morePendingReports) +
      '\n'
    : '') +
  `Para abrir o portal, use o link abaixo:\n\n${d.link}\n\n` +
  unsubscribeLine('o resumo semanal', d.unsubscribe);

// The unsubscribe link's page and the profile modal's switches.
export const MAIL_TASKS_UNSUBSCRIBED = 'Você não receberá mais lembretes de tarefas por e-mail.';
export const MAIL_DIGEST_UNSUBSCRIBED = 'Você não receberá mais o resumo semanal por e-mail.';
export const UNSUBSCRIBE_LINK_INVALID =
  'Este link de cancelamento é inválido. Use o link do e-mail mais recente ou desligue os e-mails no seu perfil.';
export const MAIL_PREFERENCES_SAVED = 'Preferências de e-mail salvas';
export const MAIL_PREFERENCES_FAILED = 'Falha ao salvar as preferências de e-mail';
