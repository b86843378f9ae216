// Test-only data of the admin Companies machine's tests (not exported from the package).
import type { JoinRequest, WaitingCompany } from '../admin-businesses/admin-businesses.types';

/** A registration waiting for approval, with its registrant. */
export const hortaFixture: WaitingCompany = {
  id: 'w1',
  name: 'Horta Viva Orgânicos',
  niche: 'Hortifrúti orgânico',
  website: 'https://www.hortavivaorganicos.com.br',
  knowledge_base: 'Produtor de hortaliças orgânicas.',
  meta_faturamento: 600000,
  username_instagram: '@hortaviva',
  emails: ['aguardando@demo.com.br'],
  registrant: {
    id: 'u9',
    name: 'Carlos Mendes',
    email: 'aguardando@demo.com.br',
    phone_number: null,
  },
};

/** A registration whose registrant is gone ('User not found'). */
export const orphanFixture: WaitingCompany = { id: 'w2', name: 'Sem Dono Ltda', registrant: null };

/** A person asking to join Padaria Pão da Serra. */
export const joinRequestFixture: JoinRequest = {
  id: 'u7',
  name: 'Beatriz Lima',
  email: 'beatriz@paodaserra.com.br',
  phone_number: null,
  created_at: '2026-11-14T10:00:00.000Z',
  business: { id: 'b1', name: 'Padaria Pão da Serra' },
};
