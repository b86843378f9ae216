import type { BusinessPerson, BusinessRecord } from '../admin-businesses/business-form';

// Shared data of the admin company modals' tests (business-form*, business-detail*).

export const anaPerson: BusinessPerson = {
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@aurora.com.br',
  role: 'user',
};
export const biaPerson: BusinessPerson = {
  id: 'u2',
  name: 'Bia Reis',
  email: 'bia@aurora.com.br',
  role: 'council',
};
export const caioPerson: BusinessPerson = {
  id: 'u-new',
  name: 'Caio Nunes',
  email: 'caio@aurora.com.br',
  role: 'user',
};

/** A bakery as the detail reads it: Ana its only person and manager, one question, a code. */
export const auroraBusiness: BusinessRecord = {
  id: 'b1',
  name: 'Padaria Aurora',
  logo: null,
  website: 'https://aurora.com.br',
  niche: 'Padaria',
  knowledge_base: 'Padaria de bairro.',
  custom_questions: ['Quantos pães por dia?'],
  meta_faturamento: 150000,
  username_instagram: '@aurora',
  managed_by: 'u1',
  created_at: '2026-01-10T12:00:00.000Z',
  access_users: [anaPerson],
  access_code: 'AURORA',
};

/** The company as the create call answers it. */
export const createdBusiness: BusinessRecord = {
  id: 'b-new',
  name: 'Padaria Aurora',
  logo: null,
  website: null,
  niche: null,
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: 0,
  username_instagram: null,
  managed_by: 'u1',
  created_at: '2026-11-20T12:00:00.000Z',
  access_users: [anaPerson],
};
