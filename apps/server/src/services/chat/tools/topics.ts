import { z } from 'zod/v4';
import { formatMeetingDate } from '@portal/domain';
import { searchDocumentTopics, searchMeetingTopics } from '../../../repositories/assistant-topics';
import { DOCUMENT_TYPE_LABELS } from './documents';
import { portalLinks } from './links';
import { businessIdInput, defineTool, searchInput } from './tool';

export const searchMeetingTopicsTool = defineTool({
  name: 'search_meeting_topics',
  description:
    'Procura um assunto nas reuniões (título, resumo, notas e falas da transcrição) por busca de ' +
    'texto em português, ignorando acentos e variações das palavras ("precificação", "black ' +
    'friday"), de uma empresa ou de todas. Devolve até 10 reuniões: empresa, título, data, resumo, ' +
    'se o assunto está no título/resumo/notas e em quantas falas, com o link da reunião.',
  input: z.object({
    topic: searchInput.describe('Assunto a procurar'),
    businessId: businessIdInput.optional(),
  }),
  run: async (db, { topic, businessId }) => ({
    topic,
    meetings: (await searchMeetingTopics(db, topic, { businessId, limit: 10 })).map((m) => ({
      id: m.id,
      company: m.businessName,
      businessId: m.businessId,
      title: m.title,
      dateLabel: formatMeetingDate(m.date),
      overview: m.overview,
      inText: m.inText,
      lines: m.lines,
      link: portalLinks.meeting(m.businessId, m.id),
    })),
  }),
});

export const searchDocumentTopicsTool = defineTool({
  name: 'search_document_topics',
  description:
    'Procura documentos e pastas das bibliotecas pelo assunto do nome, em português, ignorando ' +
    'acentos e variações das palavras ("contratos" acha "Contrato social"), de uma empresa ou de ' +
    'todas. Devolve até 30: empresa, nome, tipo e o link da biblioteca.',
  input: z.object({
    topic: searchInput.describe('Assunto a procurar'),
    businessId: businessIdInput.optional(),
  }),
  run: async (db, { topic, businessId }) => ({
    topic,
    documents: (await searchDocumentTopics(db, topic, { businessId, limit: 30 })).map((d) => ({
      company: d.businessName,
      businessId: d.businessId,
      name: d.name,
      typeLabel: DOCUMENT_TYPE_LABELS[d.type],
      link: portalLinks.documents(d.businessId),
    })),
  }),
});
