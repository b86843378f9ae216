import { z } from 'zod/v4';
import { formatMeetingDate } from '@portal/domain';
import {
  findMeetingFact,
  listLatestMeetingPerCompany,
  listMeetingFacts,
  type MeetingFact,
} from '../../../repositories/assistant-work';
import { portalLinks } from './links';
import { businessIdInput, defineTool, iso } from './tool';

/** Longest transcript line and notes an answer carries (a model's context is not a dump). */
export const LINE_MAX = 400;
const NOTES_MAX = 4_000;

export const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

const meetingView = (m: MeetingFact) => ({
  id: m.id,
  businessId: m.businessId,
  company: m.businessName,
  title: m.title,
  date: iso(m.date),
  dateLabel: formatMeetingDate(m.date),
  overview: m.overview,
  link: portalLinks.meeting(m.businessId, m.id),
});

export const listMeetingsTool = defineTool({
  name: 'list_meetings',
  description:
    'Lista reuniões de mentoria, da mais recente para a mais antiga: de uma empresa (businessId) ' +
    'ou de todas; com latestPerCompany = true, só a última reunião de cada empresa. Cada uma com ' +
    'título, data, resumo (overview) e link.',
  input: z.object({
    businessId: businessIdInput.optional(),
    latestPerCompany: z.boolean().optional().describe('Só a última reunião de cada empresa'),
    limit: z.number().int().min(1).max(50).optional().describe('Quantas no máximo (padrão 10)'),
  }),
  run: async (db, { businessId, latestPerCompany, limit }) => {
    const rows = latestPerCompany
      ? await listLatestMeetingPerCompany(db)
      : await listMeetingFacts(db, { businessId, limit: limit ?? 10 });
    return { meetings: rows.map(meetingView) };
  },
});

export const getMeetingTool = defineTool({
  name: 'get_meeting',
  description:
    'Detalhes de uma reunião pelo id: título, data, resumo (overview), notas, as tarefas que ela ' +
    'criou e quantas falas tem a transcrição. Devolve meeting = null quando não existe.',
  input: z.object({ meetingId: z.guid().describe('Id (uuid) da reunião') }),
  run: async (db, { meetingId }) => {
    const m = await findMeetingFact(db, meetingId);
    return {
      meeting: m
        ? {
            ...meetingView(m),
            notes: cut(m.notes, NOTES_MAX),
            tasksAdded: m.addedTasks,
            transcriptEntries: m.transcriptEntries,
            tasksLink: portalLinks.tasks(m.businessId),
          }
        : null,
    };
  },
});
