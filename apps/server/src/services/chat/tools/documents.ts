import { z } from 'zod/v4';
import { CHAT_TOOL_DOCUMENTS_FILTER, DOCUMENT_TYPE_LABELS } from '@portal/domain';
import { searchDocumentFacts } from '../../../repositories/assistant-work';
import { portalLinks } from './links';
import { businessIdInput, defineTool, fold, iso, searchInput } from './tool';

export const searchDocumentsTool = defineTool({
  name: 'search_documents',
  description:
    'Procura documentos e pastas das bibliotecas das empresas pelo nome ou pelo assunto do nome, ' +
    'ignorando maiúsculas, acentos e variações das palavras ("contratos" acha "Contrato social"), ' +
    'de uma empresa ou de todas; sem query, lista a biblioteca da empresa indicada. ' +
    'Devolve até 30: empresa, nome, tipo, pasta e o link da biblioteca da empresa.',
  input: z
    .object({
      query: searchInput.optional().describe('Nome, parte do nome ou assunto do documento'),
      businessId: businessIdInput.optional(),
    })
    .refine((input) => input.query !== undefined || input.businessId !== undefined, {
      error: CHAT_TOOL_DOCUMENTS_FILTER,
    }),
  run: async (db, { query, businessId }) => {
    const found = await searchDocumentFacts(db, fold(query ?? ''), { businessId, limit: 30 });
    return {
      query: query ?? null,
      documents: found.map((d) => ({
        company: d.businessName,
        businessId: d.businessId,
        name: d.name,
        type: d.type,
        typeLabel: DOCUMENT_TYPE_LABELS[d.type],
        folder: d.folder,
        createdAt: iso(d.createdAt),
        link: portalLinks.documents(d.businessId),
      })),
    };
  },
});
