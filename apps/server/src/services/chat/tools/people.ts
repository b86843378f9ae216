import { z } from 'zod/v4';
import { listPeople } from '../../../repositories/assistant-companies';
import { portalLinks } from './links';
import { businessIdInput, defineTool } from './tool';

/** docs/product.md's role labels. */
const ROLE_LABELS = { admin: 'Admin', council: 'Conselho', user: 'Usuário' } as const;

/** Most people one answer lists. */
const PEOPLE_LIMIT = 200;

export const listPeopleTool = defineTool({
  name: 'list_people',
  description:
    'Lista pessoas cadastradas, por papel (admin, council = Conselho, user = Usuário) e/ou por ' +
    'empresa (as vinculadas a ela), com e-mail, papel, situação (active ou waiting = aguardando ' +
    'aprovação) e as empresas de cada uma. Sem filtros, lista todas.',
  input: z.object({
    role: z.enum(['admin', 'council', 'user']).optional().describe('Papel das pessoas'),
    businessId: businessIdInput.optional(),
  }),
  run: async (db, { role, businessId }) => {
    const people = await listPeople(db, { role, businessId, limit: PEOPLE_LIMIT });
    return {
      people: people.map((p) => ({
        name: p.name,
        email: p.email,
        role: p.role,
        roleLabel: ROLE_LABELS[p.role],
        status: p.status,
        companies: p.companies.map((c) => ({ ...c, link: portalLinks.company(c.id) })),
      })),
      link: portalLinks.users,
    };
  },
});
