import { scheduleEvery, type Schedule } from './schedule';
import { sendTaskReminders } from './task-reminders';
import { sendWeeklyDigests } from './weekly-digest';
import type { TaskMailDeps } from './task-mail-deps';

/**
 * How often a running server checks for task reminders and digests to send (and once when it
 * starts): a task given a 'Prazo' of tomorrow reminds within a quarter of an hour, and Monday's
 * digests leave soon after 08:00. A check with nothing to send is two indexed queries.
 */
const TASK_MAIL_EVERY_MS = 15 * 60_000;

/** Checks now and then every `everyMs`; a failed check is logged and tried again. */
export function scheduleTaskMail(
  deps: TaskMailDeps & { now: () => Date; everyMs?: number },
): Schedule {
  return scheduleEvery(async () => {
    try {
      const sent = await sendTaskReminders(deps, deps.now());
      if (sent && sent.dueTomorrow + sent.overdue > 0) {
        deps.logger.info(
          `[lembretes] tarefas: ${sent.dueTomorrow} com prazo amanhã, ${sent.overdue} atrasadas`,
        );
      }
    } catch (error) {
      deps.logger.error('[lembretes] falha ao verificar os prazos das tarefas', error);
    }
    try {
      const sent = await sendWeeklyDigests(deps, deps.now());
      if (sent?.people) {
        deps.logger.info(
          `[lembretes] resumo da semana de ${sent.week}: ${sent.emails} emails para ${sent.people} pessoas`,
        );
      }
    } catch (error) {
      deps.logger.error('[lembretes] falha ao enviar o resumo semanal', error);
    }
  }, deps.everyMs ?? TASK_MAIL_EVERY_MS);
}
