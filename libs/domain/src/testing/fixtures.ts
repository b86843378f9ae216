import type { Company, Task, TaskStatus } from '../model/workspace';

// Shared test data of the workspace machines' tests, so a change to Task or Company is made once.

/** A task titled 'Tarefa {id}' with no description; `fields` overrides any of it. */
export const taskFixture = (id: string, status: TaskStatus, fields: Partial<Task> = {}): Task => ({
  id,
  title: `Tarefa ${id}`,
  status,
  content: '',
  created_at: '2026-11-02T12:00:00.000Z',
  completed_at: null,
  from_meeting: null,
  ...fields,
});

export const companyFixture: Company = {
  id: 'b1',
  name: 'Padaria Pão Quente',
  logo: 'https://cdn.example/logo.png',
  website: 'https://paoquente.com.br',
  niche: 'Alimentação',
  knowledge_base: 'Padaria de bairro com fornadas a cada duas horas.',
  meta_faturamento: '500000',
  username_instagram: '@paoquente',
  managed_by: 'u1',
  access_users: [{ id: 'u1', name: 'Ana', email: 'ana@paoquente.com.br', role: 'user' }],
};
