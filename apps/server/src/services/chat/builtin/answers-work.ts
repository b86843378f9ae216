import { formatMinutes, TASK_OVERDUE_DAYS } from '@portal/domain';
import type { TaskFilter } from '../tools/tasks';
import { portalLinks } from '../tools/links';
import type { AnswerContext } from './answer-context';
import { link, listText, plain, sources, table, textTable } from './markdown';

// Answers about the work of the companies: task boards, meetings and their transcripts, documents.

/** Most rows an answer's table shows; the rest are counted. */
const ROWS_MAX = 50;

const FILTER_TEXT: Record<TaskFilter, { one: string; many: string }> = {
  open: { one: 'tarefa aberta', many: 'tarefas abertas' },
  overdue: { one: 'tarefa atrasada', many: 'tarefas atrasadas' },
  'not-started': { one: 'tarefa não iniciada', many: 'tarefas não iniciadas' },
  'in-progress': { one: 'tarefa em andamento', many: 'tarefas em andamento' },
  done: { one: 'tarefa concluída', many: 'tarefas concluídas' },
  all: { one: 'tarefa', many: 'tarefas' },
};
const tasksText = (n: number, filter: TaskFilter) =>
  `${n} ${n === 1 ? FILTER_TEXT[filter].one : FILTER_TEXT[filter].many}`;
const overdueNote = (filter: TaskFilter) =>
  filter === 'overdue' ? ` (abertas e criadas há mais de ${TASK_OVERDUE_DAYS} dias)` : '';
const more = (total: number) =>
  total > ROWS_MAX ? `\n\nE mais ${total - ROWS_MAX} que não cabem aqui.` : '';

export async function tasksAnswer(ctx: AnswerContext, filter: TaskFilter): Promise<string> {
  const named = ctx.reading.companies;
  const lists = named.length
    ? await Promise.all(
        named.map((c) =>
          ctx.tools.call('list_tasks', { status: filter, businessId: c.id, limit: 200 }),
        ),
      )
    : [await ctx.tools.call('list_tasks', { status: filter, limit: 200 })];
  const tasks = lists.flatMap((l) => l.tasks);
  const scope =
    named.length === 1 ? ` na ${link(named[0]!.name, portalLinks.tasks(named[0]!.id))}` : '';
  if (tasks.length === 0)
    return `Não há ${FILTER_TEXT[filter].many}${scope}${overdueNote(filter)}.`;
  const dateColumn = filter === 'done' ? 'Concluída em' : 'Criada em';
  return (
    `Há **${tasksText(tasks.length, filter)}**${scope}${overdueNote(filter)}:\n\n` +
    table(
      ['Empresa', 'Tarefa', 'Situação', dateColumn, 'Dias desde a criação'],
      tasks
        .slice(0, ROWS_MAX)
        .map((t) => [
          link(t.company, t.link),
          plain(t.title),
          t.statusLabel,
          (filter === 'done' ? t.completedLabel : t.createdLabel) ?? '—',
          String(t.ageDays),
        ]),
      4,
    ) +
    more(tasks.length) +
    sources([...new Set(tasks.map((t) => link(`Tarefas de ${t.company}`, t.link)))].slice(0, 6))
  );
}

export async function taskCountsAnswer(ctx: AnswerContext, filter: TaskFilter): Promise<string> {
  const order = ctx.reading.order;
  const rank = order !== null;
  const counts = await ctx.tools.call('task_counts', {});
  const named = ctx.reading.companies;
  const pick = (c: (typeof counts.companies)[number]) =>
    ({
      open: c.open,
      overdue: c.overdue,
      'not-started': c.notStarted,
      'in-progress': c.inProgress,
      done: c.done,
      all: c.open + c.done,
    })[filter];
  const fewest = order?.direction === 'asc';
  const rows = (
    named.length
      ? counts.companies.filter((c) => named.some((n) => n.id === c.businessId))
      : counts.companies
  ).sort((a, b) => (rank ? (fewest ? pick(a) - pick(b) : pick(b) - pick(a)) : 0));
  const total = rows.reduce((t, c) => t + pick(c), 0);
  const first = rows[0];
  const tied = first ? rows.filter((c) => pick(c) === pick(first)) : [];
  const headline =
    rank && first
      ? `${tied.length > 1 ? 'As empresas' : 'A empresa'} com ${fewest ? 'menos' : 'mais'} ${FILTER_TEXT[filter].many}${overdueNote(filter)}: ` +
        `${listText(tied.map((c) => link(c.company, c.link)))}, com **${pick(first)}**.`
      : rows.length === 1
        ? `A ${link(rows[0]!.company, rows[0]!.link)} tem **${tasksText(total, filter)}**${overdueNote(filter)}.`
        : `No total, há **${tasksText(total, filter)}**${overdueNote(filter)}.`;
  return (
    `${headline}\n\n` +
    table(
      ['Empresa', 'Não iniciadas', 'Em andamento', 'Concluídas', 'Atrasadas'],
      rows.map((c) => [
        link(c.company, c.link),
        String(c.notStarted),
        String(c.inProgress),
        String(c.done),
        String(c.overdue),
      ]),
    )
  );
}

export async function lastMeetingAnswer(ctx: AnswerContext): Promise<string> {
  const named = ctx.reading.companies;
  if (named.length === 0) {
    const { meetings } = await ctx.tools.call('list_meetings', { latestPerCompany: true });
    if (meetings.length === 0) return 'Ainda não há reuniões no portal.';
    return (
      'A última reunião de cada empresa:\n\n' +
      textTable(
        ['Empresa', 'Reunião', 'Data'],
        meetings.map((m) => [
          link(m.company, portalLinks.company(m.businessId)),
          link(m.title, m.link),
          m.dateLabel,
        ]),
      )
    );
  }
  const parts: string[] = [];
  for (const company of named) {
    const { meetings } = await ctx.tools.call('list_meetings', {
      businessId: company.id,
      limit: 1,
    });
    const newest = meetings[0];
    if (!newest) {
      parts.push(
        `A ${link(company.name, portalLinks.company(company.id))} ainda não teve reuniões.`,
      );
      continue;
    }
    const { meeting } = await ctx.tools.call('get_meeting', { meetingId: newest.id });
    if (!meeting) continue;
    parts.push(
      `A última reunião da ${link(company.name, portalLinks.company(company.id))} foi ` +
        `**${link(meeting.title, meeting.link)}**, ${meeting.dateLabel}.\n\n` +
        `**Resumo:** ${plain(meeting.overview)}` +
        (meeting.tasksAdded.length
          ? `\n\n**Tarefas criadas** (${link('quadro de tarefas', meeting.tasksLink)}):\n` +
            meeting.tasksAdded.map((t) => `- ${plain(t.title)}: ${plain(t.task)}`).join('\n')
          : ''),
    );
  }
  return parts.join('\n\n');
}

export async function meetingsAnswer(ctx: AnswerContext, count: boolean): Promise<string> {
  const named = ctx.reading.companies;
  const targets = named.length ? named : [null];
  const parts: string[] = [];
  for (const company of targets) {
    const { meetings } = await ctx.tools.call('list_meetings', {
      ...(company ? { businessId: company.id } : {}),
      limit: count ? 50 : 10,
    });
    const where = company ? ` da ${link(company.name, portalLinks.meetings(company.id))}` : '';
    if (meetings.length === 0) {
      parts.push(`Não há reuniões${where}.`);
      continue;
    }
    const n = meetings.length >= 50 && count ? '50 ou mais' : String(meetings.length);
    parts.push(
      (count
        ? `Há **${n} ${meetings.length === 1 ? 'reunião' : 'reuniões'}**${where}:`
        : `As reuniões mais recentes${where}:`) +
        '\n\n' +
        textTable(
          company ? ['Reunião', 'Data', 'Resumo'] : ['Empresa', 'Reunião', 'Data'],
          meetings.map((m) =>
            company
              ? [link(m.title, m.link), m.dateLabel, plain(m.overview)]
              : [
                  link(m.company, portalLinks.company(m.businessId)),
                  link(m.title, m.link),
                  m.dateLabel,
                ],
          ),
        ),
    );
  }
  return parts.join('\n\n');
}

export async function topicAnswer(ctx: AnswerContext, topic: string): Promise<string> {
  const company = ctx.reading.companies[0];
  const { meetings } = await ctx.tools.call('search_meeting_topics', {
    topic,
    ...(company ? { businessId: company.id } : {}),
  });
  const where = company ? ` da ${link(company.name, portalLinks.meetings(company.id))}` : '';
  if (meetings.length === 0) return `Não encontrei reuniões${where} sobre “${plain(topic)}”.`;
  const [first] = meetings;
  const { meeting } = await ctx.tools.call('get_meeting', { meetingId: first!.id });
  const where2 = (m: (typeof meetings)[number]) =>
    [
      m.inText ? 'título, resumo ou notas' : '',
      m.lines ? `${m.lines} ${m.lines === 1 ? 'fala' : 'falas'} da transcrição` : '',
    ]
      .filter(Boolean)
      .join(' e ');
  return (
    `${meetings.length === 1 ? 'Encontrei 1 reunião' : `Encontrei ${meetings.length} reuniões`}${where} sobre “${plain(topic)}”. ` +
    `A principal é **${link(first!.title, first!.link)}** (${plain(first!.company)}), ${first!.dateLabel}.` +
    (first!.said.length
      ? `\n\n**Quem falou:**\n${first!.said.map((line) => `- ${plain(line.speaker)} (${formatMinutes(line.minutes)} min): “${plain(line.text)}”`).join('\n')}`
      : '') +
    (meeting ? `\n\n**Resumo:** ${plain(meeting.overview)}` : '') +
    (meeting?.tasksAdded.length
      ? `\n\n**Tarefas criadas:**\n${meeting.tasksAdded.map((t) => `- ${plain(t.title)}`).join('\n')}`
      : '') +
    '\n\n' +
    textTable(
      ['Empresa', 'Reunião', 'Data', 'Onde aparece'],
      meetings.map((m) => [plain(m.company), link(m.title, m.link), m.dateLabel, where2(m)]),
    )
  );
}

export async function documentsAnswer(ctx: AnswerContext, term: string | null): Promise<string> {
  const company = ctx.reading.companies[0];
  const found = term
    ? (
        await ctx.tools.call('search_documents', {
          query: term,
          ...(company ? { businessId: company.id } : {}),
        })
      ).documents
    : company
      ? (await ctx.tools.call('search_documents', { businessId: company.id })).documents
      : [];
  const where = company ? ` da ${link(company.name, portalLinks.documents(company.id))}` : '';
  if (!term && !company)
    return 'Diga o assunto (ou parte do nome) do documento, ou de qual empresa é a biblioteca.';
  if (found.length === 0)
    return term
      ? `Não encontrei documentos sobre “${plain(term)}”${where}.`
      : `A biblioteca${where} está vazia.`;
  return (
    (term
      ? `Encontrei ${found.length === 1 ? '1 documento' : `${found.length} documentos`} sobre “${plain(term)}”${where}:`
      : `A biblioteca${where} tem estes itens:`) +
    '\n\n' +
    textTable(
      ['Empresa', 'Documento', 'Tipo'],
      found.map((d) => [link(d.company, d.link), plain(d.name), d.typeLabel]),
    )
  );
}
