import { z } from 'zod/v4';
import { formatDocumentDate, overdueTaskCutoff, TASK_OVERDUE_DAYS } from '@portal/domain';
import {
  countTasksPerCompany,
  listTaskFacts,
  type TaskFact,
} from '../../../repositories/assistant-work';
import { portalLinks } from './links';
import { businessIdInput, defineTool, iso } from './tool';

const DAY_MS = 86_400_000;

const TASK_FILTERS = ['open', 'overdue', 'not-started', 'in-progress', 'done', 'all'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** A task's status in the answer's words (the board's column labels are the product's English ones). */
const STATUS_WORDS = {
  'not-started': 'Não iniciada',
  'in-progress': 'Em andamento',
  done: 'Concluída',
} as const;

const STATUSES_OF: Record<TaskFilter, TaskFact['status'][]> = {
  open: ['not-started', 'in-progress'],
  overdue: ['not-started', 'in-progress'],
  'not-started': ['not-started'],
  'in-progress': ['in-progress'],
  done: ['done'],
  all: ['not-started', 'in-progress', 'done'],
};

export const listTasksTool = defineTool({
  name: 'list_tasks',
  description:
    'Lista tarefas dos quadros das empresas, de uma (businessId) ou de todas, por situação: open ' +
    `(abertas: não iniciadas ou em andamento), overdue (atrasadas: abertas e criadas há mais de ` +
    `${TASK_OVERDUE_DAYS} dias), not-started, in-progress, done (concluídas) ou all (todas). Cada tarefa com ` +
    'empresa, título, situação, datas de criação e conclusão, dias desde a criação e o link do quadro.',
  input: z.object({
    status: z.enum(TASK_FILTERS).optional().describe('Situação (padrão open)'),
    businessId: businessIdInput.optional(),
    limit: z.number().int().min(1).max(200).optional().describe('Quantas no máximo (padrão 100)'),
  }),
  run: async (db, { status = 'open', businessId, limit }, { now }) => {
    const tasks = await listTaskFacts(db, {
      businessId,
      statuses: STATUSES_OF[status],
      createdBefore: status === 'overdue' ? overdueTaskCutoff(now) : undefined,
      limit: limit ?? 100,
    });
    return {
      status,
      overdueDays: TASK_OVERDUE_DAYS,
      tasks: tasks.map((t) => ({
        company: t.businessName,
        businessId: t.businessId,
        title: t.title,
        status: t.status,
        statusLabel: STATUS_WORDS[t.status],
        createdAt: iso(t.createdAt),
        createdLabel: formatDocumentDate(t.createdAt),
        completedAt: t.completedAt ? iso(t.completedAt) : null,
        completedLabel: t.completedAt ? formatDocumentDate(t.completedAt) : null,
        ageDays: Math.floor((now.getTime() - t.createdAt.getTime()) / DAY_MS),
        fromMeeting: t.fromMeeting,
        link: portalLinks.tasks(t.businessId),
      })),
    };
  },
});

export const taskCountsTool = defineTool({
  name: 'task_counts',
  description:
    'Conta as tarefas de cada empresa ativa: não iniciadas, em andamento, concluídas, abertas e ' +
    `atrasadas (abertas e criadas há mais de ${TASK_OVERDUE_DAYS} dias), com o link do quadro.`,
  input: z.object({}),
  run: async (db, _input, { now }) => ({
    overdueDays: TASK_OVERDUE_DAYS,
    companies: (await countTasksPerCompany(db, overdueTaskCutoff(now))).map((c) => ({
      company: c.businessName,
      businessId: c.businessId,
      notStarted: c.notStarted,
      inProgress: c.inProgress,
      done: c.done,
      open: c.notStarted + c.inProgress,
      overdue: c.overdue,
      link: portalLinks.tasks(c.businessId),
    })),
  }),
});
