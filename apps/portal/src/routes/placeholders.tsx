import type { ComponentType } from 'react';
import type { ScreenKey } from '../app/routeTable';

// Screens that later issues build: an empty page inside the right shell until then.
function placeholder(title: string): ComponentType {
  const Screen = () => <h1>{title}</h1>;
  Screen.displayName = `Placeholder(${title})`;
  return Screen;
}

export const placeholderScreens = {
  meetings: placeholder('Reuniões'),
  meeting: placeholder('Reunião'),
  tasks: placeholder('Tarefas'),
  documents: placeholder('Documentos'),
  reports: placeholder('Analytics'),
  report: placeholder('Report'),
  info: placeholder('Informações da Empresa'),
  adminBusinesses: placeholder('Empresas'),
  adminUsers: placeholder('Usuários'),
  adminFinance: placeholder('Finance'),
  adminChat: placeholder('Chat com IA'),
} satisfies Partial<Record<ScreenKey, ComponentType>>;
