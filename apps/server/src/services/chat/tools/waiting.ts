import { z } from 'zod/v4';
import { formatDocumentDate } from '@portal/domain';
import { listJoinRequests, listWaitingBusinesses } from '../../../repositories/business-people';
import { portalLinks } from './links';
import { defineTool } from './tool';

// Who waits for an admin's decision (docs/product.md, the Companies screen's approvals): the
// companies registered but not yet approved, and the people asking to join an active company.

export const listWaitingTool = defineTool({
  name: 'list_waiting',
  description:
    'Lista o que aguarda aprovação de um admin: empresas cadastradas ainda não aprovadas (nome, ' +
    'nicho, quem cadastrou, e-mail, meta anual, data do cadastro) e pessoas que pediram para entrar ' +
    'numa empresa ativa (nome, e-mail, empresa, data do pedido), com o link da tela Empresas.',
  input: z.object({}),
  run: async (db) => {
    const [companies, people] = await Promise.all([
      listWaitingBusinesses(db),
      listJoinRequests(db, { kind: 'all' }),
    ]);
    return {
      companies: companies.map(({ business, registrant }) => ({
        id: business.id,
        name: business.name,
        niche: business.niche,
        revenueGoal: business.metaFaturamento,
        registrant: registrant?.name ?? null,
        registrantEmail: registrant?.email ?? null,
        createdLabel: formatDocumentDate(business.createdAt),
      })),
      people: people.map((p) => ({
        name: p.name,
        email: p.email,
        company: p.businessName,
        businessId: p.businessId,
        createdLabel: formatDocumentDate(p.createdAt),
      })),
      link: portalLinks.companies,
    };
  },
});
