import type { NewBusiness, NewPerson } from '../pages/RegisterPage';
import { uniqueEmail } from './demo';

export function newPerson(prefix: string): NewPerson {
  return {
    name: 'Marina Teste',
    email: uniqueEmail(prefix),
    phone: '(11) 98888-7777',
    password: 'segredo123',
  };
}

export function newBusiness(teamEmail: string): NewBusiness {
  return {
    name: `Padaria E2E ${Date.now()}`,
    website: 'https://padaria-e2e.com.br',
    niche: 'Alimentação',
    knowledgeBase:
      'Padaria artesanal de bairro com foco em fermentação natural, cafés especiais e encomendas.',
    // Typed the Brazilian way, as a person does: fifty thousand reais.
    revenueGoal: '50.000',
    instagram: '@padariae2e',
    teamEmails: [teamEmail],
  };
}
