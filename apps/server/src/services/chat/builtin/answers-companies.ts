import { CHAT_EXAMPLE_QUESTIONS, formatBRL, monthKey } from '@portal/domain';
import { nameMatches } from '../tools/companies';
import type { ToolOutput } from '../tools';
import { portalLinks } from '../tools/links';
import { dayText, isWaiting, type AnswerContext } from './answer-context';
import { link, listText, plain, sources, textTable } from './markdown';
import { suggestion } from './reading';
import { fold } from '../tools/tool';
import { distance } from 'fastest-levenshtein';

// Answers about the companies themselves, their DRE status and their people; and the assistant's
// own help and the answers for what it cannot read.

const examples = () => CHAT_EXAMPLE_QUESTIONS.map((q) => `- ${q}`).join('\n');

export const helpAnswer = (): string =>
  'Sou o assistente de dados do portal: respondo com os dados do próprio portal (empresas, DREs ' +
  'e finanças, tarefas, reuniões, pessoas e documentos) e não altero nada. Cito de onde vem ' +
  'cada informação com links para as páginas do portal. Experimente perguntar:\n\n' +
  examples();

/** docs/assistant.md: no reading fits; up to three of the closest answerable questions. */
export const notUnderstoodAnswer = (closest: readonly string[]): string =>
  'Desculpe, não entendi a pergunta. Sei responder sobre empresas, DREs e finanças (faturamento, ' +
  'receita líquida, lucro, margem, despesas, custos), metas, tarefas, reuniões, pessoas e ' +
  'documentos. Talvez você queira perguntar:\n\n' +
  closest.map((q) => `- ${suggestion(q, q)}`).join('\n');

export const unknownCompanyAnswer = (
  { companies, reading }: AnswerContext,
  asked: (name: string) => string,
): string => {
  const names = reading.unknown.map((n) => `**${plain(n)}**`);
  const near = [...companies]
    .sort(
      (a, b) =>
        nearness(a.name, reading.unknown[0] ?? '') - nearness(b.name, reading.unknown[0] ?? ''),
    )
    .slice(0, 3);
  return (
    `Não encontrei ${names.length > 1 ? 'as empresas' : 'nenhuma empresa chamada'} ` +
    `${listText(names)} no portal, então não tenho dados para responder. ` +
    (near.length
      ? `Você quis dizer:\n\n${near.map((c) => `- ${suggestion(c.name, asked(c.name))}`).join('\n')}`
      : 'Não há empresas ativas no portal.') +
    sources([link('Empresas', portalLinks.companies)])
  );
};

/** How far a typed name is from a company's: the closest words' edit distance. */
const nearness = (name: string, typed: string): number => {
  const words = fold(name).split(/\s+/);
  return Math.min(
    ...fold(typed)
      .split(/\s+/)
      .flatMap((t) => words.map((w) => distance(t, w))),
  );
};

export const waitingProfile = (c: ToolOutput<'list_waiting'>['companies'][number]): string =>
  `A **${plain(c.name)}** ainda **aguarda aprovação** de um admin (cadastrada em ${c.createdLabel}` +
  `${c.registrant ? ` por ${plain(c.registrant)}` : ''}), por isso não tem relatórios, tarefas nem reuniões no portal.` +
  `\n- Nicho: ${plain(c.niche ?? '—')}; meta anual de faturamento informada: ${formatBRL(c.revenueGoal)}.` +
  sources([link('Empresas', portalLinks.companies)]);

export const waitingAnswer = async (ctx: AnswerContext): Promise<string> => {
  const { reading } = ctx;
  const waiting = await ctx.waiting();
  // Asked of named companies ('quem pediu para entrar na padaria?'): only theirs.
  const named = (id: string) =>
    reading.companies.length === 0 || reading.companies.some((c) => c.id === id);
  const companies = waiting.companies.filter((c) => named(c.id));
  const people = waiting.people.filter((p) => named(p.businessId));
  if (companies.length === 0 && people.length === 0)
    return 'Nada aguarda aprovação: nenhuma empresa nova nem pedido de entrada.';
  return (
    (companies.length
      ? `**${companies.length} ${companies.length === 1 ? 'empresa aguarda' : 'empresas aguardam'} aprovação:**\n\n` +
        textTable(
          ['Empresa', 'Nicho', 'Quem cadastrou', 'Em'],
          companies.map((c) => [
            plain(c.name),
            plain(c.niche ?? '—'),
            plain(`${c.registrant ?? '—'} (${c.registrantEmail ?? '—'})`),
            c.createdLabel,
          ]),
        )
      : 'Nenhuma empresa nova aguarda aprovação.') +
    '\n\n' +
    (people.length
      ? `**${people.length} ${people.length === 1 ? 'pessoa pediu' : 'pessoas pediram'} para entrar numa empresa:**\n\n` +
        textTable(
          ['Nome', 'E-mail', 'Empresa', 'Pedido em'],
          people.map((p) => [
            plain(p.name),
            plain(p.email),
            link(p.company, portalLinks.company(p.businessId)),
            p.createdLabel,
          ]),
        )
      : 'Nenhuma pessoa aguarda para entrar numa empresa.') +
    sources([link('Empresas', waiting.link)])
  );
};

export const companiesAnswer = ({ companies }: AnswerContext, count: boolean): string => {
  if (companies.length === 0) return 'Não há empresas ativas no portal.';
  const heading = count
    ? `O portal tem **${companies.length} ${companies.length === 1 ? 'empresa ativa' : 'empresas ativas'}**:`
    : `Estas são as ${companies.length} empresas ativas do portal:`;
  return (
    `${heading}\n\n` +
    textTable(
      ['Empresa', 'Nicho', 'Responsável', 'Último DRE'],
      companies.map((c) => [
        link(c.name, c.link),
        plain(c.niche ?? '—'),
        plain(c.manager ?? '—'),
        dayText(c.lastDre),
      ]),
    ) +
    sources([link('Empresas', portalLinks.companies)])
  );
};

/**
 * Who sent the DRE. The current month (or none named) is counted as the Companies screen counts
 * it, a report sent this month; a month named before it by whether its report exists.
 */
export const dreStatusAnswer = async ({
  tools,
  reading,
  today,
}: AnswerContext): Promise<string> => {
  const asked = reading.period?.start === reading.period?.end ? reading.period?.start : undefined;
  const status = await tools.call(
    'dre_status',
    asked && asked !== monthKey(today) ? { month: asked } : {},
  );
  const named = reading.companies;
  const sent = new Set(status.sent.map((c) => c.id));
  const row = (c: (typeof status.sent)[number]) => [
    link(c.name, c.link),
    sent.has(c.id) ? (status.ofMonth ? 'Enviado' : 'Enviado este mês') : 'Pendente',
    dayText(c.lastDre),
  ];
  const dre = status.ofMonth ? `o DRE de ${status.monthLabel}` : 'o DRE';
  if (named.length > 0) {
    const lines = [...status.sent, ...status.pending]
      .filter((c) => named.some((n) => n.id === c.id))
      .map((c) =>
        sent.has(c.id)
          ? status.ofMonth
            ? `- ${link(c.name, c.link)} já enviou ${dre} (último envio em ${dayText(c.lastDre)}).`
            : `- ${link(c.name, c.link)} já enviou o DRE de ${status.monthLabel} (em ${dayText(c.lastDre)}).`
          : `- ${link(c.name, c.link)} está com ${status.ofMonth ? dre : 'o DRE'} **pendente**` +
            (status.ofMonth ? '' : ` em ${status.monthLabel}`) +
            (c.lastDre ? ` (último envio em ${dayText(c.lastDre)}).` : ' (nunca enviou).'),
      );
    return lines.join('\n') + sources([link('Empresas', portalLinks.companies)]);
  }
  const total = status.sent.length + status.pending.length;
  const names = (list: typeof status.sent) => listText(list.map((c) => link(c.name, c.link)));
  return (
    (status.ofMonth
      ? `**${status.sent.length} de ${total}** empresas enviaram ${dre}`
      : `Em ${status.monthLabel}, **${status.sent.length} de ${total}** empresas enviaram o DRE`) +
    (status.sent.length ? `: ${names(status.sent)}.` : '.') +
    (status.pending.length
      ? `\n\nCom ${dre} **pendente** (${status.pending.length}): ${names(status.pending)}.`
      : `\n\nNenhuma empresa está com ${dre} pendente.`) +
    '\n\n' +
    textTable(['Empresa', 'Situação', 'Último DRE'], [...status.sent, ...status.pending].map(row)) +
    sources([link('Empresas', portalLinks.companies)])
  );
};

export const companyProfileAnswer = async (ctx: AnswerContext) => {
  const { tools, companies, reading } = ctx;
  const parts: string[] = [];
  const counts = await tools.call('task_counts', {});
  for (const ref of reading.companies) {
    if (isWaiting(ctx, ref.id)) {
      const waiting = (await ctx.waiting()).companies.find((c) => c.id === ref.id);
      if (waiting) parts.push(waitingProfile(waiting));
      continue;
    }
    const c = companies.find((x) => x.id === ref.id);
    if (!c) continue;
    const [reports, meetings] = await Promise.all([
      tools.call('company_reports', { businessId: c.id }),
      tools.call('list_meetings', { businessId: c.id, limit: 1 }),
    ]);
    const latest = reports.reports[0];
    const tasks = counts.companies.find((t) => t.businessId === c.id);
    const meeting = meetings.meetings[0];
    parts.push(
      [
        `**${link(c.name, c.link)}**${c.niche ? ` — ${plain(c.niche)}` : ''}`,
        `- Responsável: ${plain(c.manager ?? '—')}; meta anual de faturamento: ${formatBRL(c.revenueGoal)}.`,
        `- DRE deste mês: ${c.dreThisMonth ? 'enviado' : 'pendente'} (último envio em ${dayText(c.lastDre)}).`,
        latest
          ? `- Último relatório: ${link(latest.monthLabel, latest.link)}, faturamento de ${formatBRL(latest.gross_revenue)} e lucro líquido de ${formatBRL(latest.net_profit)}.`
          : '- Ainda não há relatórios mensais.',
        tasks
          ? `- Tarefas: ${link(`${tasks.open} abertas (${tasks.overdue} atrasadas) e ${tasks.done} concluídas`, tasks.link)}.`
          : '',
        meeting
          ? `- Última reunião: ${link(meeting.title, meeting.link)}, ${meeting.dateLabel}.`
          : '- Ainda não há reuniões.',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  return parts.join('\n\n');
};

export const managerAnswer = async ({ tools, companies, reading }: AnswerContext) => {
  const lines: string[] = [];
  for (const ref of reading.companies) {
    const c = companies.find((x) => x.id === ref.id);
    if (!c) continue;
    const people = await tools.call('list_people', { businessId: c.id });
    const others = people.people.filter((p) => p.name !== c.manager).map((p) => plain(p.name));
    lines.push(
      (c.manager
        ? `O responsável pela ${link(c.name, c.link)} é **${plain(c.manager)}**.`
        : `A ${link(c.name, c.link)} não tem um responsável definido.`) +
        (others.length ? ` Também estão vinculados: ${listText(others)}.` : ''),
    );
  }
  return lines.join('\n\n');
};

export const peopleAnswer = async (
  { tools, reading }: AnswerContext,
  role: 'admin' | 'council' | 'user' | null,
): Promise<string> => {
  const company = reading.companies[0];
  const { people } = await tools.call('list_people', {
    ...(role ? { role } : {}),
    ...(company ? { businessId: company.id } : {}),
  });
  const wanted = reading.unknown.length
    ? people.filter((p) => reading.unknown.some((n) => nameMatches(p.name, n)))
    : people;
  if (wanted.length === 0) {
    return reading.unknown.length
      ? `Não encontrei ninguém chamado ${listText(reading.unknown.map((n) => `**${plain(n)}**`))} no portal.`
      : 'Não encontrei pessoas com esse filtro.';
  }
  const scope = company
    ? ` vinculadas à ${link(company.name, portalLinks.company(company.id))}`
    : '';
  const roleText = role ? ` com o papel ${wanted[0]!.roleLabel}` : '';
  return (
    `Encontrei **${wanted.length} ${wanted.length === 1 ? 'pessoa' : 'pessoas'}**${roleText}${scope}:\n\n` +
    textTable(
      ['Nome', 'E-mail', 'Papel', 'Empresas'],
      wanted.map((p) => [
        plain(p.name) + (p.status === 'waiting' ? ' (aguardando aprovação)' : ''),
        plain(p.email),
        p.roleLabel,
        p.companies.length ? p.companies.map((c) => link(c.name, c.link)).join(', ') : '—',
      ]),
    ) +
    sources([link('Usuários', portalLinks.users)])
  );
};
