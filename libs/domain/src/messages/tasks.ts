// The task board (docs/product.md, Limits).
// Letter for letter; every layer imports these.
import { MAX_BOARD_TASKS } from '../validation/limits';

// Tasks (docs/product.md, Limits)
export const TASK_TITLE_REQUIRED = 'Por favor, insira um título para a tarefa';

// Task board toasts (the error catalogue in docs/product.md, shown 3 s)
export const TASK_CREATED = 'Tarefa criada com sucesso!';
export const TASK_UPDATED = 'Tarefa atualizada com sucesso!';
export const TASK_DELETED = 'Tarefa excluída com sucesso!';
export const TASKS_LOAD_FAILED = 'Erro ao carregar tarefas. Por favor, tente novamente.';
export const TASKS_REORDER_FAILED = 'Erro ao atualizar tarefas. Por favor, tente novamente.';
export const TASK_UPDATE_FAILED = 'Erro ao atualizar tarefa. Por favor, tente novamente.';
export const TASK_CREATE_FAILED = 'Erro ao criar tarefa. Por favor, tente novamente.';
export const TASK_DELETE_FAILED = 'Erro ao excluir tarefa. Por favor, tente novamente.';
export const TASK_PEOPLE_LOAD_FAILED =
  'Erro ao carregar as pessoas da empresa. Por favor, tente novamente.';

// Refusals of the tasks actions (our choice)
export const TASK_NOT_FOUND = 'Tarefa não encontrada';
export const TASK_OF_OTHER_BUSINESS = 'Você não tem permissão para acessar esta tarefa.';
export const ORDER_REPEATS_TASK = 'A nova ordem repete uma tarefa.';
export const ORDER_TOO_LONG = `A nova ordem tem mais de ${MAX_BOARD_TASKS.toLocaleString('pt-BR')} tarefas.`;
export const BOARD_FULL = `O quadro já tem ${MAX_BOARD_TASKS.toLocaleString('pt-BR')} tarefas; exclua algumas antes de criar outras.`;
export const TASK_OWNER_NOT_OF_COMPANY = 'O responsável precisa ser uma pessoa desta empresa.';
export const TASK_DUE_DATE_INVALID = 'Informe um prazo válido (dia, mês e ano).';
