import type { FirstOpenStep } from './db';

// What a start says beyond "Portal no ar": the steps of a first start, which is silent for tens
// of seconds otherwise (initdb on a loaded machine), and why report reminders are not sent.

/** The steps of a first start on the embedded database, in order; `seed` only with the demo. */
export type FirstStartStep = FirstOpenStep | 'seed';

/** The log line said as `step` begins; `seeding`: the demo follows (3 steps, else 2). */
export function firstStartLine(step: FirstStartStep, seeding: boolean, pgdata: string): string {
  const total = seeding ? 3 : 2;
  switch (step) {
    case 'create':
      return (
        `[início] (1/${total}) Criando o banco de dados embutido em ${pgdata}: ` +
        'na primeira vez leva até meio minuto…'
      );
    case 'migrate':
      return `[início] (2/${total}) Criando as tabelas do banco (migrações)…`;
    case 'seed':
      return `[início] (3/${total}) Criando os dados de demonstração (empresas, pessoas, reuniões e relatórios)…`;
  }
}

/** Said at start when the missing-report reminders are off, with why and how to turn them on. */
export const remindersHeldLine = (demo: boolean): string =>
  demo
    ? '[lembretes] Lembretes de relatório suspensos: este servidor usa os dados de demonstração, cujas pessoas não devem receber emails (defina REPORT_REMINDERS=true para enviá-los)'
    : '[lembretes] Lembretes de relatório desligados (REPORT_REMINDERS=false)';

/** Said at start when the task reminders and the weekly digest are off, with why and how. */
export const taskRemindersHeldLine = (demo: boolean): string =>
  demo
    ? '[lembretes] Lembretes de tarefas e resumo semanal suspensos: dados de demonstração (defina TASK_REMINDERS=true ou REPORT_REMINDERS=true para enviá-los)'
    : '[lembretes] Lembretes de tarefas e resumo semanal desligados (TASK_REMINDERS=false)';
